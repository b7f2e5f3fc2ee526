import type { HistoryItem } from '@iec-bets/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aStats, aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

const stats = aStats({ totalAnswers: 12, resolvedAnswers: 8, correctAnswers: 6, accuracy: 75, accuracyThisMonth: 50, points: 23.5, rankingScore: 1.31, rank: 3, streak: 4 });

function aPrediction(overrides: Partial<HistoryItem>): HistoryItem {
  return {
    questionId: 'q-1',
    questionText: 'Will the GNU survive until the end of 2026',
    submittedAt: '2026-11-20T09:00:00.000Z',
    selectedOptionId: 'yes',
    selectedOption: 'Yes',
    isPending: true,
    isCorrect: null,
    dayNumber: 1000,
    correctOptionId: null,
    points: null,
    results: [
      { optionId: 'yes', text: 'Yes', votes: 3, percentage: 60 },
      { optionId: 'no', text: 'No', votes: 2, percentage: 40 },
    ],
    ...overrides,
  };
}

describe('the profile', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser({ email: 'thandi@example.co.za', emailNotifications: true }) });
    server.on('GET /api/users/user-1/stats', { body: { stats } });
    server.on('GET /api/users/user-1/history', { body: { history: [] } });
  });
  afterEach(() => server.close());

  it("shows the name, 'Predicting since' the month of joining and the server's figures, rank and points first", async () => {
    renderApp(server, '/profile');

    expect(await screen.findByRole('heading', { name: 'Thandi Mokoena' })).toBeDefined();
    expect(screen.getByText(/Predicting since January 2026/)).toBeDefined();
    expect(await screen.findByText('12')).toBeDefined();
    const figures = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      'National Rank': '#3',
      Points: '+23.5',
      'Accuracy Rate': '75%',
      'Resolved Answers': '8',
      'Questions Answered': '12',
      'Day Streak': '4',
    });
    expect(screen.queryByText(/Unranked/)).toBeNull();
  });

  it('shows a dash, not a rank or 0%, before any answer is resolved, and how many resolved answers a rank takes', async () => {
    server.on('GET /api/users/user-1/stats', { body: { stats: aStats({ totalAnswers: 2, streak: 2 }) } });
    renderApp(server, '/profile');

    expect(await screen.findByText(/Unranked — 3 more resolved answers to get a rank/)).toBeDefined();
    const figures = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(figures).toMatchObject({ 'National Rank': '—', Points: '—', 'Accuracy Rate': '—', 'Resolved Answers': '0', 'Questions Answered': '2' });
    const stats = screen.getByRole('region', { name: 'Your stats' });
    expect(within(stats).getByRole('link', { name: 'How scoring works' }).getAttribute('href')).toBe('/scoring');
  });

  it('shows the points of an unranked player who has lost some, signed, beside their accuracy', async () => {
    server.on('GET /api/users/user-1/stats', {
      body: { stats: aStats({ totalAnswers: 2, resolvedAnswers: 2, correctAnswers: 1, accuracy: 50, points: -4, rankingScore: -0.33 }) },
    });
    renderApp(server, '/profile');

    expect(await screen.findByText(/Unranked — 1 more resolved answer to get a rank/)).toBeDefined();
    const figures = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(figures).toMatchObject({ 'National Rank': '—', Points: '−4.0', 'Accuracy Rate': '50%' });
  });

  it('lists the latest predictions with date, chosen option and their outcome, asking for 5', async () => {
    server.on('GET /api/users/user-1/history', {
      body: {
        history: [
          aPrediction({ questionId: 'q-3', questionText: 'Will Parliament pass the budget', selectedOption: 'No', submittedAt: '2026-11-22T09:00:00.000Z' }),
          aPrediction({ questionId: 'q-2', questionText: 'Will the Rand strengthen?', isPending: false, isCorrect: true, points: 31.25 }),
          aPrediction({ questionId: 'q-1', isPending: false, isCorrect: false, points: -4 }),
        ],
      },
    });
    renderApp(server, '/profile');

    const list = await screen.findByRole('list', { name: 'Recent Predictions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    // Each ends in one question mark, whether the admin wrote it or not.
    expect(rows.map((row) => row.querySelector('.prediction-question')?.textContent)).toEqual([
      'Will Parliament pass the budget?',
      'Will the Rand strengthen?',
      'Will the GNU survive until the end of 2026?',
    ]);
    expect(rows[0]?.textContent).toContain('22 November 2026 · Your answer: No');
    expect(within(rows[0]!).getByText('Pending')).toBeDefined();
    // Each decided one with what it earned or cost, as the profile's points add them up.
    expect(rows[1]!.querySelector('.outcome')?.textContent).toBe('✓ Correct · +31.3 points');
    expect(rows[2]!.querySelector('.outcome')?.textContent).toBe('✗ Incorrect · −4.0 points');
    // Each leads to how its question was decided, or its history so far while open.
    expect(within(rows[0]!).getByRole('link', { name: 'History: Will Parliament pass the budget' }).getAttribute('href')).toBe('/questions/q-3/history');
    expect(within(rows[1]!).getByRole('link', { name: 'How this question was decided: Will the Rand strengthen?' }).getAttribute('href')).toBe('/questions/q-2/history');
    expect(server.requests.some((request) => request.path === '/api/users/user-1/history?limit=5')).toBe(true);
  });

  it('reads older predictions back a page at a time, to the first, when asked, and says where they end', async () => {
    // 27 predictions, a day apart, newest first: the latest 5, then pages of 20.
    const all = Array.from({ length: 27 }, (_, index) => {
      const n = 27 - index;
      return aPrediction({ questionId: `q-${n}`, questionText: `Question ${n}`, submittedAt: new Date(Date.UTC(2026, 9, n, 9)).toISOString() });
    });
    const after = (item: HistoryItem) => new URLSearchParams({ limit: '20', before: item.submittedAt, beforeId: item.questionId }).toString();
    server.on('GET /api/users/user-1/history?limit=5', { body: { history: all.slice(0, 5) } });
    server.on(`GET /api/users/user-1/history?${after(all[4]!)}`, errorReply(500, 'Something went wrong'));
    server.on(`GET /api/users/user-1/history?${after(all[24]!)}`, { body: { history: all.slice(25) } });
    const user = userEvent.setup();
    renderApp(server, '/profile');

    const list = await screen.findByRole('list', { name: 'Recent Predictions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // A failed page says why, and is asked again at a click.
    await user.click(screen.getByRole('button', { name: 'Show older predictions' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load older predictions');
    server.on(`GET /api/users/user-1/history?${after(all[4]!)}`, { body: { history: all.slice(5, 25) } });
    const again = screen.getByRole('button', { name: 'Try again' });
    await user.click(again);
    // The same button, saying it loads: the keyboard is not dropped to the page's start.
    expect(document.activeElement).toBe(again);
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');

    await user.click(await screen.findByRole('button', { name: 'Show older predictions' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(27));
    expect(within(list).getAllByRole('listitem').map((row) => row.querySelector('.prediction-question')?.textContent)).toEqual(
      all.map((item) => `${item.questionText}?`),
    );
    // The last page was not full: nothing older (said once the page has told the list), and no button that would do
    // nothing.
    expect(await screen.findByText('No older predictions.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Show older predictions' })).toBeNull();
    // The keyboard that was on the button is on the first row the last page brought, not dropped to the page's start.
    await vi.waitFor(() => expect(document.activeElement).toBe(within(list).getAllByRole('listitem')[25]));
    expect(document.activeElement?.textContent).toContain('Question 2?');
  });

  it('offers no older predictions to a player with fewer than 5, and says there are none when the 5 were all', async () => {
    server.on('GET /api/users/user-1/history', { body: { history: [aPrediction({})] } });
    const { unmount } = renderApp(server, '/profile');
    await screen.findByRole('list', { name: 'Recent Predictions' });
    expect(screen.queryByRole('button', { name: 'Show older predictions' })).toBeNull();
    unmount();

    // Exactly 5: the page came back full, so there may be more, until the server says there are none.
    const five = Array.from({ length: 5 }, (_, index) => aPrediction({ questionId: `q-${5 - index}`, submittedAt: new Date(Date.UTC(2026, 9, 5 - index, 9)).toISOString() }));
    server.on('GET /api/users/user-1/history', { body: { history: five } });
    server.on(`GET /api/users/user-1/history?${new URLSearchParams({ limit: '20', before: five[4]!.submittedAt, beforeId: 'q-1' })}`, { body: { history: [] } });
    renderApp(server, '/profile');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show older predictions' }));
    expect(await screen.findByText('No older predictions.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Show older predictions' })).toBeNull();
    // No row came: the keyboard is on the list, whose name is read, beside its end.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Recent Predictions' })));
  });

  it("moves no focus at the list's end for a press that left it on the page, as a click in Safari does", async () => {
    const five = Array.from({ length: 5 }, (_, index) => aPrediction({ questionId: `q-${5 - index}`, submittedAt: new Date(Date.UTC(2026, 9, 5 - index, 9)).toISOString() }));
    server.on('GET /api/users/user-1/history', { body: { history: five } });
    server.on(`GET /api/users/user-1/history?${new URLSearchParams({ limit: '20', before: five[4]!.submittedAt, beforeId: 'q-1' })}`, { body: { history: [] } });
    renderApp(server, '/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Show older predictions' }));
    expect(await screen.findByText('No older predictions.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Show older predictions' })).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('shares a prediction from the list as the same card as elsewhere: the day, the pick, the split and whether it was called', async () => {
    server.on('GET /api/users/user-1/history', {
      body: {
        history: [
          aPrediction({ questionId: 'q-2', questionText: 'Will the Rand strengthen', dayNumber: 998, isPending: false, isCorrect: true, correctOptionId: 'yes' }),
          aPrediction({ questionId: 'q-1', dayNumber: 999, selectedOptionId: 'no', selectedOption: 'No' }),
        ],
      },
    });
    const user = userEvent.setup();
    renderApp(server, '/profile');

    const rows = within(await screen.findByRole('list', { name: 'Recent Predictions' })).getAllByRole('listitem');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Share: Will the Rand strengthen?' }));
    const called = within(rows[0]!).getByRole('region', { name: 'Share this prediction' });
    expect(called.querySelector('.share-text')?.textContent).toBe(
      [
        'IEC Bets · Day 998',
        'Will the Rand strengthen?',
        'My pick: YES',
        '🇿🇦 60% Yes · 40% No',
        '✅ Called it',
        `${window.location.origin}/questions/q-2/history`,
        '#IECBets #SAPolitics',
      ].join('\n'),
    );
    // Still open: the card does not tell who is right, and leads to today's questions.
    await user.click(within(rows[1]!).getByRole('button', { name: 'Share: Will the GNU survive until the end of 2026?' }));
    const waiting = within(rows[1]!).getByRole('region', { name: 'Share this prediction' }).querySelector('.share-text')?.textContent;
    expect(waiting).toContain('My pick: NO\n🇿🇦 60% Yes · 40% No\n⏳ Waiting for the result');
    expect(waiting).toContain('IEC Bets · Day 999');
  });

  it('says so when there are no predictions yet', async () => {
    renderApp(server, '/profile');

    expect(await screen.findByText('No predictions yet')).toBeDefined();
    expect(screen.getByText('Start answering daily questions to see your history!')).toBeDefined();
  });

  it("says why 'Download my data' failed, instead of saving the server's refusal as the file", async () => {
    server.on('GET /api/users/user-1/export', errorReply(401, 'Please log in'));
    const user = userEvent.setup();
    renderApp(server, '/profile');
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));

    await user.click(screen.getByRole('link', { name: 'Download my data' }));

    expect(await screen.findByText('Download Failed')).toBeDefined();
    expect(screen.getByText('Please log in')).toBeDefined();
  });

  it('opens on the tab the address names, and Stats for any other', async () => {
    const settings = renderApp(server, '/profile?tab=settings');
    expect((await screen.findByRole('tab', { name: 'Settings' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Manage notification settings' })).toBeDefined();
    settings.unmount();

    renderApp(server, '/profile?tab=nonsense');
    expect((await screen.findByRole('tab', { name: 'Stats' })).getAttribute('aria-selected')).toBe('true');
  });

  it('shows in Settings which channels are on, links to /notifications and logs out with a toast', async () => {
    server.on('POST /api/auth/logout', { status: 204 });
    server.on('GET /api/questions/today', { body: [] });
    server.on('GET /api/questions/public', { body: [] });
    server.on('GET /api/comments/public', { body: {} });
    const user = userEvent.setup();
    renderApp(server, '/profile');

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const channels = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(channels).toEqual({ 'Email notifications': 'Enabled', 'Browser notifications': 'Disabled', 'WhatsApp notifications': 'Disabled' });
    // Enabled, but its address is not confirmed yet: the alerts wait for it, and the owner is told so.
    expect(screen.getByText('Waiting for you to confirm your email address')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Manage notification settings' }).getAttribute('href')).toBe('/notifications');
    const download = screen.getByRole('link', { name: 'Download my data' });
    expect(download.getAttribute('href')).toBe('/api/users/user-1/export');
    expect(download.hasAttribute('download')).toBe(true);
    // jsdom has no Notification API: the device cannot have browser notifications, and it is no iPhone.
    expect(screen.getByText('Not supported')).toBeDefined();
    expect(screen.getByText('This browser cannot show notifications. Try a recent Chrome, Edge, Firefox or Safari.')).toBeDefined();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged Out')).toBeDefined();
    expect(screen.getByText('You have been successfully logged out.')).toBeDefined();
    expect(server.requests.some((request) => request.method === 'POST' && request.path === '/api/auth/logout')).toBe(true);
  });

  it("tells an iPhone's browser tab, which has no web push there, to add IEC Bets to the Home Screen from Safari", async () => {
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhone);
    try {
      const user = userEvent.setup();
      renderApp(server, '/profile');
      await user.click(await screen.findByRole('tab', { name: 'Settings' }));

      expect(screen.getByText('Not supported')).toBeDefined();
      expect(
        screen.getByText(/^On an iPhone or iPad, notifications come only to IEC Bets on your Home Screen: open this page in Safari, tap Share, then Add to Home Screen/),
      ).toBeDefined();
      expect(screen.queryByText(/Try a recent Chrome/)).toBeNull();
    } finally {
      userAgent.mockRestore();
    }
  });

  it("says in Settings that a channel the server cannot deliver is not available, and why, though the user once turned it on", async () => {
    server.on('GET /api/auth/me', { body: aUser({ email: 'thandi@example.co.za', emailNotifications: true, whatsappNotifications: true }) });
    server.on('GET /api/notifications/channels', {
      body: {
        push: { available: true },
        email: { available: false, reason: 'Email notifications are not set up on this server' },
        whatsapp: { available: false, reason: 'WhatsApp notifications are not set up on this server' },
      },
    });
    const user = userEvent.setup();
    renderApp(server, '/profile');

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(await screen.findByText('Email notifications are not set up on this server')).toBeDefined();
    const channels = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(channels).toEqual({ 'Email notifications': 'Not available', 'Browser notifications': 'Disabled', 'WhatsApp notifications': 'Not available' });
    expect(screen.getByText('WhatsApp notifications are not set up on this server')).toBeDefined();
    expect(screen.queryByText('Enabled')).toBeNull();
  });

  it('says nothing of confirming an address that is confirmed', async () => {
    server.on('GET /api/auth/me', { body: aUser({ email: 'thandi@example.co.za', emailConfirmed: true, emailNotifications: true }) });
    const user = userEvent.setup();
    renderApp(server, '/profile');

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(await screen.findByText('Enabled')).toBeDefined();
    expect(screen.queryByText('Waiting for you to confirm your email address')).toBeNull();
  });
});
