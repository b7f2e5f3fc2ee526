import type { RealtimeMessage } from '@iec-bets/contracts';

/** SPEC section 9: reconnect 3 s after a close. */
export const RECONNECT_DELAY_MS = 3_000;

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
 * Listens to /ws for as long as it is open: every message that parses is handed on; one that does not (a newer
 * server's type, say) is logged and ignored; an error is logged, and every close is followed by a new connection
 * after the delay until `close()` is called; each reconnection is told (`onReopen`).
 */
export function connectRealtime(options: {
  url: string;
  onMessage: (message: RealtimeMessage) => void;
  /**
   * Each time a connection opens again after a close: what was sent in between never comes, so the caller reads
   * again what it would have changed.
   */
  onReopen?: () => void;
  reconnectDelayMs?: number;
  /** The browser's WebSocket; a test outside a browser passes another implementation of the same interface. */
  WebSocketImpl?: typeof WebSocket;
}): { close(): void } {
  const Socket = options.WebSocketImpl ?? WebSocket;
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let opened = false;

  function open() {
    socket = new Socket(options.url);
    socket.addEventListener('open', () => {
      if (!closed && opened) options.onReopen?.();
      opened = true;
    });
    socket.addEventListener('message', (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch (error) {
        console.warn('Ignored a real-time message that is not JSON', error);
        return;
      }
      loadSchema().then(
        (RealtimeMessage) => {
          if (closed) return;
          const parsed = RealtimeMessage.safeParse(data);
          if (parsed.success) options.onMessage(parsed.data);
          else console.warn('Ignored an unknown real-time message', event.data);
        },
        (error: unknown) => console.warn('Ignored a real-time message: its schema did not load', error),
      );
    });
    socket.addEventListener('error', () => console.warn('Real-time connection error; it reconnects after closing'));
    socket.addEventListener('close', () => {
      if (!closed) retry = setTimeout(open, options.reconnectDelayMs ?? RECONNECT_DELAY_MS);
    });
  }

  open();
  return {
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      socket?.close();
    },
  };
}
