import { createInProcessNoticeBus, type Consumer, type EventStore, type NoticeBus, type ReadStore } from '@iec-bets/platform';
import { onTestFinished } from 'vitest';
import { startProjector } from '../start-projector.js';

const quietLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The real projector on real stores, stopped (with its notice bus closed) when the test ends. */
export function startTestProjector(
  eventStore: EventStore,
  readStore: ReadStore,
  options: { batchSize?: number; noticeBus?: NoticeBus } = {},
): Consumer {
  const noticeBus = options.noticeBus ?? createInProcessNoticeBus();
  const projector = startProjector({
    eventStore,
    readStore,
    noticeBus,
    logger: quietLogger,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
  });
  onTestFinished(async () => {
    await projector.stop();
    if (!options.noticeBus) await noticeBus.close();
  });
  return projector;
}

/** Waits until the projector has handled everything up to `position`, or fails the test. */
export async function projectedUpTo(projector: Consumer, position: number): Promise<void> {
  if (!(await projector.waitFor(position, 10_000))) {
    throw new Error(`The projector stopped at ${projector.position()}, before ${position}`);
  }
}
