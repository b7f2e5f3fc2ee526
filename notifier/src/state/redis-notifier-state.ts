import { Redis } from 'ioredis';
import { DELIVERED_MARK_TTL_MS, type NotifierState } from './notifier-state.js';

/** The distributed setup's notifier state, in Redis beside the BullMQ queues; the marks expire on their own. */
export function openRedisNotifierState(options: { url: string; prefix?: string; connectionName?: string }): NotifierState {
  const prefix = options.prefix ?? 'iec-bets:notifier';
  const redis = new Redis(options.url, {
    ...(options.connectionName ? { connectionName: options.connectionName } : {}),
  });
  redis.on('error', () => undefined); // Commands fail loudly; the job or batch that needed them is retried.
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
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
