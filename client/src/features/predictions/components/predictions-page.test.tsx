import { type Comment, LIST_PAGE } from '@iec-bets/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_ANSWERED } from '@/test-support/answer-scene';
import { errorReply, type FakeApi, requestLines, startFakeApi, waitForRequests } from '@/test-support/fake-api';
import { aQuestion, aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';
import { formatLongDate } from '@/lib/dates';

const sipho = { id: 'user-2', name: 'Sipho Dlamini', username: 'sipho', isAdmin: false };
const lerato = { id: 'user-3', name: 'Lerato Molefe', username: 'lerato', isAdmin: false };

const resolved = aQuestion({
  id: 'q-1',
  text: 'Will the IEC announce the by-election date before Friday',
  context: 'Three municipal seats are vacant.',
  date: '2026-11-20T11:00:00.000Z',
  isActive: false,
  isResolved: true,
  correctOptionId: 'yes',
  resolutionSummary: 'The IEC announced it on Thursday.',
  resolutionProofUrl: 'https://www.elections.org.za/',
  results: [
    { optionId: 'yes', optionText: 'Yes', count: 3 },
    { optionId: 'no', optionText: 'No', count: 1 },
  ],
  totalVotes: 4,
  commentCount: 5,
});
const open = aQuestion({ id: 'q-2', text: 'Will Parliament pass the budget', context: null, totalVotes: 0, commentCount: 0 });

function comment(id: number, user: { id: string; name: string; username: string }, content: string): Comment {
  return { id: `c-${id}`, userId: user.id, content, imageUrl: null, createdAt: '2026-11-20T12:00:00.000Z', user, removedByModerator: false };
}
const thandi = { id: 'user-1', name: 'Thandi Mokoena', username: 'thandi' };
const stranger = { id: 'user-9', name: 'Naledi Khumalo', username: 'naledi' };

describe('Election Predictions', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/users/user-1/friends', { body: { friends: [] } });
    server.on('GET /api/questions/public', { body: [open, resolved] });
    server.on('GET /api/comments/public', {
      body: {
        'q-1': [1, 2, 3, 4, 5].map((n) => comment(n, n % 2 ? stranger : thandi, `Comment number ${n}`)),
      },
    });
  });
  afterEach(() => server.close());

  it('shows the public cards: question, context, long date, counts, results, the resolution with its proof, 3 comments and a share button', async () => {
    renderApp(server, '/predictions');

    expect(await screen.findByRole('heading', { level: 1, name: 'Election Predictions' })).toBeDefined();
    expect(screen.getByText('Prove you saw it coming before anyone else')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Public' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('tab', { name: 'Friends (0)' })).toBeDefined();

    const card = await screen.findByRole('article', { name: 'Will the IEC announce the by-election date before Friday?' });
    expect(within(card).getByText('Three municipal seats are vacant.')).toBeDefined();
    expect(within(card).getByText('20 November 2026')).toBeDefined();
    expect(within(card).getByText('4 predictions · 5 comments')).toBeDefined();
    expect(within(card).getByRole('progressbar', { name: 'Yes: 75%' })).toBeDefined();
    expect(within(card).getByText('Resolved')).toBeDefined();
    expect(within(card).getByText('The IEC announced it on Thursday.')).toBeDefined();
    expect(within(card).getByRole('link', { name: 'View proof/source' }).getAttribute('href')).toBe('https://www.elections.org.za/');
    const discussion = within(card).getByRole('region', { name: 'Public Discussion' });
    expect(await within(discussion).findByText('Comment number 5')).toBeDefined();
    expect(within(discussion).getAllByRole('listitem')).toHaveLength(3);
    expect(within(discussion).queryByText('Comment number 2')).toBeNull();
    expect(within(discussion).getByText('+2 more comments')).toBeDefined();

    const other = screen.getByRole('article', { name: 'Will Parliament pass the budget?' });
    expect(within(other).queryByText('Resolved')).toBeNull();
    expect(within(other).getByText('No comments yet.')).toBeDefined();
  });

  it("marks the reader's own pick on each card, from one read for the page", async () => {
    server.on('GET /api/users/user-1/picks', { body: { picks: [{ questionId: 'q-1', optionId: 'no' }] } });
    renderApp(server, '/predictions');

    const card = await screen.findByRole('article', { name: 'Will the IEC announce the by-election date before Friday?' });
    // Thandi said No to a question that came out Yes: both words stand, each on its own bar.
    const no = await within(card).findByText('Your pick');
    expect(no.closest('li')?.textContent).toContain('No');
    expect(within(card).getByText('Correct').closest('li')?.textContent).toContain('Yes');
    const other = screen.getByRole('article', { name: 'Will Parliament pass the budget?' });
    expect(within(other).queryByText('Your pick')).toBeNull();
    const asked = server.requests.filter((request) => request.path.startsWith('/api/users/user-1/picks'));
    expect(asked.map((request) => request.path)).toEqual(['/api/users/user-1/picks?questionIds=q-2,q-1']);
  });

  it('shows a question published ahead of its day with the day it opens, no results or trend, and its discussion', async () => {
    const opensOn = new Date(Date.now() + 3 * 86_400_000).toISOString();
    server.on('GET /api/questions/public', { body: [aQuestion({ id: 'q-3', text: 'Will the by-election be called', date: opensOn }), open] });
    renderApp(server, '/predictions');

    const upcoming = await screen.findByRole('article', { name: 'Will the by-election be called?' });
    expect(within(upcoming).getByText('Upcoming')).toBeDefined();
    expect(within(upcoming).getByText(`Opens for predictions on ${formatLongDate(opensOn)}.`)).toBeDefined();
    expect(within(upcoming).queryByRole('region', { name: 'Results' })).toBeNull();
    expect(within(upcoming).queryAllByRole('progressbar')).toHaveLength(0);
    expect(within(upcoming).getByRole('region', { name: 'Public Discussion' })).toBeDefined();
    // Today's question keeps its counts and results.
    const today = screen.getByRole('article', { name: 'Will Parliament pass the budget?' });
    expect(within(today).getByText('0 predictions · 0 comments')).toBeDefined();
    expect(within(today).getByRole('region', { name: 'Results' })).toBeDefined();
  });

  it('opens the share panel from a card, with an invitation to predict', async () => {
    const user = userEvent.setup();
    const popup = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp(server, '/predictions');

    server.on('GET /api/users/user-1/answers/q-2', NOT_ANSWERED);
    const card = await screen.findByRole('article', { name: 'Will Parliament pass the budget?' });
    await user.click(within(card).getByRole('button', { name: 'Share' }));
    await user.click(await within(card).findByRole('button', { name: 'WhatsApp' }));

    const [url, , features] = popup.mock.calls[0]!;
    expect(decodeURIComponent(String(url))).toContain('What do you predict: "Will Parliament pass the budget?" #IECBets #SAPolitics');
    expect(features).toBe('width=600,height=400,noopener,noreferrer');
    popup.mockRestore();
  });

  it("shares the reader's own card from a resolved question they called: their pick, the split and 'Called it'", async () => {
    const user = userEvent.setup();
    server.on('GET /api/users/user-1/answers/q-1', { body: { answer: { questionId: 'q-1', optionId: 'yes', submittedAt: '2026-11-20T09:00:00.000Z' } } });
    renderApp(server, '/predictions');

    const card = await screen.findByRole('article', { name: `${resolved.text}?` });
    await user.click(within(card).getByRole('button', { name: 'Share' }));
    const panel = await within(card).findByRole('region', { name: 'Share your prediction' });
    const text = panel.querySelector('.share-text')?.textContent ?? '';
    expect(text).toContain(`Day ${resolved.dayNumber}`);
    expect(text).toContain('My pick: YES');
    expect(text).toContain('🇿🇦 75% Yes · 25% No');
    expect(text).toContain('✅ Called it');
    expect(text).toContain('/questions/q-1/history');
  });

  it('shows older questions a page at a time once the newest page is full, with their comments, until the last page', async () => {
    const user = userEvent.setup();
    // 101 days of questions, newest first: two full pages, then one question that only the third page holds.
    const day = (n: number) =>
      aQuestion({
        id: `day-${n}`,
        text: `Question of day ${n}`,
        date: new Date(Date.UTC(2026, 10, 30, 11) - n * 86_400_000).toISOString(),
        commentCount: n === 100 ? 1 : 0,
      });
    const archive = Array.from({ length: 2 * LIST_PAGE + 1 }, (_, n) => day(n));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('GET /api/questions/public', async ({ path }) => {
      const query = new URL(path, 'http://x').searchParams;
      const beforeId = query.get('beforeId');
      const from = beforeId ? archive.findIndex((question) => question.id === beforeId) + 1 : 0;
      if (from === LIST_PAGE) await held;
      return { body: archive.slice(from, from + Number(query.get('limit') ?? LIST_PAGE)) };
    });
    server.on('GET /api/comments/public', ({ path }) => ({
      body: path.includes(`beforeId=day-${2 * LIST_PAGE - 1}`) ? { 'day-100': [comment(7, stranger, 'Old news, still right')] } : {},
    }));
    renderApp(server, '/predictions');

    expect(await screen.findByRole('article', { name: 'Question of day 49?' })).toBeDefined();
    expect(screen.queryByRole('article', { name: 'Question of day 50?' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show older questions' }));

    // While the page is on its way the button stays, inert and saying so, with the keyboard's place on it.
    const loading = await screen.findByRole('button', { name: 'Loading older questions...' });
    expect(loading.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(loading);
    release();
    expect(await screen.findByRole('article', { name: 'Question of day 99?' })).toBeDefined();
    expect(screen.queryByRole('article', { name: 'Question of day 100?' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Show older questions' }));
    const oldest = await screen.findByRole('article', { name: 'Question of day 100?' });
    expect(await within(oldest).findByText('Old news, still right')).toBeDefined();
    // Each page starts after the last question of the page above it, by date and id, and asks for a page of the same size.
    // Waited for: on a loaded machine a page's comments can reach the server after the cards of the page below it.
    const pagesAsked = [archive[LIST_PAGE - 1]!, archive[2 * LIST_PAGE - 1]!].flatMap((last) => {
      const asked = new URLSearchParams({ limit: String(LIST_PAGE), before: last.date, beforeId: last.id });
      return [`GET /api/questions/public?${asked}`, `GET /api/comments/public?${asked}`];
    });
    await waitForRequests(server, () => pagesAsked.every((line) => requestLines(server).includes(line)));
    // The third page was not full: nothing older exists, no button asks for it, and each question shows once.
    expect(screen.queryByRole('button', { name: /older questions/ })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(archive.length);
  });

  it('keeps the older pages a reader opened when they look at the Friends tab and come back', async () => {
    const user = userEvent.setup();
    const archive = Array.from({ length: LIST_PAGE + 3 }, (_, n) =>
      aQuestion({ id: `day-${n}`, text: `Question of day ${n}`, date: new Date(Date.UTC(2026, 10, 30, 11) - n * 86_400_000).toISOString() }),
    );
    server.on('GET /api/questions/public', ({ path }) => {
      const beforeId = new URL(path, 'http://x').searchParams.get('beforeId');
      const from = beforeId ? archive.findIndex((question) => question.id === beforeId) + 1 : 0;
      return { body: archive.slice(from, from + LIST_PAGE) };
    });
    server.on('GET /api/comments/public', { body: {} });
    renderApp(server, '/predictions');

    await user.click(await screen.findByRole('button', { name: 'Show older questions' }));
    expect(await screen.findByRole('article', { name: `Question of day ${LIST_PAGE + 2}?` })).toBeDefined();
    await user.click(screen.getByRole('tab', { name: 'Friends (0)' }));
    expect(await screen.findByText('No Friends Yet')).toBeDefined();
    expect(screen.queryByRole('article', { name: `Question of day ${LIST_PAGE + 2}?` })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Public' }));
    expect(await screen.findByRole('article', { name: `Question of day ${LIST_PAGE + 2}?` })).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(archive.length);
    expect(screen.queryByRole('button', { name: /older questions/ })).toBeNull();
  });

  it('says there are no older questions when the archive is exactly one full page, on either tab', async () => {
    const user = userEvent.setup();
    const newest = Array.from({ length: LIST_PAGE }, (_, n) =>
      aQuestion({ id: `day-${n}`, text: `Question of day ${n}`, date: new Date(Date.UTC(2026, 10, 30, 11) - n * 86_400_000).toISOString() }),
    );
    server.on('GET /api/users/user-1/friends', { body: { friends: [sipho] } });
    server.on('GET /api/questions/public', ({ path }) => ({ body: path.includes('before=') ? [] : newest }));
    server.on('GET /api/users/user-1/friend-activity', ({ path }) => ({
      body: {
        activity: path.includes('before=')
          ? []
          : [{ questionId: 'day-7', friendAnswers: [{ friendId: 'user-2', friendName: 'Sipho Dlamini', optionText: 'Yes' }], friendComments: [], friendCommentCount: 0 }],
      },
    }));
    renderApp(server, '/predictions');

    await user.click(await screen.findByRole('button', { name: 'Show older questions' }));
    expect(await screen.findByText('No older questions.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /older questions/ })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(LIST_PAGE);

    await user.click(screen.getByRole('tab', { name: 'Friends (1)' }));
    expect(await screen.findByRole('article', { name: 'Question of day 7?' })).toBeDefined();
    expect(screen.queryByText('No older questions.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show older questions' }));
    expect(await screen.findByText('No older questions.')).toBeDefined();
    expect(screen.queryByText(/Your friends did not predict/)).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('offers no older questions while the newest page is not full', async () => {
    renderApp(server, '/predictions');

    expect(await screen.findByRole('article', { name: 'Will Parliament pass the budget?' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Show older questions' })).toBeNull();
  });

  it("says why when an older page fails to load, and keeps the newest page's cards", async () => {
    const user = userEvent.setup();
    const newest = Array.from({ length: LIST_PAGE }, (_, n) =>
      aQuestion({ id: `day-${n}`, text: `Question of day ${n}`, date: new Date(Date.UTC(2026, 10, 30, 11) - n * 86_400_000).toISOString() }),
    );
    server.on('GET /api/questions/public', ({ path }) =>
      path.includes('before=') ? errorReply(503, 'The service is busy. Please try again.') : { body: newest },
    );
    renderApp(server, '/predictions');

    await user.click(await screen.findByRole('button', { name: 'Show older questions' }));

    expect((await screen.findByText(/Could not load older questions/)).textContent).toContain('The service is busy. Please try again.');
    expect(screen.getByRole('article', { name: 'Question of day 49?' })).toBeDefined();
  });

  it("says 'Loading election predictions...' until the questions arrive", async () => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    server.on('GET /api/questions/public', async () => {
      await arrived;
      return { body: [open] };
    });
    renderApp(server, '/predictions');

    await screen.findByRole('heading', { level: 1, name: 'Election Predictions' });
    expect(await screen.findByText('Loading election predictions...')).toBeDefined();
    release();
    expect(await screen.findByRole('article', { name: 'Will Parliament pass the budget?' })).toBeDefined();
    expect(screen.queryByText('Loading election predictions...')).toBeNull();
  });

  it("says so when there are no election questions yet", async () => {
    server.on('GET /api/questions/public', { body: [] });
    renderApp(server, '/predictions');

    expect(await screen.findByText('No election questions available yet. Check back soon!')).toBeDefined();
  });

  it('asks a user without friends to add some', async () => {
    const user = userEvent.setup();
    renderApp(server, '/predictions');

    await user.click(await screen.findByRole('tab', { name: 'Friends (0)' }));

    expect(screen.getByRole('heading', { name: 'No Friends Yet' })).toBeDefined();
    expect(screen.getByText('Add friends to see their predictions and comments!')).toBeDefined();
    expect(screen.getByText('Go to the Friends tab to add people you know.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Find Friends' }).getAttribute('href')).toBe('/friends');
  });

  it('shows only the questions friends answered or discussed, their latest 5 comments, and how many more they wrote', async () => {
    const user = userEvent.setup();
    const third = aQuestion({ id: 'q-3', text: 'Will the mayor keep her seat' });
    server.on('GET /api/users/user-1/friends', { body: { friends: [lerato, sipho] } });
    server.on('GET /api/questions/public', { body: [open, resolved, third] });
    server.on(`GET /api/users/user-1/friend-activity?limit=${LIST_PAGE + 5}`, {
      body: {
        activity: [
          {
            questionId: 'q-1',
            friendAnswers: [{ friendId: 'user-2', friendName: 'Sipho Dlamini', optionText: 'Yes' }],
            friendComments: [5, 6, 7, 8, 9].map((n) => comment(n, sipho, `Sipho says ${n}`)),
            // More than the latest ten comments of the public feed hold: the count is the server's, of all of them.
            friendCommentCount: 23,
          },
          // Published after the feed was read: it shows once the feed has it.
          { questionId: 'q-9', friendAnswers: [{ friendId: 'user-3', friendName: 'Lerato Molefe', optionText: 'No' }], friendComments: [], friendCommentCount: 0 },
        ],
      },
    });
    renderApp(server, '/predictions');

    await user.click(await screen.findByRole('tab', { name: 'Friends (2)' }));

    const card = await screen.findByRole('article', { name: 'Will the IEC announce the by-election date before Friday?' });
    expect(within(card).getByRole('region', { name: 'Friend Predictions' }).textContent).toContain('Sipho Dlamini predicted Yes');
    expect(within(card).getByRole('region', { name: 'Overall Results' })).toBeDefined();
    const discussion = within(card).getByRole('region', { name: "Friends' Discussion" });
    expect(within(discussion).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      [5, 6, 7, 8, 9].map((n) => expect.stringContaining(`Sipho says ${n}`)),
    );
    expect(within(discussion).getByText('+18 more friend comments')).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    // One read for the whole tab, not one per question.
    expect(server.requests.filter((request) => request.path.includes('friend-answers'))).toEqual([]);
  });

  it("shows friends' cards on older pages a page at a time, says when a page holds nothing of theirs, and keeps them across tabs", async () => {
    const user = userEvent.setup();
    const archive = Array.from({ length: 2 * LIST_PAGE + 1 }, (_, n) =>
      aQuestion({ id: `day-${n}`, text: `Question of day ${n}`, date: new Date(Date.UTC(2026, 10, 30, 11) - n * 86_400_000).toISOString() }),
    );
    const pageAfter = (path: string) => {
      const beforeId = new URL(path, 'http://x').searchParams.get('beforeId');
      return beforeId ? archive.findIndex((question) => question.id === beforeId) + 1 : 0;
    };
    const siphoOn = (questionId: string, optionText: string) => ({
      questionId,
      friendAnswers: [{ friendId: 'user-2', friendName: 'Sipho Dlamini', optionText }],
      friendComments: questionId === 'day-100' ? [comment(8, sipho, 'Told you so in 2026')] : [],
      friendCommentCount: questionId === 'day-100' ? 1 : 0,
    });
    server.on('GET /api/users/user-1/friends', { body: { friends: [sipho] } });
    server.on('GET /api/questions/public', ({ path }) => ({ body: archive.slice(pageAfter(path), pageAfter(path) + LIST_PAGE) }));
    server.on('GET /api/comments/public', { body: {} });
    // Sipho answered a question of the newest page, none of the second, and the oldest question of all.
    server.on('GET /api/users/user-1/friend-activity', ({ path }) => {
      const from = pageAfter(path);
      return { body: { activity: from === 0 ? [siphoOn('day-3', 'Yes')] : from === 2 * LIST_PAGE ? [siphoOn('day-100', 'No')] : [] } };
    });
    renderApp(server, '/predictions');
    await user.click(await screen.findByRole('tab', { name: 'Friends (1)' }));
    expect(await screen.findByRole('article', { name: 'Question of day 3?' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Show older questions' }));
    expect(await screen.findByText('Your friends did not predict or discuss any of the next 50 older questions.')).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Show older questions' }));
    const oldest = await screen.findByRole('article', { name: 'Question of day 100?' });
    expect(within(oldest).getByRole('region', { name: 'Friend Predictions' }).textContent).toContain('Sipho Dlamini predicted No');
    expect(within(oldest).getByText('Told you so in 2026')).toBeDefined();
    expect(screen.queryByRole('button', { name: /older questions/ })).toBeNull();
    // The end of the archive is said, where the button was.
    expect(screen.getByText('No older questions.').getAttribute('role')).toBe('status');
    // Each older page of friends' activity starts where the feed's page does, and is a page of the feed's size.
    for (const last of [archive[LIST_PAGE - 1]!, archive[2 * LIST_PAGE - 1]!]) {
      const asked = new URLSearchParams({ limit: String(LIST_PAGE), before: last.date, beforeId: last.id });
      expect(server.requests.map((request) => request.path)).toEqual(
        expect.arrayContaining([`/api/questions/public?${asked}`, `/api/users/user-1/friend-activity?${asked}`]),
      );
    }

    await user.click(screen.getByRole('tab', { name: 'Public' }));
    expect(await screen.findByRole('article', { name: 'Question of day 0?' })).toBeDefined();
    await user.click(screen.getByRole('tab', { name: 'Friends (1)' }));
    expect(await screen.findByRole('article', { name: 'Question of day 100?' })).toBeDefined();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['friends-day-3', 'friends-day-100']);
  });

  it("says why when the friends' activity on a full older page fails, and offers no page past it", async () => {
    const user = userEvent.setup();
    const archive = Array.from({ length: 2 * LIST_PAGE + 1 }, (_, n) =>
      aQuestion({ id: `day-${n}`, text: `Question of day ${n}`, date: new Date(Date.UTC(2026, 10, 30, 11) - n * 86_400_000).toISOString() }),
    );
    const pageAfter = (path: string) => {
      const beforeId = new URL(path, 'http://x').searchParams.get('beforeId');
      return beforeId ? archive.findIndex((question) => question.id === beforeId) + 1 : 0;
    };
    server.on('GET /api/users/user-1/friends', { body: { friends: [sipho] } });
    server.on('GET /api/questions/public', ({ path }) => ({ body: archive.slice(pageAfter(path), pageAfter(path) + LIST_PAGE) }));
    server.on('GET /api/users/user-1/friend-activity', ({ path }) =>
      path.includes('before=') ? errorReply(503, 'The service is busy. Please try again.') : { body: { activity: [] } },
    );
    renderApp(server, '/predictions');
    await user.click(await screen.findByRole('tab', { name: 'Friends (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Show older questions' }));

    expect((await screen.findByText(/Could not load older questions/)).textContent).toContain('The service is busy. Please try again.');
    // The page's questions came, its friends' activity did not: no note that friends did nothing, no way past it.
    expect(screen.queryByText(/Your friends did not predict/)).toBeNull();
    expect(screen.queryByRole('button', { name: /older questions/ })).toBeNull();
    expect(server.requests.filter((request) => request.path.includes(`beforeId=day-${2 * LIST_PAGE - 1}`))).toEqual([]);
  });

  it('keeps the older pages a reader opened when a later poll of the newest fails', async () => {
    const user = userEvent.setup();
    let failing = false;
    const archive = Array.from({ length: LIST_PAGE + 1 }, (_, n) =>
      aQuestion({ id: `day-${n}`, text: `Question of day ${n}`, date: new Date(Date.UTC(2026, 10, 30, 11) - n * 86_400_000).toISOString() }),
    );
    server.on('GET /api/users/user-1/friends', { body: { friends: [sipho] } });
    server.on('GET /api/questions/public', ({ path }) => ({ body: path.includes('before=') ? archive.slice(LIST_PAGE) : archive.slice(0, LIST_PAGE) }));
    server.on('GET /api/users/user-1/friend-activity', ({ path }) => {
      if (!path.includes('before=')) return failing ? errorReply(503, 'The service is busy. Please try again.') : { body: { activity: [] } };
      return { body: { activity: [{ questionId: `day-${LIST_PAGE}`, friendAnswers: [{ friendId: 'user-2', friendName: 'Sipho Dlamini', optionText: 'No' }], friendComments: [], friendCommentCount: 0 }] } };
    });
    renderApp(server, '/predictions');
    await user.click(await screen.findByRole('tab', { name: 'Friends (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Show older questions' }));
    expect(await screen.findByRole('article', { name: `Question of day ${LIST_PAGE}?` })).toBeDefined();

    failing = true;
    const polls = () => server.requests.filter((request) => request.path.includes('friend-activity') && !request.path.includes('before=')).length;
    const before = polls();
    await vi.waitFor(() => expect(polls()).toBeGreaterThan(before), { timeout: 7_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('article', { name: `Question of day ${LIST_PAGE}?` })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Nothing From Friends Lately' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 10_000);

  it('says the newest questions hold nothing from friends, offers the older ones, and says why an older page fails', async () => {
    const user = userEvent.setup();
    const newest = Array.from({ length: LIST_PAGE }, (_, n) =>
      aQuestion({ id: `day-${n}`, text: `Question of day ${n}`, date: new Date(Date.UTC(2026, 10, 30, 11) - n * 86_400_000).toISOString() }),
    );
    server.on('GET /api/users/user-1/friends', { body: { friends: [sipho] } });
    server.on('GET /api/questions/public', ({ path }) => (path.includes('before=') ? { body: [] } : { body: newest }));
    server.on('GET /api/users/user-1/friend-activity', ({ path }) =>
      path.includes('before=') ? errorReply(503, 'The service is busy. Please try again.') : { body: { activity: [] } },
    );
    renderApp(server, '/predictions');
    await user.click(await screen.findByRole('tab', { name: 'Friends (1)' }));

    expect(await screen.findByRole('heading', { name: 'Nothing From Friends Lately' })).toBeDefined();
    expect(screen.getByText('Your friends have not predicted or commented on the latest 50 election questions.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Show older questions' }));

    expect((await screen.findByText(/Could not load older questions/)).textContent).toContain('The service is busy. Please try again.');
  });

  it("says why when the friends' predictions cannot be loaded", async () => {
    const user = userEvent.setup();
    server.on('GET /api/users/user-1/friends', { body: { friends: [sipho] } });
    server.on(`GET /api/users/user-1/friend-activity?limit=${LIST_PAGE + 5}`, errorReply(503, 'The service is busy. Please try again.'));
    renderApp(server, '/predictions');

    await user.click(await screen.findByRole('tab', { name: 'Friends (1)' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Could not load your friends' predictions: The service is busy. Please try again.");
    expect(screen.queryByRole('heading', { name: 'Nothing From Friends Yet' })).toBeNull();
  });

  it('keeps the cards it has when a later poll fails', async () => {
    const user = userEvent.setup();
    let failing = false;
    server.on('GET /api/users/user-1/friends', { body: { friends: [sipho] } });
    server.on(`GET /api/users/user-1/friend-activity?limit=${LIST_PAGE + 5}`, () =>
      failing
        ? errorReply(503, 'The service is busy. Please try again.')
        : { body: { activity: [{ questionId: 'q-2', friendAnswers: [{ friendId: 'user-2', friendName: 'Sipho Dlamini', optionText: 'No' }], friendComments: [], friendCommentCount: 0 }] } },
    );
    renderApp(server, '/predictions');
    await user.click(await screen.findByRole('tab', { name: 'Friends (1)' }));
    expect(await screen.findByRole('article', { name: 'Will Parliament pass the budget?' })).toBeDefined();

    failing = true;
    await vi.waitFor(() => expect(server.requests.filter((request) => request.path.includes('friend-activity')).length).toBeGreaterThan(1), { timeout: 7_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('article', { name: 'Will Parliament pass the budget?' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 10_000);

  it("polls the friends' activity every 5 s, so a new answer shows without a reload", async () => {
    const user = userEvent.setup();
    let answered = false;
    server.on('GET /api/users/user-1/friends', { body: { friends: [sipho] } });
    server.on(`GET /api/users/user-1/friend-activity?limit=${LIST_PAGE + 5}`, () => ({
      body: {
        activity: answered
          ? [{ questionId: 'q-2', friendAnswers: [{ friendId: 'user-2', friendName: 'Sipho Dlamini', optionText: 'No' }], friendComments: [], friendCommentCount: 0 }]
          : [],
      },
    }));
    renderApp(server, '/predictions');

    await user.click(await screen.findByRole('tab', { name: 'Friends (1)' }));
    expect(await screen.findByRole('heading', { name: 'Nothing From Friends Yet' })).toBeDefined();

    answered = true;
    const card = await screen.findByRole('article', { name: 'Will Parliament pass the budget?' }, { timeout: 7_000 });
    expect(within(card).getByText('No friend has commented yet.')).toBeDefined();
  }, 10_000);
});
