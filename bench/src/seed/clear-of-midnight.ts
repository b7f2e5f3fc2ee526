import { southAfricanDay } from '@iec-bets/contracts';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits, when South African midnight falls within the next `marginMs`, until it has passed. A load's questions are
 * today's, and a question takes answers on its own day only: a load that ran across midnight would meet nothing but
 * 409s from then on.
 */
export async function clearOfSouthAfricanMidnight(marginMs: number): Promise<void> {
  let announced = false;
  while (southAfricanDay(new Date(Date.now() + marginMs)) !== southAfricanDay(new Date())) {
    if (!announced) console.log('Waiting for South African midnight to pass: the load would run across it.');
    announced = true;
    await sleep(10_000);
  }
}
