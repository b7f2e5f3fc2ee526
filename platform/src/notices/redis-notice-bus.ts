import type { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { answersPing, closeRedisConnection, isConnected, openRedisConnection } from '../redis/redis-connection.js';
import { NoticeHandlers } from './notice-handlers.js';
import { decodeNotice, encodeNotice } from './notice-message.js';
import type { NoticeBus } from './notice-bus.js';

/**
 * Notices over Redis pub/sub (distributed setup), so every replica of the query-service hears the projector.
 * A connection in subscriber mode can do nothing else, hence one connection to publish and one to subscribe.
 */
export function openRedisNoticeBus(options: {
  url: string;
  /** Shown by CLIENT LIST, to tell the processes apart. */
  connectionName?: string;
  logger?: Logger;
}): NoticeBus {
  const logger = options.logger ?? pino({ name: 'notice-bus' });
  // A notice that cannot go out now is dropped by its sender (readers fall back on the checkpoint); waiting for Redis
  // would hold up the projector's batches.
  const publisher = openRedisConnection({ ...options, logger, purpose: 'notices (publishing)', failFast: true });
  const subscriber = openRedisConnection({ ...options, logger, purpose: 'notices (subscribed)' });
  const handlers = new NoticeHandlers(logger);
  /** The SUBSCRIBE of each channel with handlers; a second subscriber to a channel waits for the same one. */
  const subscriptions = new Map<string, Promise<unknown>>();

  subscriber.on('message', (channel: string, text: string) => {
    const decoded = decodeNotice(text);
    if (!decoded.ok) {
      logger.warn({ channel, length: text.length }, 'Ignoring a notice that is not JSON');
      return;
    }
    handlers.deliver(channel, text);
  });

  return {
    isReachable: () => isConnected(publisher) && isConnected(subscriber),
    // The subscriber's connection only listens; the publisher's PING speaks for the server both talk to.
    isResponsive: async () => isConnected(subscriber) && (await answersPing(publisher)),

    // The subscribing connection's: ioredis subscribes again by itself as it comes back.
    onConnectionChange(listener) {
      const up = () => listener(true);
      const down = () => listener(false);
      subscriber.on('ready', up);
      subscriber.on('close', down);
      return () => {
        subscriber.off('ready', up);
        subscriber.off('close', down);
      };
    },

    async publish(channel, message) {
      await publisher.publish(channel, encodeNotice(message));
    },

    async subscribe(channel, handler) {
      if (handlers.add(channel, handler)) subscriptions.set(channel, whenReady(subscriber).then(() => subscriber.subscribe(channel)));
      try {
        // Once this resolves Redis has confirmed the subscription: nothing published afterwards is missed.
        await subscriptions.get(channel);
      } catch (error) {
        if (handlers.remove(channel, handler)) subscriptions.delete(channel);
        throw error;
      }
      return async () => {
        if (handlers.remove(channel, handler)) {
          subscriptions.delete(channel);
          await subscriber.unsubscribe(channel);
        }
      };
    },

    async close() {
      handlers.clear();
      subscriptions.clear();
      await Promise.all([publisher, subscriber].map(closeRedisConnection));
    },
  };
}

/**
 * Resolves once the connection has passed its ready check. A SUBSCRIBE sent before that turns the connection into
 * a subscriber while ioredis still has its INFO ready check to send, which Redis then refuses ("Connection in
 * subscriber mode"), and the subscription is lost; so nothing subscribes until the connection is ready. After a
 * reconnection ioredis subscribes again by itself, once ready.
 */
function whenReady(connection: Redis): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      connection.off('end', onEnd);
      resolve();
    };
    const onEnd = () => {
      connection.off('ready', onReady);
      reject(new Error('The Redis connection for notices was closed before it was ready'));
    };
    connection.once('ready', onReady);
    connection.once('end', onEnd);
  });
}
