import type { RealtimeMessage } from '@iec-bets/contracts';
import { parsePosition } from './log-position';

/** SPEC section 9: reconnect 3 s after a close. */
export const RECONNECT_DELAY_MS = 3_000;

/**
 * A server sends its hello as the connection opens; one from before the hello (met during a deploy) sends none, and
 * after this long the connection counts as opened with an unknown position, so the page reads again as it used to.
 */
export const HELLO_WAIT_MS = 5_000;

/** The feed's address on the page's own host, secure when the page is. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

type Schema = typeof RealtimeMessage;

/**
 * The messages' schema, and zod with it, loads with the first message rather than with the page: messages are rare (a
 * question a day), and evaluating zod is one of the longest tasks of the landing page's load on a phone. One promise
 * for all messages, so that they are handled in the order they came; a failed load is tried again with the next.
 */
let schema: Promise<Schema> | null = null;
function loadSchema(): Promise<Schema> {
  schema ??= import('./realtime-message').then(
    (module) => module.RealtimeMessage,
    (error: unknown) => {
      schema = null;
      throw error;
    },
  );
  return schema;
}

/**
 * The hello (RealtimeHello) checked by hand: it comes on every page load, and zod loads only with a real message.
 * Undefined when `data` is not one.
 */
function helloPosition(data: unknown): { position: number | null } | undefined {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'hello') return undefined;
  const { position } = data as { position?: unknown };
  if (position === null) return { position };
  // A position in text is not what the server sends: such a hello is refused.
  if (typeof position !== 'number') return undefined;
  const parsed = parsePosition(position);
  return parsed === undefined ? undefined : { position: parsed };
}

/** The log position a message's frame carries (RealtimeFrame), or undefined from a server that sends none. */
function framePosition(data: unknown): number | undefined {
  const position = (data as { position?: unknown }).position;
  return typeof position === 'number' ? parsePosition(position) : undefined;
}

/** The widest spread of reads a frame may ask for: a server's word, but a player is not kept waiting past it. */
export const MAX_REFETCH_SPREAD_MS = 60_000;

/** How widely the frame asks to spread the reads its message calls for (RealtimeFrame's `refetchWithinMs`): 0 when it does not. */
function frameSpread(data: unknown): number {
  const spread = (data as { refetchWithinMs?: unknown }).refetchWithinMs;
  return typeof spread === 'number' && Number.isFinite(spread) && spread > 0 ? Math.min(spread, MAX_REFETCH_SPREAD_MS) : 0;
}

/**
 * Listens to /ws for as long as it is open. Each hello is handed to `onOpen`. Every message that parses
 * is handed on with its position and the spread of reads its frame asks for; one that does not (a newer server's type, say) is logged and ignored. An error is
 * logged, and every close is told (`onClose`) and followed by a new connection after the delay, until `close()`.
 */
export function connectRealtime(options: {
  url: string;
  onMessage: (message: RealtimeMessage, position: number | undefined, refetchWithinMs: number) => void;
  /**
   * Each connection's first frame: what was sent while none was open never comes, so the caller learns from the
   * position (the last message the connection would have had, null when the server cannot tell) whether to read again.
   * Called again on a later hello, which a server sends when it listens again after it could not (messages may have
   * gone by unsent): the caller treats it as a new connection's.
   */
  onOpen?: (position: number | null) => void;
  /** The connection closed, by either side: messages are not heard until `onOpen` is called again. */
  onClose?: () => void;
  reconnectDelayMs?: number;
  helloWaitMs?: number;
  /** The browser's WebSocket; a test outside a browser passes another implementation of the same interface. */
  WebSocketImpl?: typeof WebSocket;
}): { close(): void } {
  const Socket = options.WebSocketImpl ?? WebSocket;
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  function open() {
    socket = new Socket(options.url);
    // The connection's opening is told with its hello, or, from a server that sends none, without; a hello after
    // that (a late one, or one the server sends as it listens again) is told as well.
    let helloDue: ReturnType<typeof setTimeout> | null = null;
    let told = false;
    const tellOpened = (position: number | null) => {
      if (helloDue) clearTimeout(helloDue);
      if (told || closed) return;
      told = true;
      options.onOpen?.(position);
    };
    socket.addEventListener('open', () => {
      helloDue = setTimeout(() => tellOpened(null), options.helloWaitMs ?? HELLO_WAIT_MS);
    });
    socket.addEventListener('message', (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch (error) {
        console.warn('Ignored a real-time message that is not JSON', error);
        return;
      }
      const hello = helloPosition(data);
      if (hello) {
        // A later hello: the server listens again after losing messages, and the caller starts afresh from it.
        if (!told) tellOpened(hello.position);
        else if (!closed) options.onOpen?.(hello.position);
        return;
      }
      // A message first: a server from before the hello.
      tellOpened(null);
      loadSchema().then(
        (RealtimeMessage) => {
          if (closed) return;
          const parsed = RealtimeMessage.safeParse(data);
          if (parsed.success) options.onMessage(parsed.data, framePosition(data), frameSpread(data));
          else console.warn('Ignored an unknown real-time message', event.data);
        },
        (error: unknown) => console.warn('Ignored a real-time message: its schema did not load', error),
      );
    });
    socket.addEventListener('error', () => console.warn('Real-time connection error; it reconnects after closing'));
    socket.addEventListener('close', () => {
      if (helloDue) clearTimeout(helloDue);
      if (closed) return;
      options.onClose?.();
      retry = setTimeout(open, options.reconnectDelayMs ?? RECONNECT_DELAY_MS);
    });
  }

  open();
  return {
    close() {
      if (closed) return;
      closed = true;
      if (retry) clearTimeout(retry);
      socket?.close();
      options.onClose?.();
    },
  };
}
