import { pino, type Logger } from 'pino';
import { NoticeHandlers } from './notice-handlers.js';
import { encodeNotice } from './notice-message.js';
import type { NoticeBus } from './notice-bus.js';

/** Notices between the parts of a single process (embedded setup). */
export function createInProcessNoticeBus(options: { logger?: Logger } = {}): NoticeBus {
  const handlers = new NoticeHandlers(options.logger ?? pino({ name: 'notice-bus' }));
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error('The notice bus is closed');
  };

  return {
    async publish(channel, message) {
      assertOpen();
      const text = encodeNotice(message);
      // Delivered after the publisher's turn, as over Redis: a publisher never runs inside its subscribers.
      queueMicrotask(() => handlers.deliver(channel, text));
    },

    async subscribe(channel, handler) {
      assertOpen();
      handlers.add(channel, handler);
      return async () => {
        handlers.remove(channel, handler);
      };
    },

    async close() {
      closed = true;
      handlers.clear();
    },
  };
}
