import { expect, it } from 'vitest';
import { createInProcessNoticeBus } from './in-process-notice-bus.js';
import { describeNoticeBusContract } from './test-support/notice-bus-contract.js';

describeNoticeBusContract('In-process', async (logger) => {
  const bus = createInProcessNoticeBus({ logger });
  return { bus, cleanup: () => bus.close() };
});

it('refuses to publish or subscribe once closed', async () => {
  const bus = createInProcessNoticeBus();
  await bus.close();
  await expect(bus.publish('projector', 1)).rejects.toThrow(/closed/);
  await expect(bus.subscribe('projector', () => {})).rejects.toThrow(/closed/);
});
