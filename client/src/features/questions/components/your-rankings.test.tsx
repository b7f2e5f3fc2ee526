import type { LeaderboardEntry } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aStats } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { YourRankings } from './your-rankings';

/** Each tile's label and figure, once the figures have come. */
async function figures() {
  const region = await screen.findByRole('region', { name: 'Your Rankings' });
  await within(region).findAllByText(/Unranked|#/);
  return Object.fromEntries(within(region).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

const aLeaderboardEntry = (): LeaderboardEntry => ({
  rank: 1,
  userId: 'user-1',
  name: 'Thandi',
  username: 'thandi',
  isAdmin: false,
  points: 23.5,
  rankingScore: 1.2,
  scoringRule: 'crowd-brier-v1',
  accuracy: 75,
  resolvedAnswers: 8,
  totalAnswers: 9,
  streak: 2,
});

describe("the results screen's 'Your Rankings'", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
  });
  afterEach(() => server.close());

  const show = () =>
    renderWithProviders(
      server,
      <MemoryRouter>
        <YourRankings userId="user-1" />
      </MemoryRouter>,
    );

  it('shows the national rank and signed points of a ranked player, with their accuracy this month', async () => {
    server.on('GET /api/users/user-1/stats', {
      body: { stats: aStats({ totalAnswers: 9, resolvedAnswers: 8, correctAnswers: 6, accuracy: 75, accuracyThisMonth: 67, points: 23.5, rank: 3 }) },
    });
    server.on('GET /api/leaderboard?scope=friends&limit=1', {
      body: { scope: 'friends', entries: [], summary: { activePredictors: 9, averageAccuracy: 60, totalQuestions: 12 }, me: { ...aLeaderboardEntry(), rank: 2 } },
    });
    show();

    // The two ranks come from two reads (the player's stats, the friends' board): wait for both.
    await screen.findByText('#2');
    await screen.findByText('#3');
    expect(await figures()).toEqual({ National: '#3', 'Among Friends': '#2', Points: '+23.5', 'Accuracy this month': '67%' });
    expect(screen.queryByText(/Unranked/)).toBeNull();
  });

  it("shows a dash 'Among Friends' for a ranked player without friends, whom the friends board does not rank", async () => {
    server.on('GET /api/users/user-1/stats', {
      body: { stats: aStats({ totalAnswers: 9, resolvedAnswers: 8, correctAnswers: 6, accuracy: 75, accuracyThisMonth: 67, points: 23.5, rank: 3 }) },
    });
    server.on('GET /api/leaderboard?scope=friends&limit=1', {
      body: { scope: 'friends', entries: [], summary: { activePredictors: 9, averageAccuracy: 60, totalQuestions: 12 }, me: { ...aLeaderboardEntry(), rank: null } },
    });
    const queryClient = createQueryClient();
    renderWithProviders(
      server,
      <MemoryRouter>
        <YourRankings userId="user-1" />
      </MemoryRouter>,
      queryClient,
    );

    await screen.findByText('#3');
    // The dash is the board's answer, not the wait for it.
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.friendsRank)?.status).toBe('success'));
    expect(await figures()).toMatchObject({ National: '#3', 'Among Friends': '—' });
  });

  it('shows a newcomer dashes, never a rank or 0%, and how many resolved answers a rank takes', async () => {
    server.on('GET /api/users/user-1/stats', { body: { stats: aStats({ totalAnswers: 1 }) } });
    show();

    expect(await figures()).toEqual({ National: '—', 'Among Friends': '—', Points: '—', 'Accuracy this month': '—' });
    expect(screen.getByText(/Unranked — 3 more resolved answers to get a rank/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'How scoring works' }).getAttribute('href')).toBe('/scoring');
  });

  it("shows a dash for this month's accuracy while none of the player's answers is resolved this month", async () => {
    server.on('GET /api/users/user-1/stats', {
      body: { stats: aStats({ totalAnswers: 9, resolvedAnswers: 6, correctAnswers: 2, accuracy: 33, accuracyThisMonth: null, points: 4.5, rank: 7 }) },
    });
    show();

    expect(await figures()).toMatchObject({ Points: '+4.5', 'Accuracy this month': '—' });
  });

  it('shows the negative points of a player two answers in, still unranked', async () => {
    server.on('GET /api/users/user-1/stats', {
      body: { stats: aStats({ totalAnswers: 2, resolvedAnswers: 2, correctAnswers: 0, points: -96, accuracyThisMonth: 0 }) },
    });
    show();

    expect(await figures()).toEqual({ National: '—', 'Among Friends': '—', Points: '−96.0', 'Accuracy this month': '0%' });
    expect(screen.getByText(/Unranked — 1 more resolved answer to get a rank/)).toBeDefined();
  });
});
