import type { FastifyPluginAsync } from 'fastify';
import type { QueryDeps } from '../deps.js';
import { systemClock } from '../deps.js';
import { type ImageSweepStores, sweepUnshownImages } from './sweep-unshown-images.js';

/** How often the images no comment shows are looked for. Every replica looks; a deletion done twice is done. */
export const IMAGE_SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Sweeps unshown images (sweep-unshown-images.ts) every IMAGE_SWEEP_INTERVAL_MS while the service runs. A sweep that
 * fails (a store out of reach) is logged and tried at the next turn; so is one whose read models are behind the log.
 */
export const unshownImageSweeps: FastifyPluginAsync<ImageSweepStores & Pick<QueryDeps, 'clock'>> = async (app, deps) => {
  const clock = deps.clock ?? systemClock;
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepUnshownImages(deps, clock())
      .then((deleted) => {
        if (deleted === undefined) app.log.warn("Left the images no comment shows to the next sweep: the read models are behind the log");
        else if (deleted > 0) app.log.info({ deleted }, 'Deleted the images no comment shows any more');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'Could not sweep the images no comment shows; trying again later'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(sweep, IMAGE_SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
