import { LOG_HEAD_ID, ReadModel, type LogSealDocument } from '@iec-bets/contracts';
import { loadConfig, openStores, type LogSeal } from '@iec-bets/platform';
import { ChainChecker, type ChainCheck } from '../verify/check-chains.js';

const pageSize = 1_000;

/** A verification that found the log altered: the command exits non-zero with this message. */
export class LogAlteredError extends Error {}

/**
 * `iec-bets verify`: recomputes every hash chain and daily seal from the log as stored, and compares the seals with
 * those the product publishes at /api/seals. Exits 0 when all hold; otherwise names the first broken event.
 */
export async function runVerify(): Promise<void> {
  const stores = await openStores(loadConfig());
  try {
    const checker = new ChainChecker();
    for (let after = 0; ; ) {
      const page = await stores.eventStore.readAllAsStored({ after, limit: pageSize });
      if (page.length === 0 || !checker.check(page)) break;
      after = page.at(-1)!.position;
    }
    const check = checker.result();
    if (check.broken) {
      const { position, streamId, revision, type, reason } = check.broken;
      throw new LogAlteredError(
        `The log was altered. First broken event: position ${position}, stream ${streamId}, revision ${revision} (${type}): ${reason}.`,
      );
    }
    const published = await stores.readStore.find<LogSealDocument>(ReadModel.logSeals, { where: { closed: true } });
    const differing = differingSeals(check.seals, published);
    console.log(summary(check));
    if (differing.length > 0) {
      throw new LogAlteredError(
        differing
          .map(({ day, published: shown, recomputed }) => `The seal published for ${day} is ${shown}, but the log gives ${recomputed}.`)
          .join('\n'),
      );
    }
  } finally {
    await stores.close();
  }
}

function differingSeals(recomputed: LogSeal[], published: LogSealDocument[]) {
  const byDay = new Map(recomputed.map((seal) => [seal.day, seal.headHash]));
  return published
    .filter((seal) => seal.id !== LOG_HEAD_ID && byDay.has(seal.day) && byDay.get(seal.day) !== seal.headHash)
    .map((seal) => ({ day: seal.day, published: seal.headHash, recomputed: byDay.get(seal.day)! }));
}

function summary(check: ChainCheck): string {
  const lines = [`Checked ${check.events} events in ${check.streams} streams: every hash chain is intact.`];
  if (check.redacted > 0) {
    lines.push(
      `${check.redacted} of them, written before personal data was sealed, were blanked after their person's erasure: their links hold, their content can no longer be checked.`,
    );
  }
  if (check.head) lines.push(`Log head: ${check.head.headHash} (position ${check.head.lastPosition}, ${check.head.day}).`);
  if (check.seals.length > 0) {
    lines.push('Daily seals (South African days), to compare with copies kept from /api/seals:');
    for (const seal of check.seals) lines.push(`  ${seal.day}  ${seal.headHash}  (${seal.eventCount} events to position ${seal.lastPosition})`);
  }
  return lines.join('\n');
}
