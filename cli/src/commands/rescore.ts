import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_SCORING_RULE,
  isScoringRuleName,
  ReadModel,
  SCORING_RULE_ID,
  SCORING_RULE_NAMES,
  streams,
  type ScoringRuleDocument,
  type ScoringRuleName,
  type UserDocument,
  type UserStatsDocument,
} from '@iec-bets/contracts';
import { openSqliteReadStore, openStores, type EventStore, type ReadStore } from '@iec-bets/platform';
import { projectEvents, rebuildInThread, WriteBehindStore } from '@iec-bets/projector';
import { movedRanks, rankTable, type RankedRow } from '../rescore/rank-table.js';
import { UsageError } from './usage-error.js';
import { configOfExistingData } from './existing-data.js';

const shownRanks = 20;
const pageSize = 10_000;

export interface RescoreArguments {
  rule: string | undefined;
  dryRun: boolean;
}

/**
 * `iec-bets rescore --rule NAME [--dry-run]`: replays the whole log under another scoring rule. A dry run projects
 * it into a scratch store and compares; otherwise the adoption is recorded in the log (so that the change of maths
 * is public and dated) and the read models are rebuilt under it and swapped in, as `replay` does.
 */
export async function runRescore(args: RescoreArguments): Promise<void> {
  if (!args.rule || !isScoringRuleName(args.rule)) {
    throw new UsageError(`rescore needs --rule with one of: ${SCORING_RULE_NAMES.join(', ')}`);
  }
  const rule = args.rule;
  const config = configOfExistingData();
  const stores = await openStores(config);
  try {
    const current = (await stores.readStore.get<ScoringRuleDocument>(ReadModel.scoringRule, SCORING_RULE_ID))?.rule ?? DEFAULT_SCORING_RULE;
    const before = rankTable(await allStats(stores.readStore));
    let after: RankedRow[];
    if (args.dryRun) {
      after = await scoredInScratch(stores.eventStore, rule);
    } else {
      if (rule === current) throw new UsageError(`The read models are already scored under ${rule}.`);
      await stores.eventStore.append(streams.scoringRules(), [{ type: 'ScoringRuleAdopted', data: { rule, previousRule: current } }], {
        expectedRevision: 'any',
        metadata: { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
      });
      // In a thread whose heap is capped as the server's projector's is, as `replay` rebuilds (see rebuildInThread).
      await rebuildInThread({ config });
      after = rankTable(await allStats(stores.readStore));
    }
    const names = await usernames(stores.readStore, [...before.slice(0, shownRanks), ...after.slice(0, shownRanks)]);
    console.log(
      [
        args.dryRun
          ? `Dry run: the log scored under ${rule}, beside the read models' ${current}. Nothing was changed.`
          : `Adopted ${rule} in place of ${current}, recorded in the log, and rebuilt the read models under it.`,
        '',
        `Top ${shownRanks} under ${current}:`,
        ...table(before, names),
        '',
        `Top ${shownRanks} under ${rule}:`,
        ...table(after, names),
        '',
        `${movedRanks(before, after)} of ${new Set([...before, ...after].map((row) => row.userId)).size} ranked players change rank.`,
      ].join('\n'),
    );
  } finally {
    await stores.close();
  }
}

async function allStats(readStore: ReadStore): Promise<UserStatsDocument[]> {
  return readStore.find<UserStatsDocument>(ReadModel.userStats, { where: { ranked: true } });
}

/** The whole log projected into a throwaway store, every answer scored under `rule` whatever the log adopted. */
async function scoredInScratch(eventStore: EventStore, rule: ScoringRuleName): Promise<RankedRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'iec-bets-rescore-'));
  const scratch = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
  try {
    // Stamped past any position, the rule cannot be replaced by an adoption found in the log.
    const doc: ScoringRuleDocument = { id: SCORING_RULE_ID, rule, adoptedAt: 0, _position: Number.MAX_SAFE_INTEGER };
    await scratch.commit({ writes: [{ kind: 'put', collection: ReadModel.scoringRule, doc }] });
    // Nobody reads the scratch store before the end, so it is written behind, as a rebuild's is.
    const behind = new WriteBehindStore(scratch);
    for (let after = 0; ; ) {
      const page = await eventStore.readAll({ after, limit: pageSize });
      if (page.length === 0) break;
      await projectEvents(behind, page);
      after = page.at(-1)!.position;
    }
    await behind.flush();
    return rankTable(await allStats(scratch));
  } finally {
    await scratch.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function usernames(readStore: ReadStore, rows: RankedRow[]): Promise<Map<string, string>> {
  const users = await readStore.getMany<UserDocument>(ReadModel.users, [...new Set(rows.map((row) => row.userId))]);
  return new Map(users.map((user) => [user.id, user.username]));
}

function table(rows: RankedRow[], names: Map<string, string>): string[] {
  if (rows.length === 0) return ['  (nobody is ranked)'];
  return rows
    .slice(0, shownRanks)
    .map(
      (row) =>
        `  ${String(row.rank).padStart(4)}  ${(names.get(row.userId) ?? row.userId).padEnd(24)} ${row.points.toFixed(1).padStart(9)} points` +
        `  ${row.resolvedAnswers} resolved  score ${row.rankingScore.toFixed(3)}`,
    );
}
