import { closeRedisConnection, openRedisConnection } from '@iec-bets/platform';
import { pino, type Logger } from 'pino';
import { DELIVERED_MARK_TTL_MS, type NotifierState } from './notifier-state.js';

/** The distributed setup's notifier state, in Redis beside the BullMQ queues; the marks expire on their own. */
export function openRedisNotifierState(options: {
  url: string;
  prefix?: string;
  connectionName?: string;
  logger?: Logger;
}): NotifierState {
  const prefix = options.prefix ?? 'iec-bets:notifier';
  // Commands fail loudly while Redis is away; the job or batch that needed them is retried.
  const redis = openRedisConnection({
    url: options.url,
    connectionName: options.connectionName,
    logger: options.logger ?? pino({ name: 'notifier-state' }),
    purpose: 'notifier state',
    // The notifier's consumer retries a failed read of its checkpoint by itself, and must be able to stop meanwhile.
    failFast: true,
  });
  const checkpointKey = `${prefix}:checkpoint`;
  const markKey = (jobId: string) => `${prefix}:delivered:${jobId}`;

  return {
    async checkpoint() {
      const saved = await redis.get(checkpointKey);
      return saved === null ? null : Number(saved);
    },
    async saveCheckpoint(position) {
      await redis.set(checkpointKey, String(position));
    },
    async wasDelivered(jobId) {
      return (await redis.exists(markKey(jobId))) === 1;
    },
    async markDelivered(jobId) {
      await redis.set(markKey(jobId), '1', 'PX', DELIVERED_MARK_TTL_MS);
    },
    async close() {
      await closeRedisConnection(redis);
    },
  };
}
