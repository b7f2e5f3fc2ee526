import type { LeaderboardEntry, LeaderboardResponse } from '@iec-bets/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

const anEntry = (overrides: Partial<LeaderboardEntry>): LeaderboardEntry => ({
  rank: 1,
  userId: 'user-9',
  name: 'Someone',
  username: 'someone',
  isAdmin: false,
  points: 0,
  rankingScore: 0,
  scoringRule: 'crowd-brier-v1',
  accuracy: 0,
  resolvedAnswers: 0,
  totalAnswers: 0,
  streak: 0,
  ...overrides,
});
const ace = anEntry({ rank: 1, userId: 'user-7', name: 'Ace Ndlovu', username: 'ace', isAdmin: true, accuracy: 90, resolvedAnswers: 10, totalAnswers: 12, streak: 4 });
const thandi = anEntry({ rank: 2, userId: 'user-1', name: 'Thandi Mokoena', username: 'thandi', accuracy: 78, resolvedAnswers: 9, totalAnswers: 9, streak: 5 });
const sipho = anEntry({ rank: 1, userId: 'user-2', name: 'Sipho Dlamini', username: 'sipho', accuracy: 100, resolvedAnswers: 1, totalAnswers: 1, streak: 1 });
const summary = { activePredictors: 2_847, averageAccuracy: 73, totalQuestions: 156 };
const board = (scope: 'national' | 'friends', entries: LeaderboardEntry[], me: LeaderboardEntry | null): { body: LeaderboardResponse } => ({
  body: { scope, entries, summary, me },
});

/** The figure under a tile's label. */
const tileValue = (container: HTMLElement, label: string) => within(container).getByText(label).nextElementSibling?.textContent;

describe('the leaderboard', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/leaderboard?scope=national', board('national', [ace, thandi], thandi));
    server.on('GET /api/leaderboard?scope=friends', board('friends', [sipho, { ...thandi, rank: 2 }], { ...thandi, rank: 2 }));
    server.on('GET /api/users/user-1/friends', { body: { friends: [{ id: 'user-2', name: 'Sipho Dlamini', username: 'sipho', isAdmin: false }] } });
  });
  afterEach(() => server.close());

  it("asks a visitor to sign in with 'Sign In Required'", async () => {
    server.on('GET /api/auth/me', errorReply(401, 'Please sign in first'));
    renderApp(server, '/leaderboard');

    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeDefined();
    expect(screen.getByText('Please sign in to view the leaderboard')).toBeDefined();
    expect(server.requests.some((request) => request.path.startsWith('/api/leaderboard'))).toBe(false);
  });

  it("shows the server's national figures and the user's own ranking", async () => {
    renderApp(server, '/leaderboard');

    const tiles = await screen.findByRole('region', { name: 'National Summary' });
    expect(tileValue(tiles, 'Active Predictors')).toBe((2_847).toLocaleString('en-ZA'));
    expect(tileValue(tiles, 'Average Accuracy')).toBe('73%');
    expect(tileValue(tiles, 'Total Questions')).toBe('156');
    const mine = screen.getByRole('region', { name: 'Your Ranking' });
    expect(tileValue(mine, 'Rank')).toBe('#2');
    expect(tileValue(mine, 'Accuracy')).toBe('78%');
    expect(tileValue(mine, 'Day Streak')).toBe('5');
  });

  it('lists the nation in rank order with name, username, accuracy, streak, answers and the Admin badge', async () => {
    renderApp(server, '/leaderboard');

    const list = await screen.findByRole('list', { name: 'National leaderboard' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.ranking-rank')?.textContent)).toEqual(['#1', '#2']);
    expect(within(rows[0]!).getByText('Ace Ndlovu')).toBeDefined();
    expect(within(rows[0]!).getByText('@ace')).toBeDefined();
    expect(within(rows[0]!).getByText('Admin')).toBeDefined();
    expect(within(rows[0]!).getByText('90%')).toBeDefined();
    expect(within(rows[0]!).getByText('4 day streak · 12 answers')).toBeDefined();
    expect(within(rows[1]!).getByText('You')).toBeDefined();
    expect(within(rows[1]!).queryByText('Admin')).toBeNull();
    expect(screen.getByRole('tab', { name: 'National' }).getAttribute('aria-selected')).toBe('true');
  });

  it('ranks friends as the server gives them on the Friends tab, with the friend count', async () => {
    const user = userEvent.setup();
    renderApp(server, '/leaderboard');

    await user.click(await screen.findByRole('tab', { name: 'Friends (1)' }));

    const list = await screen.findByRole('list', { name: 'Friends leaderboard' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('strong')?.textContent);
    expect(names).toEqual(['Sipho Dlamini', 'Thandi Mokoena']);
    expect(within(list).getByText('1 day streak · 1 answer')).toBeDefined();
  });

  it("shows 'No Friends Yet' on the Friends tab without friends", async () => {
    server.on('GET /api/users/user-1/friends', { body: { friends: [] } });
    const user = userEvent.setup();
    renderApp(server, '/leaderboard');

    await user.click(await screen.findByRole('tab', { name: 'Friends (0)' }));

    expect(await screen.findByRole('heading', { name: 'No Friends Yet' })).toBeDefined();
  });

  it('invites a first answer when the user has no ranking yet, and says when nobody has answered', async () => {
    server.on('GET /api/leaderboard?scope=national', board('national', [], null));
    renderApp(server, '/leaderboard');

    expect(await screen.findByText("Answer today's question to get your ranking.")).toBeDefined();
    expect(screen.getByText('Nobody has answered a question yet. Be the first!')).toBeDefined();
  });

  it('says when the leaderboard cannot be loaded', async () => {
    server.on('GET /api/leaderboard?scope=national', errorReply(500, 'Something broke'));
    renderApp(server, '/leaderboard');

    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the leaderboard');
  });
});
