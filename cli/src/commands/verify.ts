import { LOG_HEAD_ID, ReadModel, type LogSealDocument } from '@iec-bets/contracts';
import { openStores } from '@iec-bets/platform';
import { ChainChecker, type ChainCheck } from '../verify/check-chains.js';
import { configOfExistingData } from './existing-data.js';

const pageSize = 1_000;

/** A verification that found the log altered: the command exits non-zero with this message. */
export class LogAlteredError extends Error {}

/**
 * `iec-bets verify`: recomputes every hash chain and daily seal from the log as stored, and compares the seals with
 * those the product publishes at /api/seals. Exits 0 when all hold; otherwise names the first broken event.
 */
export async function runVerify(): Promise<void> {
  const stores = await openStores(configOfExistingData());
  try {
    // Read before the walk: on a live system the log grows meanwhile, and everything the seals stood for then is in
    // the log walked after.
    const published = await stores.readStore.find<LogSealDocument>(ReadModel.logSeals);
    const publishedHead = published.find((seal) => seal.id === LOG_HEAD_ID);
    const checker = new ChainChecker({ headAt: publishedHead?.lastPosition });
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
    const differing = differingSeals(check, published);
    console.log(summary(check));
    if (differing.length > 0) throw new LogAlteredError([whereAltered(check, published), ...differing].join('\n'));
  } finally {
    await stores.close();
  }
}

/**
 * Where the seals the product published (read before the log was walked) disagree with the log as stored. Every link
 * can hold while the log lost its end (whole days, or the last events of today): a published closed day that the log
 * no longer closes, or a published head that the log, walked up to that head's position, does not give, says so. The
 * head is compared where it was published, so a projector behind the log's end, or a log that grew since, changes
 * nothing.
 */
export function differingSeals(check: Pick<ChainCheck, 'seals' | 'head' | 'headAt'>, published: readonly LogSealDocument[]): string[] {
  const closedByDay = new Map(check.seals.map((seal) => [seal.day, seal.headHash]));
  const lastPosition = check.head?.lastPosition ?? 0;
  return published.flatMap((seal) => {
    if (seal.id === LOG_HEAD_ID) {
      if (seal.lastPosition > lastPosition) {
        return [`The head published at position ${seal.lastPosition} (${seal.headHash}) is past the log's last event, at position ${lastPosition}: events are missing from the log's end.`];
      }
      if (!check.headAt) return [`The head published at position ${seal.lastPosition} names an event the log no longer has.`];
      if (check.headAt.headHash !== seal.headHash) {
        return [`The head published at position ${seal.lastPosition} is ${seal.headHash}, but the log gives ${check.headAt.headHash}.`];
      }
      return [];
    }
    if (!seal.closed) return [];
    const recomputed = closedByDay.get(seal.day);
    if (recomputed === undefined) return [`The seal published for ${seal.day} is ${seal.headHash}, but the log no longer closes that day: its end is missing.`];
    return recomputed === seal.headHash ? [] : [`The seal published for ${seal.day} is ${seal.headHash}, but the log gives ${recomputed}.`];
  });
}

/**
 * Where the first seal that no longer holds puts the change, when every chain holds (a seal differs, no link broke).
 * The head hash folds in every event before it, so the log is as sealed up to the end of the last sealed day that
 * still holds, and the change lies between that and the first seal that does not. No link names the event: a
 * stream's last event removed, a new stream added, or events of different streams swapped in the log's order break
 * none. The number of events up to that seal says which of those it was.
 */
export function whereAltered(check: Pick<ChainCheck, 'seals' | 'headAt'>, published: readonly LogSealDocument[]): string {
  const recomputedByDay = new Map(check.seals.map((seal) => [seal.day, seal]));
  const inLogOrder = [...published].sort((a, b) => a.lastPosition - b.lastPosition);
  let heldTo = 0;
  for (const seal of inLogOrder) {
    const recomputed = seal.id === LOG_HEAD_ID ? check.headAt : recomputedByDay.get(seal.day);
    if (recomputed?.headHash === seal.headHash) {
      heldTo = seal.lastPosition;
      continue;
    }
    const where = `The log is as sealed up to position ${heldTo}; the first change lies after it and at or before position ${seal.lastPosition} (${seal.day})`;
    if (!recomputed) return `${where}.`;
    const difference = recomputed.eventCount - seal.eventCount;
    const events = (count: number) => (count === 1 ? '1 event' : `${count} events`);
    const what =
      difference < 0
        ? `the log holds ${events(-difference)} fewer than the ${seal.eventCount} sealed up to there (removing a stream's last event breaks no link)`
        : difference > 0
          ? `the log holds ${events(difference)} more than the ${seal.eventCount} sealed up to there (an event added as a stream's last breaks no link)`
          : 'the log holds as many events as were sealed up to there, so some were reordered or exchanged for others (events of different streams swapped in the log break no link)';
    return `${where}: ${what}.`;
  }
  return 'The published seals do not match the log.';
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
