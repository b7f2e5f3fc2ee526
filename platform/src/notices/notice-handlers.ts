import type { Logger } from 'pino';

export type NoticeHandler = (message: unknown) => void;

/**
 * The handlers of each channel of one bus. A handler that throws is logged and does not keep the message from
 * the others.
 */
export class NoticeHandlers {
  private readonly byChannel = new Map<string, Set<NoticeHandler>>();

  constructor(private readonly logger: Logger) {}

  /** Returns true when this is the channel's first handler. */
  add(channel: string, handler: NoticeHandler): boolean {
    let handlers = this.byChannel.get(channel);
    const first = !handlers;
    if (!handlers) {
      handlers = new Set();
      this.byChannel.set(channel, handlers);
    }
    handlers.add(handler);
    return first;
  }

  /** Returns true when the channel has no handler left. */
  remove(channel: string, handler: NoticeHandler): boolean {
    const handlers = this.byChannel.get(channel);
    if (!handlers?.delete(handler)) return false;
    if (handlers.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  /** Each handler gets its own copy, so one cannot change what another sees. */
  deliver(channel: string, text: string): void {
    for (const handler of [...(this.byChannel.get(channel) ?? [])]) {
      try {
        handler(JSON.parse(text));
      } catch (error) {
        this.logger.error({ err: error, channel }, 'A notice handler failed');
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}
