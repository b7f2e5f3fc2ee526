import type { FastifyInstance } from 'fastify';

/**
 * Runs work that a route starts once its answer is sent, and that the answer must not wait for: how long the answer
 * took would tell what the work found. Closing the app waits for the work under way, so that a shutdown does not cut
 * an email off half way, nor close the stores it reads (tests wait for it so too). The work logs its own failures,
 * nobody being left to tell; anything it lets through is logged here rather than left unhandled.
 */
export function afterAnswer(app: FastifyInstance): (work: () => Promise<void>) => void {
  const underWay = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(underWay);
  });
  return (work) => {
    // On the next turn of the event loop, once the answer has been written.
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, 'work after an answer failed'))
      .finally(() => underWay.delete(running));
    underWay.add(running);
  };
}
