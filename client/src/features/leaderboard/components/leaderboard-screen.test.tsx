import { type LeaderboardEntry, type LeaderboardResponse, southAfricanMonth } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';
import { queryKeys } from '@/lib/query-keys';

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
const ace = anEntry({
  rank: 1, userId: 'user-7', name: 'Ace Ndlovu', username: 'ace', isAdmin: true, points: 40.2, accuracy: 90, resolvedAnswers: 10, totalAnswers: 12, streak: 4,
});
const thandi = anEntry({ rank: 2, userId: 'user-1', name: 'Thandi Mokoena', username: 'thandi', points: 23.5, accuracy: 78, resolvedAnswers: 9, totalAnswers: 9, streak: 5 });
const sipho = anEntry({ rank: 1, userId: 'user-2', name: 'Sipho Dlamini', username: 'sipho', points: 12, accuracy: 100, resolvedAnswers: 3, totalAnswers: 3, streak: 1 });
/** A player the rule does not rank yet: one resolved answer, right, 0% would be a lie and #3 a worse one. */
const newcomer = anEntry({ rank: null, userId: 'user-1', name: 'Thandi Mokoena', username: 'thandi', points: 50, accuracy: 100, resolvedAnswers: 1, totalAnswers: 2, streak: 2 });
const loser = anEntry({ rank: 3, userId: 'user-8', name: 'Pieter Botha', username: 'pieter', points: -4, accuracy: 33, resolvedAnswers: 3, totalAnswers: 3, streak: 0 });
const summary = { activePredictors: 2_847, averageAccuracy: 73, totalQuestions: 156 };
const board = (
  scope: LeaderboardResponse['scope'],
  entries: LeaderboardEntry[],
  me: LeaderboardEntry | null,
  extra: Partial<LeaderboardResponse> = {},
): { body: LeaderboardResponse } => ({
  body: { scope, entries, summary, me, ...extra },
});
const leaderboardRequests = (server: FakeApi) => server.requests.filter((request) => request.path.startsWith('/api/leaderboard')).map((request) => request.path);

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
    expect(tileValue(mine, 'National Rank')).toBe('#2');
    expect(tileValue(mine, 'Points')).toBe('+23.5');
    expect(tileValue(mine, 'Accuracy')).toBe('78%');
    expect(tileValue(mine, 'Day Streak')).toBe('5');
    expect(within(mine).queryByText(/Unranked/)).toBeNull();
  });

  it('lists the nation in rank order with name, username, signed points, accuracy, resolved answers, streak and the Admin badge', async () => {
    server.on('GET /api/leaderboard?scope=national', board('national', [ace, thandi, loser], thandi));
    renderApp(server, '/leaderboard');

    const list = await screen.findByRole('list', { name: 'National leaderboard' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.ranking-rank')?.textContent)).toEqual(['#1', '#2', '#3']);
    expect(rows.map((row) => row.querySelector('.ranking-points')?.textContent)).toEqual(['+40.2', '+23.5', '−4.0']);
    expect(within(rows[0]!).getByText('Ace Ndlovu')).toBeDefined();
    expect(within(rows[0]!).getByText('@ace')).toBeDefined();
    expect(within(rows[0]!).getByText('Admin')).toBeDefined();
    expect(within(rows[0]!).getByText('90% accuracy')).toBeDefined();
    expect(within(rows[0]!).getByText('10 resolved answers · 4-day streak')).toBeDefined();
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
    expect(within(list).getByText('3 resolved answers · 1-day streak')).toBeDefined();
  });

  it('puts unranked friends last with a dash, not a rank, and says why', async () => {
    const rookie = anEntry({ rank: null, userId: 'user-3', name: 'Rookie Zulu', username: 'rookie', points: 30, accuracy: 100, resolvedAnswers: 1, totalAnswers: 1 });
    server.on('GET /api/leaderboard?scope=friends', board('friends', [sipho, rookie], sipho));
    const user = userEvent.setup();
    renderApp(server, '/leaderboard');

    await user.click(await screen.findByRole('tab', { name: 'Friends (1)' }));

    const rows = within(await screen.findByRole('list', { name: 'Friends leaderboard' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.ranking-rank')?.textContent)).toEqual(['#1', '—']);
    expect(within(rows[1]!).getByText('Unranked — too few resolved answers')).toBeDefined();
  });

  it("shows 'No Friends Yet' on the Friends tab without friends", async () => {
    server.on('GET /api/users/user-1/friends', { body: { friends: [] } });
    const user = userEvent.setup();
    renderApp(server, '/leaderboard');

    await user.click(await screen.findByRole('tab', { name: 'Friends (0)' }));

    expect(await screen.findByRole('heading', { name: 'No Friends Yet' })).toBeDefined();
  });

  it('names the Friends tab without a count until the friends are read, slow or offline, never Friends (0)', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.on('GET /api/users/user-1/friends', async () => {
      await answered;
      return errorReply(503, 'Service unavailable');
    });
    const { queryClient } = renderApp(server, '/leaderboard');

    expect(await screen.findByRole('region', { name: 'Your Ranking' })).toBeDefined();
    await waitFor(() => expect(server.requests.some((request) => request.path === '/api/users/user-1/friends')).toBe(true));
    expect(screen.getByRole('tab', { name: 'Friends' })).toBeDefined();
    // Offline: the count stays unknown, and is not drawn.
    answer();
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.friends('user-1'))?.status).toBe('error'));
    expect(screen.getByRole('tab', { name: 'Friends' })).toBeDefined();
    expect(screen.queryByRole('tab', { name: /Friends \(/ })).toBeNull();
  });

  it('invites a first answer when the user has no ranking yet, and says when nobody is ranked', async () => {
    server.on('GET /api/leaderboard?scope=national', board('national', [], null));
    renderApp(server, '/leaderboard');

    expect(await screen.findByText("Answer today's question to get your ranking.")).toBeDefined();
    expect(screen.getByText("Nobody has a rank yet: it takes 3 resolved answers. Answer today's question to be among the first!")).toBeDefined();
  });

  it('shows a player with one resolved answer a dash, never a rank or 0%, and how many more answers a rank takes', async () => {
    server.on('GET /api/leaderboard?scope=national', board('national', [ace], newcomer));
    renderApp(server, '/leaderboard');

    const mine = await screen.findByRole('region', { name: 'Your Ranking' });
    expect(tileValue(mine, 'National Rank')).toBe('—');
    expect(tileValue(mine, 'Points')).toBe('+50.0');
    expect(tileValue(mine, 'Accuracy')).toBe('100%');
    expect(within(mine).getByText(/Unranked — 2 more resolved answers to get a rank/)).toBeDefined();
    expect(within(mine).getByRole('link', { name: 'How scoring works' }).getAttribute('href')).toBe('/scoring');
    // The national list holds ranked players only: the user's own row sits under it, with a dash.
    const list = screen.getByRole('list', { name: 'National leaderboard' });
    expect(within(list).queryByText('Thandi Mokoena')).toBeNull();
    const place = screen.getByRole('list', { name: 'Your place' });
    expect(place.querySelector('.ranking-rank')?.textContent).toBe('—');
    expect(within(place).getByText('Unranked — 2 more resolved answers to get a rank')).toBeDefined();
  });

  it('shows no points and no accuracy before any answer is resolved', async () => {
    const waiting = { ...newcomer, points: 0, accuracy: 0, resolvedAnswers: 0 };
    server.on('GET /api/leaderboard?scope=national', board('national', [ace], waiting));
    renderApp(server, '/leaderboard');

    const mine = await screen.findByRole('region', { name: 'Your Ranking' });
    expect(tileValue(mine, 'National Rank')).toBe('—');
    expect(tileValue(mine, 'Points')).toBe('—');
    expect(tileValue(mine, 'Accuracy')).toBe('—');
    expect(within(mine).getByText(/Unranked — 3 more resolved answers to get a rank/)).toBeDefined();
    // The row under the board says the same as the card: a dash, with no unit after it.
    const place = screen.getByRole('list', { name: 'Your place' });
    expect(place.querySelector('.ranking-points')?.textContent).toBe('—');
    expect(place.querySelector('.ranking-score')?.textContent).not.toContain('pts');
  });

  it("opens this month's board on 'This month' and steps back to last month, asking the server for each month", async () => {
    const current = southAfricanMonth(new Date());
    const [year, month] = current.split('-').map(Number) as [number, number];
    const previous = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
    const monthName = (yyyyMm: string) => new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${yyyyMm}-01T00:00:00Z`));
    server.on('GET /api/leaderboard?scope=monthly', board('monthly', [sipho], null, { month: current }));
    server.on(`GET /api/leaderboard?scope=monthly&month=${previous}`, board('monthly', [ace, loser], null, { month: previous }));
    const user = userEvent.setup();
    renderApp(server, '/leaderboard');

    await user.click(await screen.findByRole('tab', { name: 'This month' }));
    const thisMonthsList = await screen.findByRole('list', { name: `Leaderboard for ${monthName(current)}` });
    expect(within(thisMonthsList).getByText('Sipho Dlamini')).toBeDefined();
    expect(within(thisMonthsList).getByText('3 resolved answers · 1-day streak')).toBeDefined();
    expect(screen.getByRole('heading', { name: monthName(current) })).toBeDefined();
    expect((screen.getByRole('button', { name: /^Next month/ }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: `Previous month, ${monthName(previous)}` }));

    const lastMonthsList = await screen.findByRole('list', { name: `Leaderboard for ${monthName(previous)}` });
    expect(within(lastMonthsList).getAllByRole('listitem').map((row) => row.querySelector('strong')?.textContent)).toEqual(['Ace Ndlovu', 'Pieter Botha']);
    // Today's streak is no part of last month's record: this month's rows give it, last month's do not.
    expect(within(lastMonthsList).getAllByRole('listitem').map((row) => row.querySelector('.ranking-meta')?.textContent)).toEqual([
      '10 resolved answers',
      '3 resolved answers',
    ]);
    expect(leaderboardRequests(server)).toEqual(
      expect.arrayContaining(['/api/leaderboard?scope=monthly', `/api/leaderboard?scope=monthly&month=${previous}`]),
    );
    expect((screen.getByRole('button', { name: /^Next month/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("opens a month's board from the address", async () => {
    server.on('GET /api/leaderboard?scope=monthly&month=2026-10', board('monthly', [ace], newcomer, { month: '2026-10' }));
    renderApp(server, '/leaderboard?scope=monthly&month=2026-10');

    const list = await screen.findByRole('list', { name: 'Leaderboard for October 2026' });
    expect(within(list).getByText('Ace Ndlovu')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'This month' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('list', { name: 'Your place' })).getByText('Unranked — 2 more resolved answers to get a rank')).toBeDefined();
  });

  it("opens the board of the topic with the most questions on 'By topic', and another topic's from the picker", async () => {
    // As the server orders them: the most questions first.
    server.on('GET /api/leaderboard/topics', { body: [{ tag: 'elections', questionCount: 4 }, { tag: 'iec', questionCount: 1 }] });
    server.on('GET /api/leaderboard?scope=tag&tag=elections', board('tag', [thandi], thandi, { tag: 'elections' }));
    server.on('GET /api/leaderboard?scope=tag&tag=iec', board('tag', [ace], null, { tag: 'iec' }));
    const user = userEvent.setup();
    renderApp(server, '/leaderboard');

    await user.click(await screen.findByRole('tab', { name: 'By topic' }));
    const elections = await screen.findByRole('list', { name: 'Leaderboard for elections' });
    expect(within(elections).getByText('Thandi Mokoena')).toBeDefined();
    const picker = screen.getByRole('combobox', { name: 'Topic' }) as HTMLSelectElement;
    expect(picker.value).toBe('elections');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['elections (4 questions)', 'iec (1 question)']);

    await user.selectOptions(picker, 'iec');

    const iec = await screen.findByRole('list', { name: 'Leaderboard for iec' });
    expect(within(iec).getByText('Ace Ndlovu')).toBeDefined();
    expect(leaderboardRequests(server)).toEqual(expect.arrayContaining(['/api/leaderboard?scope=tag&tag=elections', '/api/leaderboard?scope=tag&tag=iec']));
  });

  it('opens the topic in the address, even one with a space', async () => {
    server.on('GET /api/leaderboard/topics', { body: [{ tag: 'elections', questionCount: 2 }, { tag: 'local government', questionCount: 1 }] });
    server.on('GET /api/leaderboard?scope=tag&tag=local+government', board('tag', [], newcomer, { tag: 'local government' }));
    renderApp(server, '/leaderboard?scope=tag&tag=local+government');

    expect(await screen.findByText('Nobody has a rank on local government yet: it takes 3 resolved answers on the topic.')).toBeDefined();
    // The picker's options are the topics, a read of their own.
    await screen.findByRole('option', { name: 'local government (1 question)' });
    expect((screen.getByRole('combobox', { name: 'Topic' }) as HTMLSelectElement).value).toBe('local government');
    expect(screen.getByRole('tab', { name: 'By topic' }).getAttribute('aria-selected')).toBe('true');
  });

  it('links how scoring works, naming the rule in force', async () => {
    renderApp(server, '/leaderboard');

    await screen.findByRole('list', { name: 'National leaderboard' });
    const rule = screen.getByRole('region', { name: 'How the ranking works' });
    expect(within(rule).getByText('crowd-brier-v1')).toBeDefined();
    expect(within(rule).getByRole('link', { name: 'How scoring works' }).getAttribute('href')).toBe('/scoring');
  });

  it('says what orders the players, which is not the points alone', async () => {
    // The rows show each player's total points; the rule orders by that total shared over their resolved answers, so
    // between records of different lengths the order can differ from the points, and the screen says why.
    renderApp(server, '/leaderboard');

    await screen.findByRole('list', { name: 'National leaderboard' });
    expect(screen.getByRole('region', { name: 'How the ranking works' }).textContent).toContain(
      'Ranked by points won against the crowd ÷ (resolved answers + 10), so that one lucky call cannot outrank a long record, under the rule crowd-brier-v1.',
    );
  });

  it('says when the leaderboard cannot be loaded', async () => {
    server.on('GET /api/leaderboard?scope=national', errorReply(500, 'Something broke'));
    renderApp(server, '/leaderboard');

    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the leaderboard: Something broke');
  });

  describe("a player's card, opened from their row", () => {
    const person = (entry: LeaderboardEntry) => ({ id: entry.userId, name: entry.name, username: entry.username, isAdmin: entry.isAdmin });
    const request = (id: string, requester: LeaderboardEntry, receiver: LeaderboardEntry) => ({
      id,
      createdAt: '2026-11-20T09:00:00.000Z',
      requester: person(requester),
      receiver: person(receiver),
    });
    beforeEach(() => {
      server.on('GET /api/leaderboard?scope=national', board('national', [ace, thandi, loser], thandi));
      server.on('GET /api/users/user-1/sent-requests', { body: { requests: [] } });
      // Pieter has asked Thandi already.
      server.on('GET /api/users/user-1/friend-requests', { body: { requests: [request('fr-1', loser, thandi)] } });
    });

    it('sends a friend request to a player seen doing well, and says so', async () => {
      server.on('POST /api/friendships', {
        status: 201,
        body: { id: 'fr-2', requesterId: 'user-1', receiverId: 'user-7', status: 'pending', at: '2026-11-23T09:00:00.000Z', receiverUsername: 'ace' },
      });
      const user = userEvent.setup();
      renderApp(server, '/leaderboard');

      const rows = within(await screen.findByRole('list', { name: 'National leaderboard' })).getAllByRole('listitem');
      // Another player's name opens their card; one's own row has nothing to open.
      expect(within(rows[1]!).queryByRole('button')).toBeNull();
      await user.click(within(rows[0]!).getByRole('button', { name: 'Ace Ndlovu' }));
      const card = await screen.findByRole('dialog', { name: 'Ace Ndlovu' });
      expect(within(card).getByText('@ace')).toBeDefined();
      expect(within(card).getByText('On the national leaderboard')).toBeDefined();
      // The card has the keyboard, not its button: one Enter must not send a request.
      expect(document.activeElement).toBe(card);
      expect(tileValue(card, 'Rank')).toBe('#1');
      expect(tileValue(card, 'Points')).toBe('+40.2');
      expect(tileValue(card, 'Accuracy')).toBe('90%');

      server.on('GET /api/users/user-1/sent-requests', { body: { requests: [request('fr-2', thandi, ace)] } });
      await user.click(await within(card).findByRole('button', { name: 'Add as a friend' }));
      expect(await screen.findByText('Ace Ndlovu will see your request.')).toBeDefined();
      expect(server.requests.find((sent) => sent.method === 'POST')?.body).toEqual({ friendId: 'user-7' });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ace Ndlovu' })).toBeNull());

      // Opened again, the card knows the request is waiting.
      await user.click(within(rows[0]!).getByRole('button', { name: 'Ace Ndlovu' }));
      const again = await screen.findByRole('dialog', { name: 'Ace Ndlovu' });
      expect(await within(again).findByText('Your friend request is waiting for Ace Ndlovu’s answer.')).toBeDefined();
      expect(within(again).queryByRole('button', { name: 'Add as a friend' })).toBeNull();
    });

    it("says the server's refusal and reads the lists again, and leads a player who asked first to the Friends screen", async () => {
      // Asked from another tab meanwhile: the lists this card was drawn from were behind.
      server.on('POST /api/friendships', errorReply(409, 'You have already sent a friend request to this user'));
      const user = userEvent.setup();
      renderApp(server, '/leaderboard');
      const rows = within(await screen.findByRole('list', { name: 'National leaderboard' })).getAllByRole('listitem');

      await user.click(within(rows[0]!).getByRole('button', { name: 'Ace Ndlovu' }));
      const aceCard = await screen.findByRole('dialog', { name: 'Ace Ndlovu' });
      server.on('GET /api/users/user-1/sent-requests', { body: { requests: [request('fr-2', thandi, ace)] } });
      await user.click(await within(aceCard).findByRole('button', { name: 'Add as a friend' }));
      expect(await screen.findByText('You have already sent a friend request to this user')).toBeDefined();
      expect(await within(aceCard).findByText('Your friend request is waiting for Ace Ndlovu’s answer.')).toBeDefined();
      await user.click(within(aceCard).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await user.click(within(rows[2]!).getByRole('button', { name: 'Pieter Botha' }));
      const card = await screen.findByRole('dialog', { name: 'Pieter Botha' });
      expect((await within(card).findByText(/has asked to be your friend/)).textContent).toBe('Pieter Botha has asked to be your friend. Answer on Friends');
      expect(within(card).getByRole('link', { name: 'Answer on Friends' }).getAttribute('href')).toBe('/friends');
      expect(within(card).queryByRole('button', { name: 'Add as a friend' })).toBeNull();
    });

    it('says a friend is one, on the Friends board too', async () => {
      const user = userEvent.setup();
      renderApp(server, '/leaderboard?scope=friends');
      const rows = within(await screen.findByRole('list', { name: 'Friends leaderboard' })).getAllByRole('listitem');

      await user.click(within(rows[0]!).getByRole('button', { name: 'Sipho Dlamini' }));
      const card = await screen.findByRole('dialog', { name: 'Sipho Dlamini' });
      expect(await within(card).findByText('You and Sipho Dlamini are friends.')).toBeDefined();
      // Its figures are the Friends board's, and say so.
      expect(within(card).getByText('On the friends leaderboard')).toBeDefined();
    });
  });
});
