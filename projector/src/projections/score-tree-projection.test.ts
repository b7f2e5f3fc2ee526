import {
  NATIONAL_SCORE_TREE,
  ReadModel,
  SCORE_TREE_COLLECTION,
  playersAboveKey,
  scoreKey,
  scoreTreePath,
  type BoardStatsDocument,
  type ScoreTreeNode,
  type UserStatsDocument,
} from '@iec-bets/contracts';
import { events, recordEvents, type ScriptedEvent } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { projectEvents } from '../project-events.js';
import { givenEvents, type ProjectedReadModels } from '../test-support/given-events.js';
import { recordingCommits } from '../test-support/recording-commits.js';
import { openTempReadStore } from '../test-support/temp-stores.js';

const users = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'];

/** Three tagged questions that each player answers, the order of the answers moving the crowd they beat. */
function season(): ScriptedEvent[] {
  const script: ScriptedEvent[] = [];
  const picks: Record<string, string[]> = {
    q1: ['yes', 'yes', 'no', 'yes', 'no', 'yes'],
    q2: ['no', 'yes', 'no', 'no', 'yes', 'no'],
    q3: ['yes', 'no', 'no', 'yes', 'yes', 'yes'],
  };
  for (const [id, options] of Object.entries(picks)) {
    script.push({ event: events.drafted(id, '2026-03-10T11:00:00Z'), at: '2026-03-01T09:00:00Z' });
    script.push({ event: events.questionTagged(id, ['turnout']), at: '2026-03-01T09:30:00Z' });
    script.push({ event: events.published(id), at: '2026-03-02T10:00:00Z' });
    options.forEach((option, index) => script.push({ event: events.answered(id, users[index]!, option), at: '2026-03-10T08:00:00Z' }));
  }
  return script;
}

const resolutions: ScriptedEvent[] = [
  { event: events.resolved('q1', 'yes'), at: '2026-03-20T10:00:00Z' },
  { event: events.resolved('q2', 'no'), at: '2026-03-20T10:00:00Z' },
  { event: events.resolved('q3', 'yes'), at: '2026-03-21T10:00:00Z' },
];

interface Ranked {
  id: string;
  ranked: boolean;
  score: number;
}

/** Each ranked record's rank as the query side reads it from the tree, beside 1 + the records scoring higher. */
function ranksTwoWays(tree: string, records: Ranked[], nodes: ScoreTreeNode[]) {
  const ranked = records.filter((record) => record.ranked);
  return ranked.map((record) => {
    const ids = new Set(scoreTreePath(tree, scoreKey(record.score)).map((node) => node.id));
    const path = nodes.filter((node) => ids.has(node.id));
    const sameKeyAbove = ranked.filter((other) => scoreKey(other.score) === scoreKey(record.score) && other.score > record.score);
    return {
      id: record.id,
      fromTree: 1 + playersAboveKey(tree, record.score, path) + sameKeyAbove.length,
      counted: 1 + ranked.filter((other) => other.score > record.score).length,
    };
  });
}

async function treesOf(models: ProjectedReadModels) {
  const nodes = await models.documents<ScoreTreeNode>(SCORE_TREE_COLLECTION);
  const stats = await models.documents<UserStatsDocument>(ReadModel.userStats);
  const boards = await models.documents<BoardStatsDocument>(ReadModel.boardStats);
  const rootTotal = (tree: string) =>
    Object.values(nodes.find((node) => node.tree === tree && node.level === 0)?.counts ?? {}).reduce((a, b) => a + b, 0);
  return { nodes, stats, boards, rootTotal };
}

function expectRanksAgree(tree: string, records: Ranked[], nodes: ScoreTreeNode[]) {
  const ranks = ranksTwoWays(tree, records, nodes);
  expect(ranks.map(({ id, fromTree }) => [id, fromTree])).toEqual(ranks.map(({ id, counted }) => [id, counted]));
}

describe('score trees', () => {
  it('given resolved questions, count every ranked player once under their score, nationally and on each board', async () => {
    const models = await givenEvents([...season(), ...resolutions]);
    const { nodes, stats, boards, rootTotal } = await treesOf(models);

    expect(stats.filter((s) => s.ranked)).toHaveLength(6);
    expect(rootTotal(NATIONAL_SCORE_TREE)).toBe(6);
    expect(rootTotal('month:2026-03')).toBe(6);
    expect(rootTotal('tag:turnout')).toBe(6);
    expectRanksAgree(NATIONAL_SCORE_TREE, stats, nodes);
    expectRanksAgree('tag:turnout', boards.filter((b) => b.board === 'tag:turnout'), nodes);
  });

  it('given a rule under which players tie, give tied players one rank', async () => {
    const models = await givenEvents([
      { event: events.scoringRuleAdopted('accuracy-v0'), at: '2026-03-01T08:00:00Z' },
      ...season(),
      ...resolutions,
    ]);
    const { nodes, stats } = await treesOf(models);

    const ranks = ranksTwoWays(NATIONAL_SCORE_TREE, stats, nodes);
    expect(new Set(ranks.map((rank) => rank.fromTree)).size).toBeLessThan(6);
    expectRanksAgree(NATIONAL_SCORE_TREE, stats, nodes);
  });

  it('when a resolution is corrected, a question deleted and a player deleted, move and take out exactly their counts', async () => {
    const models = await givenEvents([...season(), ...resolutions]);
    await models.followedBy([{ event: events.resolutionCorrected('q2', 'yes'), at: '2026-03-22T10:00:00Z' }]);
    let trees = await treesOf(models);
    expectRanksAgree(NATIONAL_SCORE_TREE, trees.stats, trees.nodes);
    expectRanksAgree('month:2026-03', trees.boards.filter((b) => b.board === 'month:2026-03'), trees.nodes);

    await models.followedBy([
      { event: events.userDeleted('u2'), at: '2026-03-23T10:00:00Z' },
      { event: events.deleted('q3'), at: '2026-03-23T11:00:00Z' },
    ]);
    trees = await treesOf(models);
    // Two resolved answers left each: nobody is ranked any more (three are needed), and every tree is empty.
    expect(trees.stats.filter((s) => s.ranked)).toEqual([]);
    expect(trees.nodes).toEqual([]);
  });

  it('when the same events are projected again, or one at a time, hold the same counts', async () => {
    const script = [...season(), ...resolutions, { event: events.resolutionCorrected('q1', 'no'), at: '2026-03-22T10:00:00Z' }];
    const atOnce = await givenEvents(script);
    const oneByOne = await givenEvents(script, { batchSize: 1 });
    const before = await atOnce.documents(SCORE_TREE_COLLECTION);

    await projectEvents(atOnce.store, atOnce.events);

    expect(await atOnce.documents(SCORE_TREE_COLLECTION)).toEqual(before);
    expect(await oneByOne.documents(SCORE_TREE_COLLECTION)).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
  });
});

describe('score trees of a resolution projected a page of answers at a time', () => {
  const PLAYERS = 80;
  const players = Array.from({ length: PLAYERS }, (_, i) => `p${String(i).padStart(2, '0')}`);

  /** Four tagged questions every player answers, in an order that moves the crowd; the first three resolved. */
  function history(): { before: ScriptedEvent[]; resolution: ScriptedEvent[] } {
    const before: ScriptedEvent[] = [];
    for (const [n, id] of ['q1', 'q2', 'q3', 'q4'].entries()) {
      before.push({ event: events.drafted(id, `2026-03-1${n}T11:00:00Z`), at: '2026-03-01T09:00:00Z' });
      before.push({ event: events.questionTagged(id, ['turnout', `t${n}`]), at: '2026-03-01T09:30:00Z' });
      before.push({ event: events.published(id), at: '2026-03-02T10:00:00Z' });
      players.forEach((player, i) =>
        before.push({ event: events.answered(id, player, (i * (n + 3)) % 7 < 4 ? 'yes' : 'no'), at: `2026-03-1${n}T08:00:00Z` }),
      );
      if (n < 3) before.push({ event: events.resolved(id, n === 1 ? 'no' : 'yes'), at: `2026-03-1${n}T20:00:00Z` });
    }
    // Every player is ranked already, so the fourth resolution moves each of them on every tree.
    return { before, resolution: [{ event: events.resolved('q4', 'no'), at: '2026-03-20T10:00:00Z' }] };
  }

  it('holds the counts one unbounded transaction gives, also after a crash between two pages', async () => {
    const { before, resolution } = history();
    const recorded = recordEvents([...before, ...resolution]);
    const setUp = recorded.slice(0, before.length);
    const whole = openTempReadStore();
    await projectEvents(whole, recorded, { maxWrites: Number.MAX_SAFE_INTEGER });
    const expected = await whole.find(SCORE_TREE_COLLECTION, { orderBy: [['id', 'asc']] });
    const stats = await whole.find<UserStatsDocument>(ReadModel.userStats, { orderBy: [['id', 'asc']] });
    expect(stats.filter((s) => s.ranked)).toHaveLength(PLAYERS);
    expectRanksAgree(NATIONAL_SCORE_TREE, stats, expected as ScoreTreeNode[]);

    const paged = openTempReadStore();
    await projectEvents(paged, setUp);
    const crashing = recordingCommits(paged, 3);
    await expect(projectEvents(crashing.store, recorded.slice(before.length), { maxWrites: 60 })).rejects.toThrow();
    const resumed = recordingCommits(paged);
    await projectEvents(resumed.store, recorded.slice(before.length), { maxWrites: 60 });

    // Several pages: a commit of 60 cannot hold 80 players' answers, statistics and three boards each.
    expect(resumed.commits.length).toBeGreaterThan(2);
    expect(await paged.find(SCORE_TREE_COLLECTION, { orderBy: [['id', 'asc']] })).toEqual(expected);
  });

  it('between two pages, gives every record the rank that the records written so far give it', async () => {
    const { before, resolution } = history();
    const recorded = recordEvents([...before, ...resolution]);
    const paged = openTempReadStore();
    await projectEvents(paged, recorded.slice(0, before.length));
    const beforeResolution = await paged.find<UserStatsDocument>(ReadModel.userStats, { orderBy: [['id', 'asc']] });
    // The resolution stops after two pages, as a reader finds it part-way through a large one.
    const stopped = recordingCommits(paged, 3);
    await expect(projectEvents(stopped.store, recorded.slice(before.length), { maxWrites: 60 })).rejects.toThrow();

    const nodes = await paged.find<ScoreTreeNode>(SCORE_TREE_COLLECTION, {});
    const stats = await paged.find<UserStatsDocument>(ReadModel.userStats, { orderBy: [['id', 'asc']] });
    const boards = await paged.find<BoardStatsDocument>(ReadModel.boardStats, {});
    // Some records have moved with the pages done, and some are still to move.
    const moved = stats.filter((record, i) => record.score !== beforeResolution[i]!.score);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.length).toBeLessThan(PLAYERS);
    expectRanksAgree(NATIONAL_SCORE_TREE, stats, nodes);
    for (const board of ['month:2026-03', 'tag:turnout']) {
      const records = boards.filter((record) => record.board === board);
      expect(records.filter((record) => record.ranked).length, board).toBeGreaterThan(0);
      expectRanksAgree(board, records, nodes);
    }
  });
});
