import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReadModel, type UserStatsDocument } from '@iec-bets/contracts';
import { openSqliteEventStore, openSqliteReadStore } from '@iec-bets/platform';
import { events, runCli, streamOf, type ScriptedEvent } from '@iec-bets/testing';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-rescore-'));
const env = { DATA_DIR: dataDir };

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Six questions that all resolve Yes. On q1-q3 two players say No before bold says Yes, then steady says Yes; on
 * q4-q6 sheep says Yes first and steady follows. Under crowd-brier-v1 bold, right three times against the crowd,
 * leads; under accuracy-v0 steady, six of six, does.
 */
function script(): ScriptedEvent[] {
  const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 8, minute)).toISOString();
  const players = ['bold', 'steady', 'sheep', 'herd'];
  const steps: ScriptedEvent[] = players.map((name) => ({ event: events.registered(name, name), at: at(0) }));
  let minute = 1;
  for (const id of ['q1', 'q2', 'q3', 'q4', 'q5', 'q6']) {
    steps.push({ event: events.drafted(id, '2026-05-02T10:00:00Z'), at: at(minute++) });
    steps.push({ event: events.published(id), at: at(minute++) });
    const order: Array<[string, 'yes' | 'no']> =
      id <= 'q3'
        ? [['sheep', 'no'], ['herd', 'no'], ['bold', 'yes'], ['steady', 'yes']]
        : [['sheep', 'yes'], ['steady', 'yes']];
    for (const [player, option] of order) steps.push({ event: events.answered(id, player, option), at: at(minute++) });
    steps.push({ event: events.resolved(id, 'yes'), at: at(minute++) });
  }
  return steps;
}

async function statsOf(userId: string) {
  const readStore = openSqliteReadStore({ file: join(dataDir, 'read-models.sqlite') });
  try {
    return await readStore.get<UserStatsDocument>(ReadModel.userStats, userId);
  } finally {
    await readStore.close();
  }
}

describe('iec-bets rescore', () => {
  it('compares another rule in a dry run, then adopts it in the log and rebuilds the read models under it', async () => {
    const eventStore = openSqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    for (const { event, at } of script()) {
      await eventStore.append(streamOf(event), [event], {
        expectedRevision: 'any',
        metadata: { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: at },
      });
    }
    await eventStore.close();
    await runCli(['replay'], env);
    expect(await statsOf('bold')).toMatchObject({ scoringRule: 'crowd-brier-v1', millipoints: 300_000 });

    const dryRun = await runCli(['rescore', '--rule', 'accuracy-v0', '--dry-run'], env);

    expect(dryRun.stdout).toContain('Dry run: the log scored under accuracy-v0, beside the read models\' crowd-brier-v1. Nothing was changed.');
    expect(dryRun.stdout).toMatch(/Top 20 under crowd-brier-v1:\n\s+1\s+bold\s+300\.0 points\s+3 resolved\s+score 23\.077\n\s+2\s+steady/);
    expect(dryRun.stdout).toMatch(/Top 20 under accuracy-v0:\n\s+1\s+steady\s+6\.0 points\s+6 resolved\s+score 0\.875\n\s+2\s+bold/);
    expect(dryRun.stdout).toContain('4 of 4 ranked players change rank.');
    expect(await statsOf('bold')).toMatchObject({ scoringRule: 'crowd-brier-v1' });

    const adopted = await runCli(['rescore', '--rule', 'accuracy-v0'], env);

    expect(adopted.stdout).toContain('Adopted accuracy-v0 in place of crowd-brier-v1, recorded in the log, and rebuilt the read models under it.');
    expect(await statsOf('steady')).toMatchObject({ scoringRule: 'accuracy-v0', millipoints: 6000, score: 7 / 8 });
    const exported = await runCli(['export', '--category', 'scoring'], env);
    expect(JSON.parse(exported.stdout.trim())).toMatchObject({
      type: 'ScoringRuleAdopted',
      data: { rule: 'accuracy-v0', previousRule: 'crowd-brier-v1' },
    });

    await expect(runCli(['rescore', '--rule', 'accuracy-v0'], env)).rejects.toMatchObject({
      stderr: expect.stringContaining('The read models are already scored under accuracy-v0.'),
    });
    await expect(runCli(['rescore', '--rule', 'elo'], env)).rejects.toMatchObject({
      stderr: expect.stringContaining('rescore needs --rule with one of: crowd-brier-v1, accuracy-v0'),
    });
  }, 90_000);
});
