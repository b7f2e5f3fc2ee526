import { screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@/lib/query-keys';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptAnswer, NOT_ANSWERED } from '@/test-support/answer-scene';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion, aStats, aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';
import { formatLongDate } from '@/lib/dates';
import { questionResultsQuery } from '../api/get-question-results';

/** The results the user reads after their vote, the only one: No. */
const resultsOfOneNo = {
  results: [
    { optionId: 'yes', text: 'Yes', percentage: 0, votes: 0 },
    { optionId: 'no', text: 'No', percentage: 100, votes: 1 },
  ],
  totalVotes: 1,
  friendAnswers: [],
  userAnswer: { optionId: 'no' },
};

const stats = aStats({ totalAnswers: 4, resolvedAnswers: 3, correctAnswers: 2, accuracy: 67, points: 12.5, rank: 4, streak: 1 });

describe('the daily question of a signed-in user', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/questions/today', { body: [aQuestion()] });
    server.on('GET /api/questions/q-1/public-results', { body: { results: [], totalVotes: 0 } });
    server.on('GET /api/users/user-1/answers/q-1', NOT_ANSWERED);
    server.on('GET /api/users/user-1/stats', { body: { stats } });
  });
  afterEach(() => server.close());

  it("shows 'Day N', the date, the question, its context and 'One answer per day', without counts before any vote", async () => {
    renderApp(server, '/');

    // Named with its wording, which tells it from the day's other questions.
    const card = await screen.findByRole('article', { name: 'Day 997 question: Will the GNU survive until the end of 2026' });
    expect(within(card).getByText('Day 997')).toBeDefined();
    expect(within(card).getByText('23 November 2026')).toBeDefined();
    expect(within(card).getByRole('heading', { name: 'Will the GNU survive until the end of 2026?' })).toBeDefined();
    expect(within(card).getByText('The Government of National Unity was formed in June 2024.')).toBeDefined();
    expect(within(card).getByText('One answer per day')).toBeDefined();
    expect(within(card).getByRole('button', { name: 'YES' })).toBeDefined();
    expect(within(card).queryByText(/%/)).toBeNull();
  });

  it('shows the live percent and count of each option once votes exist', async () => {
    server.on('GET /api/questions/q-1/public-results', {
      body: {
        results: [
          { optionId: 'yes', text: 'Yes', percentage: 75, votes: 3 },
          { optionId: 'no', text: 'No', percentage: 25, votes: 1 },
        ],
        totalVotes: 4,
      },
    });
    renderApp(server, '/');

    expect(await screen.findByRole('button', { name: 'YES 75% · 3 votes' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'NO 25% · 1 vote' })).toBeDefined();
  });

  it("submits the picked option, shows 'Vote Recorded!', then the results 3 s later", async () => {
    acceptAnswer(server, { position: '99' });
    server.on('GET /api/questions/q-1/results?userId=user-1', { body: resultsOfOneNo });
    const user = userEvent.setup();
    renderApp(server, '/');

    expect(screen.queryByRole('button', { name: '[ SUBMIT PREDICTION ]' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'NO' }));
    expect(screen.getByRole('button', { name: 'NO' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }));

    // The vote's button is gone: the keyboard's place (and a screen reader's attention) moves to what replaced it.
    expect(await screen.findByRole('heading', { name: 'Vote Recorded!' })).toBe(document.activeElement);
    expect(screen.getByText('Results will appear in a few seconds...')).toBeDefined();
    const card = within(screen.getByRole('region', { name: 'Share your prediction' })).getByText(/^IEC Bets · Day 997/);
    expect(card.textContent).toContain('Will the GNU survive until the end of 2026?\nMy pick: NO');
    expect(server.requests.find((request) => request.path === '/api/answers')?.body).toEqual({ questionId: 'q-1', optionId: 'no' });

    const shownAt = Date.now();
    expect(await screen.findByRole('heading', { name: 'Day 997 Results' })).toBe(document.activeElement);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
    expect(screen.getByText('1 South African voted')).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'No: 100%' })).toBeDefined();
    expect(screen.getByText('No friends have answered yet')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Invite Friends' })).toBeDefined();
    expect(await screen.findByText('#4')).toBeDefined();
    expect(screen.getByText('+12.5')).toBeDefined();
    // The reads after the vote wait for it: they carry the vote's log position.
    const resultsRead = server.requests.find((request) => request.path.startsWith('/api/questions/q-1/results'));
    expect(resultsRead?.headers['x-min-position']).toBe('99');
  });

  describe('on a phone, where the cheer at the foot would cover the count', () => {
    let scrolledTo: Element[];
    beforeEach(() => {
      acceptAnswer(server, { position: '99' });
      server.on('GET /api/questions/q-1/results?userId=user-1', { body: resultsOfOneNo });
      scrolledTo = [];
      // jsdom lays nothing out: the count is placed low in the window, where a phone's cheer comes up.
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const top = this.textContent?.endsWith('voted') ? window.innerHeight - 60 : 300;
        return { top, bottom: top + 24, left: 0, right: 300, width: 300, height: 24, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
      });
      HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
        scrolledTo.push(this);
      };
    });
    afterEach(() => {
      vi.restoreAllMocks();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    });

    async function vote(user: ReturnType<typeof userEvent.setup>) {
      await user.click(await screen.findByRole('button', { name: 'NO' }));
      await user.click(screen.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }));
      await screen.findByRole('heading', { name: 'Vote Recorded!' });
    }

    it('brings the results that follow the vote up to the top of the window', async () => {
      const user = userEvent.setup();
      renderApp(server, '/');
      await vote(user);

      const heading = await screen.findByRole('heading', { name: 'Day 997 Results' });
      expect(scrolledTo).toEqual([heading]);
    });

    it('leaves the page where it is for a player who has moved on', async () => {
      const user = userEvent.setup();
      renderApp(server, '/');
      await vote(user);
      // During Vote Recorded's 3 s the player goes on to something else on the page.
      screen.getByRole('link', { name: 'IEC Bets home' }).focus();

      await screen.findByRole('heading', { name: 'Day 997 Results' });
      expect(scrolledTo).toEqual([]);
    });
  });

  it('shows the results with the vote in them, and its share button, even when they were read before the vote', async () => {
    const vote = acceptAnswer(server, { position: '12' });
    // The results as the server gives them before the vote (the page reads them ahead, to show them at once) and after.
    server.on('GET /api/questions/q-1/results?userId=user-1', () => ({
      body: vote.answered()
        ? { results: [{ optionId: 'yes', text: 'Yes', percentage: 100, votes: 1 }], totalVotes: 1, friendAnswers: [], userAnswer: { optionId: 'yes' } }
        : { results: [{ optionId: 'yes', text: 'Yes', percentage: 0, votes: 0 }], totalVotes: 0, friendAnswers: [], userAnswer: null },
    }));
    const user = userEvent.setup();
    const { queryClient } = renderApp(server, '/');
    // As a member's page load does (app/member-preloads.ts), so that the results show the moment the vote is in.
    await queryClient.prefetchQuery(questionResultsQuery('q-1', 'user-1'));

    await user.click(await screen.findByRole('button', { name: 'YES' }));
    await user.click(screen.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }));
    // After Vote Recorded's 3 s.
    expect(await screen.findByRole('heading', { name: 'Day 997 Results' }, { timeout: 10_000 })).toBeDefined();

    expect(screen.getByText('1 South African voted')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Share your prediction' })).toBeDefined();
  });

  it('shows Vote Recorded even when the refreshed answer arrives before the other reads the vote refreshes', async () => {
    const vote = acceptAnswer(server, { position: '7' });
    // A busy read side: today's questions take their time after the vote, the user's own answer does not.
    server.on('GET /api/questions/today', async () => {
      if (vote.answered()) await new Promise((resolve) => setTimeout(resolve, 1_500));
      return { body: [aQuestion()] };
    });
    server.on('GET /api/questions/q-1/results?userId=user-1', { body: { results: [], totalVotes: 1, friendAnswers: [], userAnswer: { optionId: 'yes' } } });
    const user = userEvent.setup();
    renderApp(server, '/');

    await user.click(await screen.findByRole('button', { name: 'YES' }));
    await user.click(screen.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }));

    expect(await screen.findByRole('heading', { name: 'Vote Recorded!' })).toBeDefined();
  });

  it("shows the server's reason when the vote is refused", async () => {
    server.on('POST /api/answers', errorReply(409, 'You have already answered this question'));
    const user = userEvent.setup();
    renderApp(server, '/');

    await user.click(await screen.findByRole('button', { name: 'YES' }));
    await user.click(screen.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }));

    expect(await screen.findByText('You have already answered this question')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Vote Recorded!' })).toBeNull();
  });

  it('keeps the keyboard on SUBMIT PREDICTION while the vote is on its way, and there after a refusal', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.on('POST /api/answers', async () => {
      await answered;
      return errorReply(503, 'The vote could not be recorded just now');
    });
    const user = userEvent.setup();
    renderApp(server, '/');

    await user.click(await screen.findByRole('button', { name: 'YES' }));
    const submit = screen.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }) as HTMLButtonElement;
    await user.click(submit);
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
    // Not disabled: a browser takes the focus off a button that becomes disabled (jsdom leaves it there).
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    answer();

    expect(await screen.findByText('The vote could not be recorded just now')).toBeDefined();
    expect(document.activeElement).toBe(submit);
    expect(server.requests.filter((request) => request.method === 'POST' && request.path === '/api/answers')).toHaveLength(1);
  });

  it('shows the answer given on another device when the vote is refused as already answered', async () => {
    server.on('POST /api/answers', errorReply(409, 'You have already answered this question'));
    let answeredElsewhere = false;
    server.on('GET /api/users/user-1/answers/q-1', () =>
      answeredElsewhere ? { body: { answer: { questionId: 'q-1', optionId: 'no', submittedAt: '2026-11-23T09:00:00.000Z' } } } : NOT_ANSWERED,
    );
    // The results before the other device's answer, as the page read them ahead (app/member-preloads.ts), and after.
    server.on('GET /api/questions/q-1/results?userId=user-1', () => ({
      body: answeredElsewhere
        ? { results: [{ optionId: 'no', text: 'No', percentage: 100, votes: 1 }], totalVotes: 1, friendAnswers: [], userAnswer: { optionId: 'no' } }
        : { results: [{ optionId: 'no', text: 'No', percentage: 0, votes: 0 }], totalVotes: 0, friendAnswers: [], userAnswer: null },
    }));
    const user = userEvent.setup();
    const { queryClient } = renderApp(server, '/');
    await queryClient.prefetchQuery(questionResultsQuery('q-1', 'user-1'));
    await user.click(await screen.findByRole('button', { name: 'YES' }));

    answeredElsewhere = true;
    await user.click(screen.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }));

    expect(await screen.findByText('You have already answered this question')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Day 997 Results' })).toBeDefined();
    expect(screen.queryByRole('button', { name: '[ SUBMIT PREDICTION ]' })).toBeNull();
    // The answer given there, in the counts and with its share button.
    expect(await screen.findByText('1 South African voted')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Share your prediction' })).toBeDefined();
  });

  it('goes straight to the results of a question already answered, with the friends who answered', async () => {
    server.on('GET /api/users/user-1/answers/q-1', { body: { answer: { questionId: 'q-1', optionId: 'yes', submittedAt: '2026-11-23T09:00:00.000Z' } } });
    server.on('GET /api/questions/q-1/results?userId=user-1', {
      body: {
        results: [
          { optionId: 'yes', text: 'Yes', percentage: 60, votes: 1_203 },
          { optionId: 'no', text: 'No', percentage: 40, votes: 802 },
        ],
        totalVotes: 2_005,
        friendAnswers: [{ friendId: 'user-2', friendName: 'Sipho Dlamini', optionText: 'No' }],
        userAnswer: { optionId: 'yes' },
      },
    });
    renderApp(server, '/');

    expect(await screen.findByRole('heading', { name: 'Day 997 Results' })).toBeDefined();
    // Opened on them, not reached by a vote: the focus is left where the page put it.
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByText(/2\s005 South Africans voted/)).toBeDefined();
    expect(screen.getByText('Sipho Dlamini').parentElement?.textContent).toBe('Sipho Dlamini predicted No');
    expect(screen.queryByRole('button', { name: '[ SUBMIT PREDICTION ]' })).toBeNull();
  });
});

describe('/vote', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
  });
  afterEach(() => server.close());

  it("shows 'No Questions Today' when there is nothing to answer", async () => {
    server.on('GET /api/questions/today', { body: [] });
    renderApp(server, '/vote');

    expect(await screen.findByRole('heading', { name: 'No Questions Today' })).toBeDefined();
    expect(screen.getByText('Check back tomorrow for new questions!')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Today's Questions (0)");
  });

  it('shows a question once on Home as it is resolved, while today\'s list still has it open, with its outcome', async () => {
    const today = new Date().toISOString();
    // Today's list read before the resolution; the published list after it.
    server.on('GET /api/questions/today', { body: [aQuestion({ date: today })] });
    server.on('GET /api/questions/public', { body: [aQuestion({ date: today, isResolved: true, correctOptionId: 'no', resolutionSummary: 'It fell.' })] });
    server.on('GET /api/users/user-1/answers/q-1', { body: { answer: { questionId: 'q-1', optionId: 'no', submittedAt: today } } });
    server.on('GET /api/questions/q-1/results?userId=user-1', { body: resultsOfOneNo });
    renderApp(server, '/');

    expect(await screen.findByText('Answer: No')).toBeDefined();
    expect(screen.getAllByRole('heading', { name: /^Day \d+ Results$/ })).toHaveLength(1);
    expect(screen.getByText('It fell.')).toBeDefined();
  });

  it('marks the right answer of a decided question in the results, and a wrong pick beside it in words', async () => {
    const today = new Date().toISOString();
    server.on('GET /api/questions/today', { body: [] });
    server.on('GET /api/questions/public', { body: [aQuestion({ date: today, isResolved: true, correctOptionId: 'no' })] });
    server.on('GET /api/questions/q-1/results?userId=user-1', {
      body: {
        ...resultsOfOneNo,
        results: [
          { optionId: 'yes', text: 'Yes', percentage: 50, votes: 1 },
          { optionId: 'no', text: 'No', percentage: 50, votes: 1 },
        ],
        totalVotes: 2,
        userAnswer: { optionId: 'yes' },
      },
    });
    renderApp(server, '/vote');

    const bars = await screen.findByRole('list', { name: 'National results' });
    const [yes, no] = within(bars).getAllByRole('listitem');
    expect(within(no!).getByText('Correct')).toBeDefined();
    expect(no!.className).toContain('highlighted');
    expect(within(yes!).getByText('Your pick')).toBeDefined();
    expect(yes!.className).not.toContain('highlighted');
  });

  it('keeps a question decided during its day on the screen, with its outcome and the player\'s pick, and takes no answer', async () => {
    // Today's list holds only open questions; the published list holds the one resolved this morning.
    server.on('GET /api/questions/today', { body: [] });
    const decided = aQuestion({
      id: 'q-decided',
      date: new Date().toISOString(),
      isResolved: true,
      correctOptionId: 'no',
      resolutionSummary: 'The council postponed the vote.',
    });
    server.on('GET /api/questions/public', { body: [decided, aQuestion({ id: 'q-old', date: '2026-01-05T11:00:00.000Z', isResolved: true })] });
    server.on('GET /api/questions/q-decided/results?userId=user-1', {
      body: { ...resultsOfOneNo, userAnswer: { optionId: 'no' } },
    });
    renderApp(server, '/vote');

    expect(await screen.findByText('Answer: No')).toBeDefined();
    expect(screen.getByText('The council postponed the vote.')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Today's Questions (1)");
    expect(screen.queryByRole('heading', { name: 'No Questions Today' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'YES' })).toBeNull();
    // Only today's: yesterday's decided questions are the archive's.
    expect(server.requests.some((request) => request.path.startsWith('/api/questions/q-old/'))).toBe(false);
  });

  it("opens the profile's Settings, where browser notifications are, from Next questions' 'Turn on notifications'", async () => {
    server.on('GET /api/questions/today', { body: [] });
    // jsdom has no scrollIntoView: the test sees where a scroll is asked for.
    const scrolledTo: Element[] = [];
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolledTo.push(this);
    };
    try {
      const user = userEvent.setup();
      renderApp(server, '/vote');

      const nextQuestions = await screen.findByRole('region', { name: 'Next questions' });
      await user.click(within(nextQuestions).getByRole('link', { name: 'Turn on notifications' }));

      expect((await screen.findByRole('tab', { name: 'Settings' })).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByText('Browser notifications')).toBeDefined();
      // Led to the control itself, below the fold of Settings on a phone: scrolled to, the keyboard there too.
      const control = screen.getByRole('region', { name: 'Browser Notifications' });
      await waitFor(() => expect(scrolledTo).toEqual([control]));
      expect(document.activeElement).toBe(within(control).getByRole('heading', { name: 'Browser Notifications' }));
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('counts down to midnight only when a question is set for tomorrow, names a later day, and says when none is set', async () => {
    server.on('GET /api/questions/today', { body: [] });
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const nextQuestions = () => screen.findByRole('region', { name: 'Next questions' });

    server.on('GET /api/questions/public', { body: [aQuestion({ id: 'q-next', date: inDays(1) })] });
    const first = renderApp(server, '/vote');
    // Until the list answers, the card says only that days begin at midnight; then that tomorrow's questions come then.
    expect(await within(await nextQuestions()).findByText(/^Tomorrow's questions open at midnight, South African time\./)).toBeDefined();
    expect(within(await nextQuestions()).getByRole('timer')).toBeDefined();
    first.unmount();

    server.on('GET /api/questions/public', { body: [aQuestion({ id: 'q-later', date: inDays(4) })] });
    const second = renderApp(server, '/vote');
    const later = await nextQuestions();
    await waitFor(() => expect(within(later).getByText(/^The next question opens that day, at midnight South African time\./)).toBeDefined());
    expect(within(later).queryByRole('timer')).toBeNull();
    // The day itself, where the countdown stands on a day before one.
    expect(within(later).getByText(formatLongDate(inDays(4)), { selector: '.countdown' })).toBeDefined();
    second.unmount();

    server.on('GET /api/questions/public', { body: [] });
    renderApp(server, '/vote');
    const none = await nextQuestions();
    await waitFor(() => expect(within(none).getByText(/^No new question is scheduled yet\./)).toBeDefined());
    expect(within(none).queryByRole('timer')).toBeNull();
    expect(within(none).getByText('Not scheduled yet')).toBeDefined();
    expect(within(none).getByRole('link', { name: 'Turn on notifications' })).toBeDefined();
  });

  it('does not ask a player whose email alerts are on to turn notifications on', async () => {
    server.on('GET /api/auth/me', { body: aUser({ emailNotifications: true, email: 'thandi@example.org' }) });
    server.on('GET /api/questions/today', { body: [] });
    server.on('GET /api/questions/public', { body: [] });
    renderApp(server, '/vote');

    const nextQuestions = await screen.findByRole('region', { name: 'Next questions' });
    await waitFor(() => expect(within(nextQuestions).getByText(/^No new question is scheduled yet\./)).toBeDefined());
    expect(within(nextQuestions).queryByRole('link', { name: 'Turn on notifications' })).toBeNull();
    // To Settings, where every channel shows (browser notifications too, which /notifications leaves out).
    expect(within(nextQuestions).getByRole('link', { name: 'Your alerts' }).getAttribute('href')).toBe('/profile?tab=settings');
    expect(within(nextQuestions).getByText(/tell you of the next one as soon as it is published/)).toBeDefined();
  });

  it("keeps a pick carried from before signing in on its own question while another of the day is answered", async () => {
    server.on('GET /api/questions/today', { body: [aQuestion(), aQuestion({ id: 'q-2', text: 'Will Parliament pass the budget' })] });
    for (const id of ['q-1', 'q-2']) {
      server.on(`GET /api/questions/${id}/public-results`, { body: { results: [], totalVotes: 0 } });
      server.on(`GET /api/users/user-1/answers/${id}`, NOT_ANSWERED);
    }
    acceptAnswer(server, { position: '99' });
    sessionStorage.setItem('iec-bets:visitor-pick', 'q-2 yes');
    const user = userEvent.setup();
    renderApp(server, '/vote');

    const budget = (await screen.findByRole('heading', { name: 'Will Parliament pass the budget?' })).closest('article')!;
    const gnu = screen.getByRole('heading', { name: 'Will the GNU survive until the end of 2026?' }).closest('article')!;
    expect(within(budget).getByRole('button', { name: 'YES' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(gnu).queryAllByRole('button', { pressed: true })).toEqual([]);

    await user.click(within(gnu).getByRole('button', { name: 'NO' }));
    await user.click(within(gnu).getByRole('button', { name: '[ SUBMIT PREDICTION ]' }));
    expect(await screen.findByRole('heading', { name: 'Vote Recorded!' })).toBeDefined();

    // The other question's pick is still there, and still carried for a reload.
    expect(within(budget).getByRole('button', { name: 'YES' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(budget).getByText('You picked YES before signing in: submit it to make it count.')).toBeDefined();
    expect(sessionStorage.getItem('iec-bets:visitor-pick')).toBe('q-2 yes');
    sessionStorage.clear();
  });

  it("lists every question of today with the count, each with its own answer form", async () => {
    server.on('GET /api/questions/today', { body: [aQuestion(), aQuestion({ id: 'q-2', text: 'Will Parliament pass the budget' })] });
    for (const id of ['q-1', 'q-2']) {
      server.on(`GET /api/questions/${id}/public-results`, { body: { results: [], totalVotes: 0 } });
      server.on(`GET /api/users/user-1/answers/${id}`, NOT_ANSWERED);
    }
    renderApp(server, '/vote');

    expect(await screen.findByRole('heading', { name: 'Will Parliament pass the budget?' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Today's Questions (2)");
    // Each form waits for its own question's answer read.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'YES' })).toHaveLength(2));
  });

  it('shows Your Rankings once for the screen, and each discussion behind its own button when there are several', async () => {
    const answered = (id: string) => ({ body: { answer: { questionId: id, optionId: 'yes', submittedAt: '2026-11-23T09:00:00.000Z' } } });
    server.on('GET /api/questions/today', { body: [aQuestion({ commentCount: 2 }), aQuestion({ id: 'q-2', text: 'Will Parliament pass the budget' })] });
    server.on('GET /api/users/user-1/stats', { body: { stats: aStats({ streak: 3 }) } });
    for (const id of ['q-1', 'q-2']) {
      server.on(`GET /api/users/user-1/answers/${id}`, answered(id));
      server.on(`GET /api/questions/${id}/results?userId=user-1`, {
        body: { results: [{ optionId: 'yes', text: 'Yes', percentage: 100, votes: 1 }], totalVotes: 1, friendAnswers: [], userAnswer: { optionId: 'yes' } },
      });
    }
    const user = userEvent.setup();
    renderApp(server, '/vote');
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Day 997 Results' })).toHaveLength(2));
    expect(screen.getAllByRole('heading', { name: 'Your Rankings' })).toHaveLength(1);
    expect(await screen.findByText('3 days')).toBeDefined();
    const toggles = screen.getAllByRole('button', { name: /^Discussion \(/ });
    expect(toggles.map((toggle) => toggle.textContent)).toEqual(['Discussion (2)', 'Discussion (0)']);
    expect(toggles.every((toggle) => toggle.getAttribute('aria-expanded') === 'false')).toBe(true);
    await user.click(toggles[0]!);
    expect(screen.getByRole('button', { name: 'Hide discussion' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('home with several questions today', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/users/user-1/stats', { body: { stats: aStats({ streak: 5 }) } });
    server.on('GET /api/questions/today', {
      body: [
        aQuestion({ results: [{ optionId: 'yes', optionText: 'Yes', count: 62 }, { optionId: 'no', optionText: 'No', count: 38 }], totalVotes: 100 }),
        aQuestion({ id: 'q-2', text: 'Will Parliament pass the budget?' }),
      ],
    });
    server.on('GET /api/users/user-1/answers/q-1', { body: { answer: { questionId: 'q-1', optionId: 'no', submittedAt: '2026-11-23T09:00:00.000Z' } } });
    server.on('GET /api/users/user-1/answers/q-2', NOT_ANSWERED);
    server.on('GET /api/questions/q-2/public-results', { body: { results: [], totalVotes: 0 } });
  });
  afterEach(() => server.close());

  it('shows the open one to answer, the answered one as a short card, how many are left, the streak and the Vote badge', async () => {
    renderApp(server, '/');
    expect(await screen.findByRole('heading', { name: 'Will Parliament pass the budget?' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'YES' })).toBeDefined();
    // Each question's card waits for its own answer read.
    const answered = await screen.findByRole('article', { name: 'Will the GNU survive until the end of 2026?' });
    // The pick is said once, on its bar of the split.
    expect(within(answered).getByText('Your pick').closest('li')?.textContent).toMatch(/^No/);
    expect(within(answered).getByRole('progressbar', { name: 'No: 38%' })).toBeDefined();
    expect(await screen.findByText("1 of today's 2 questions is left to answer.")).toBeDefined();
    // The streak comes from the member's stats, a read of its own that may land after today's questions.
    expect(await screen.findByText('5 days')).toBeDefined();
    expect(screen.getByText('Kept for today. Answer tomorrow to keep it going.')).toBeDefined();
    expect(screen.getByRole('timer').textContent).toMatch(/^(\d+h )?\d\dm \d\ds$/);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Vote, 1 unanswered' })).toBeDefined();
  });

  it("counts a question decided during the day among today's in the note, as the screen shows it, and never calls it answered", async () => {
    // q-1 was resolved this morning: it left today's open list for the published one, and the player had not answered it.
    const decided = aQuestion({ date: new Date().toISOString(), isResolved: true, correctOptionId: 'no' });
    server.on('GET /api/questions/today', { body: [aQuestion({ id: 'q-2', text: 'Will Parliament pass the budget?' })] });
    server.on('GET /api/questions/public', { body: [decided] });
    server.on('GET /api/questions/q-1/results?userId=user-1', { body: { results: [], totalVotes: 0, friendAnswers: [], userAnswer: null } });
    renderApp(server, '/');

    expect(await screen.findByText("1 of today's 2 questions is left to answer.")).toBeDefined();
    expect(await screen.findByText('Answer: No')).toBeDefined();

    acceptAnswer(server, { position: '99' });
    server.on('GET /api/users/user-1/answers/q-2', { body: { answer: { questionId: 'q-2', optionId: 'yes', submittedAt: '2026-11-23T09:00:00.000Z' } } });
    server.on('GET /api/questions/q-2/results?userId=user-1', { body: { results: [], totalVotes: 1, friendAnswers: [], userAnswer: { optionId: 'yes' } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'YES' }));
    await user.click(screen.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }));
    expect(await screen.findByText('Every question still open today is answered. Nicely done.')).toBeDefined();
    expect(screen.queryByText(/^All 2 of today/)).toBeNull();
  });

  it("says today's questions are decided, not that there are none, when the only one was resolved before the player answered", async () => {
    server.on('GET /api/questions/today', { body: [] });
    server.on('GET /api/questions/public', { body: [aQuestion({ date: new Date().toISOString(), isResolved: true, correctOptionId: 'no' })] });
    server.on('GET /api/questions/q-1/results?userId=user-1', { body: { results: [], totalVotes: 0, friendAnswers: [], userAnswer: null } });
    renderApp(server, '/vote');

    expect(await screen.findByText("Today's questions are decided. Come back tomorrow for the next ones.")).toBeDefined();
    expect(screen.queryByText(/^No questions today/)).toBeNull();
  });

  it("keeps today's streak once the question answered today is resolved and gone from today's open ones", async () => {
    server.on('GET /api/questions/today', { body: [aQuestion({ id: 'q-2', text: 'Will Parliament pass the budget?' })] });
    server.on('GET /api/users/user-1/stats', { body: { stats: aStats({ streak: 5, answeredToday: true }) } });
    renderApp(server, '/');

    expect(await screen.findByRole('heading', { name: 'Will Parliament pass the budget?' })).toBeDefined();
    expect(await screen.findByText('5 days')).toBeDefined();
    expect(screen.getByText('Kept for today. Answer tomorrow to keep it going.')).toBeDefined();
  });

  it("does not keep today on yesterday's stats, on a screen left open past midnight", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('GET /api/users/user-1/answers/q-1', NOT_ANSWERED);
    server.on('GET /api/users/user-1/stats', async () => {
      await held;
      return { body: { stats: aStats({ streak: 5, answeredToday: true }) } };
    });
    const { queryClient } = renderApp(server, '/vote');
    // Read yesterday, when the player had answered: being read again, they still show.
    queryClient.setQueryData(queryKeys.userStats('user-1'), aStats({ streak: 5, answeredToday: true }), { updatedAt: Date.now() - 86_400_000 });

    expect(await screen.findByText('5 days')).toBeDefined();
    expect(await screen.findByText("Answer today's question to keep it going.")).toBeDefined();
    release();
  });

  it("asks for today's answer while the streak stands from yesterday", async () => {
    server.on('GET /api/users/user-1/answers/q-1', NOT_ANSWERED);
    renderApp(server, '/vote');

    expect(await screen.findByText('5 days')).toBeDefined();
    expect(await screen.findByText("Answer today's question to keep it going.")).toBeDefined();
  });

  it("shares the answered card's pick and split, with one question mark", async () => {
    const user = userEvent.setup();
    renderApp(server, '/');
    const answered = await screen.findByRole('article', { name: 'Will the GNU survive until the end of 2026?' });
    await user.click(within(answered).getByRole('button', { name: 'Share' }));
    const text = within(answered).getByText(/^IEC Bets · Day 997/).textContent;
    expect(text).toBe(
      'IEC Bets · Day 997\nWill the GNU survive until the end of 2026?\nMy pick: NO\n🇿🇦 62% Yes · 38% No\n⏳ Waiting for the result\nhttp://localhost:3000/\n#IECBets #SAPolitics',
    );
    expect(document.body.textContent).not.toContain('??');
  });
});
