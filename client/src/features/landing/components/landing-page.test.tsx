import { CONFIRM_FROM_YOUR_INBOX, NEWSLETTER_NOT_SET_UP } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptAnswer, NOT_ANSWERED } from '@/test-support/answer-scene';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion, aStats, aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';
import { formatLongDate } from '@/lib/dates';

describe("the visitor's landing page", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));
    server.on('GET /api/questions/today', { body: [aQuestion()] });
    server.on('GET /api/questions/public', { body: [] });
    server.on('GET /api/comments/public', { body: {} });
    sessionStorage.clear();
  });
  afterEach(() => server.close());

  it("shows today's question, whose YES and NO open the log-in / sign-up dialog", async () => {
    const user = userEvent.setup();
    renderApp(server, '/');

    // The file's first render also loads the app's modules: on a busy machine that alone can take a second.
    expect(await screen.findByRole('heading', { name: 'Will the GNU survive until the end of 2026?' })).toBeDefined();
    expect(screen.getByText('Day 997')).toBeDefined();
    expect(screen.getByText('23 November 2026')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'YES' }));
    expect(await screen.findByRole('dialog', { name: 'Join IEC Bets' })).toBeDefined();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(await screen.findByRole('dialog', { name: 'Join IEC Bets' })).toBeDefined();
  });

  it('keeps the pick through joining: the question then waits with it picked, one tap from submitting it', async () => {
    server.on('POST /api/auth/signup', { status: 201, body: aUser(), headers: { 'x-position': '3' } });
    server.on('GET /api/users/user-1/answers/q-1', NOT_ANSWERED);
    server.on('GET /api/questions/q-1/public-results', { body: { results: [], totalVotes: 0 } });
    server.on('GET /api/users/user-1/stats', { body: { stats: aStats() } });
    acceptAnswer(server, { position: '4' });
    const user = userEvent.setup();
    renderApp(server, '/');

    await user.click(await screen.findByRole('button', { name: 'NO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    await user.type(within(dialog).getByLabelText(/Full name/), 'Thandi Mokoena');
    await user.type(within(dialog).getByLabelText(/Username/), 'thandi');
    await user.type(within(dialog).getByLabelText(/Password/), 'long enough');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    const card = await screen.findByRole('article', { name: /^Day 997 question: / });
    const no = await within(card).findByRole('button', { name: 'NO', pressed: true });
    expect(within(card).getByRole('button', { name: 'YES' }).getAttribute('aria-pressed')).toBe('false');
    const submit = within(card).getByRole('button', { name: '[ SUBMIT PREDICTION ]' });
    expect(submit.getAttribute('aria-describedby')).toBe(within(card).getByText('You picked NO before signing in: submit it to make it count.').id);
    // Picked, not answered: nothing goes to the server until the member submits it.
    expect(server.requests.some((request) => request.path === '/api/answers')).toBe(false);

    // The note belongs to the carried pick only.
    await user.click(within(card).getByRole('button', { name: 'YES' }));
    expect(within(card).queryByText(/before signing in/)).toBeNull();
    await user.click(no);
    await user.click(within(card).getByRole('button', { name: '[ SUBMIT PREDICTION ]' }));
    expect(await screen.findByRole('heading', { name: 'Vote Recorded!' })).toBeDefined();
    expect(server.requests.find((request) => request.path === '/api/answers')?.body).toEqual({ questionId: 'q-1', optionId: 'no' });
    // Made, so no longer carried: this tab's next sign-in starts from no pick.
    expect(sessionStorage.getItem('iec-bets:visitor-pick')).toBeNull();
  });

  it('carries no pick to a question other than the one picked on', async () => {
    server.on('POST /api/auth/login', { body: aUser() });
    server.on('GET /api/users/user-1/answers/q-1', NOT_ANSWERED);
    server.on('GET /api/questions/q-1/public-results', { body: { results: [], totalVotes: 0 } });
    server.on('GET /api/users/user-1/stats', { body: { stats: aStats() } });
    sessionStorage.setItem('iec-bets:visitor-pick', 'yesterdays-question yes');
    const user = userEvent.setup();
    renderApp(server, '/');

    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    await user.click(within(dialog).getByRole('tab', { name: 'Log In' }));
    await user.type(within(dialog).getByLabelText('Username'), 'thandi');
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    const card = await screen.findByRole('article', { name: /^Day 997 question: / });
    await within(card).findByText('One answer per day');
    expect(within(card).queryAllByRole('button', { pressed: true })).toEqual([]);
    expect(within(card).queryByRole('button', { name: '[ SUBMIT PREDICTION ]' })).toBeNull();
  });

  it('shows the public archive with result bars, the Resolved badge, the summary and the proof link', async () => {
    server.on('GET /api/questions/public', {
      body: [
        aQuestion({
          id: 'q-old',
          text: 'Will the Electoral Amendment Bill be signed by October',
          date: '2026-09-30T11:00:00.000Z',
          isResolved: true,
          correctOptionId: 'yes',
          resolutionSummary: 'The President signed it on 12 October.',
          resolutionProofUrl: 'https://www.gov.za/news',
          results: [
            { optionId: 'yes', optionText: 'Yes', count: 2 },
            { optionId: 'no', optionText: 'No', count: 1 },
          ],
          totalVotes: 3,
          commentCount: 1,
        }),
      ],
    });
    renderApp(server, '/');

    const card = await screen.findByRole('article', { name: 'Will the Electoral Amendment Bill be signed by October?' });
    expect(within(card).getByText('Resolved')).toBeDefined();
    expect(within(card).getByText('30 September 2026')).toBeDefined();
    expect(within(card).getByText(/3 predictions · 1 comment/)).toBeDefined();
    const bars = within(card).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['Yes: 67%', 'No: 33%']);
    expect(within(card).getByText('The President signed it on 12 October.')).toBeDefined();
    expect(within(card).getByRole('link', { name: 'View proof/source' }).getAttribute('href')).toBe('https://www.gov.za/news');
    // The way the Verify page tells a visitor to take, from the card that shows the outcome.
    const history = within(card).getByRole('link', { name: 'How this question was decided: Will the Electoral Amendment Bill be signed by October' });
    expect(history.getAttribute('href')).toBe('/questions/q-old/history');
  });

  it('says of each question still without a result whether it awaits one or has not opened yet', async () => {
    const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    server.on('GET /api/questions/public', {
      body: [
        aQuestion({ id: 'q-next', text: 'Will the by-election be called', date: daysFromNow(3) }),
        aQuestion({ id: 'q-past', text: 'Will turnout pass 60%', date: daysFromNow(-2) }),
      ],
    });
    renderApp(server, '/');

    const upcoming = await screen.findByRole('article', { name: 'Will the by-election be called?' });
    expect(within(upcoming).getByText('Upcoming')).toBeDefined();
    // Nobody can predict it yet: the day it opens, not "0 predictions" and bars at 0%.
    expect(within(upcoming).getByText(`Opens for predictions on ${formatLongDate(daysFromNow(3))}.`)).toBeDefined();
    expect(within(upcoming).queryByText(/predictions ·/)).toBeNull();
    expect(within(upcoming).queryAllByRole('progressbar')).toHaveLength(0);
    const past = screen.getByRole('article', { name: 'Will turnout pass 60%?' });
    expect(within(past).getByText('Awaiting result')).toBeDefined();
    expect(within(past).getAllByRole('progressbar')).toHaveLength(2);
    expect(within(past).queryByText(/Opens for predictions/)).toBeNull();
    expect(within(past).queryByText('Resolved')).toBeNull();
  });

  it("shows the latest 3 comments of a question and the prompt to join for all of them", async () => {
    server.on('GET /api/questions/public', { body: [aQuestion({ id: 'q-old', text: 'Will turnout pass 60%', commentCount: 5 })] });
    const comment = (n: number) => ({
      id: `c-${n}`,
      userId: `user-${n}`,
      content: `Comment number ${n}`,
      imageUrl: null,
      createdAt: new Date(Date.now() - (6 - n) * 3_600_000).toISOString(),
      user: { id: `user-${n}`, name: `Voter ${n}`, username: `voter${n}` },
    });
    server.on('GET /api/comments/public', { body: { 'q-old': [1, 2, 3, 4, 5].map(comment) } });
    const user = userEvent.setup();
    renderApp(server, '/');

    const card = await screen.findByRole('article', { name: 'Will turnout pass 60%?' });
    const discussion = await within(card).findByRole('region', { name: 'Public discussion' });
    expect(within(discussion).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Voter 3 3h agoComment number 3',
      'Voter 4 2h agoComment number 4',
      'Voter 5 1h agoComment number 5',
    ]);
    await user.click(within(card).getByRole('button', { name: 'Join to see all 5 comments' }));
    expect(await screen.findByRole('dialog', { name: 'Join IEC Bets' })).toBeDefined();
  });

  it("shows today's question once, with its split so far and its comments, though the public list holds it too", async () => {
    const today = aQuestion({
      results: [
        { optionId: 'yes', optionText: 'Yes', count: 3 },
        { optionId: 'no', optionText: 'No', count: 1 },
      ],
      totalVotes: 4,
      commentCount: 1,
    });
    server.on('GET /api/questions/today', { body: [today] });
    server.on('GET /api/questions/public', { body: [today, aQuestion({ id: 'q-old', text: 'Will turnout pass 60%' })] });
    server.on('GET /api/comments/public', {
      body: {
        'q-1': [{ id: 'c-1', userId: 'u-1', content: 'Ramaphosa will hold it together.', imageUrl: null, createdAt: new Date().toISOString(), user: { id: 'u-1', name: 'Thandi', username: 'thandi' } }],
      },
    });
    renderApp(server, '/');

    expect(await screen.findAllByText('Will the GNU survive until the end of 2026?')).toHaveLength(1);
    const teaser = screen.getByRole('region', { name: 'Will the GNU survive until the end of 2026?' });
    expect(within(teaser).getByText('So far: 4 predictions')).toBeDefined();
    expect(within(teaser).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(['Yes: 75%', 'No: 25%']);
    expect(within(teaser).getByText('Ramaphosa will hold it together.')).toBeDefined();
    // Its one comment is on show: there is nothing more to join for.
    expect(within(teaser).queryByRole('button', { name: /Join to see all/ })).toBeNull();
    // The archive renders a moment after the question, in a render of its own.
    expect(await screen.findByRole('article', { name: 'Will turnout pass 60%?' })).toBeDefined();
  });

  it("shows each of today's open questions once, the second as well as the first, with YES and NO that open the dialog", async () => {
    const first = aQuestion();
    const second = aQuestion({ id: 'q-2', text: 'Will the Western Cape turnout pass 70%?' });
    server.on('GET /api/questions/today', { body: [first, second] });
    server.on('GET /api/questions/public', { body: [first, second, aQuestion({ id: 'q-old', text: 'Will turnout pass 60%' })] });
    const user = userEvent.setup();
    renderApp(server, '/');

    const firstTeaser = await screen.findByRole('region', { name: 'Will the GNU survive until the end of 2026?' });
    const secondTeaser = screen.getByRole('region', { name: 'Will the Western Cape turnout pass 70%?' });
    expect(firstTeaser.compareDocumentPosition(secondTeaser) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Once each: neither comes again in the archive of earlier questions, which holds the old one.
    expect(await screen.findByRole('article', { name: 'Will turnout pass 60%?' })).toBeDefined();
    expect(screen.getAllByText('Will the Western Cape turnout pass 70%?')).toHaveLength(1);
    await user.click(within(secondTeaser).getByRole('button', { name: 'NO' }));
    expect(await screen.findByRole('dialog', { name: 'Join IEC Bets' })).toBeDefined();
  });

  it('offers Create Account at the top of the page, before the question, and the newsletter right after the question', async () => {
    server.on('GET /api/questions/public', { body: [aQuestion({ id: 'q-old', text: 'Will turnout pass 60%' })] });
    const user = userEvent.setup();
    renderApp(server, '/');

    const question = await screen.findByRole('heading', { name: 'Will the GNU survive until the end of 2026?' });
    const [first] = screen.getAllByRole('button', { name: 'Create Account' });
    expect(first!.compareDocumentPosition(question) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const newsletter = await screen.findByRole('heading', { name: 'Get the daily question by email' });
    expect(question.compareDocumentPosition(newsletter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Right after it: before the archive of earlier questions, not at the foot of the page.
    const archived = await screen.findByRole('article', { name: 'Will turnout pass 60%?' });
    expect(newsletter.compareDocumentPosition(archived) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(first!);
    expect(await screen.findByRole('dialog', { name: 'Join IEC Bets' })).toBeDefined();
  });

  it('invites the visitor to alerts without promising a channel the server may not offer', async () => {
    renderApp(server, '/');

    const alerts = (await screen.findByRole('heading', { name: 'Never miss a question' })).closest('section')!;
    expect(alerts.textContent).toContain('your settings show the notifications this site can send you');
    expect(alerts.textContent).not.toMatch(/email|WhatsApp|browser notification/i);
  });

  it("tells the visitor when there is no question today and no archive yet", async () => {
    server.on('GET /api/questions/today', { body: [] });
    renderApp(server, '/');

    expect(await screen.findByRole('heading', { name: 'No Questions Today' })).toBeDefined();
    expect(await screen.findByText('No election questions available yet. Check back soon!')).toBeDefined();
  });

  it('shows the archive without comments when the comments cannot be read', async () => {
    server.on('GET /api/questions/public', { body: [aQuestion({ id: 'q-0', text: 'Did turnout pass 60%' })] });
    server.on('GET /api/comments/public', errorReply(503, 'The read side is starting'));
    renderApp(server, '/');

    expect(await screen.findByRole('article', { name: 'Did turnout pass 60%?' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Get the daily question by email' })).toBeDefined();
  });

  it("asks for an email address, then says 'You're subscribed!'", async () => {
    server.on('POST /api/newsletter/subscribe', {
      status: 201,
      body: { subscribed: true, email: 'thandi@example.co.za', message: "You're subscribed!" },
    });
    const user = userEvent.setup();
    renderApp(server, '/');
    // The card is found anew each time: the form's code takes it over once it has loaded.
    const card = () => screen.getByRole('region', { name: 'Get the daily question by email' });
    await screen.findByRole('heading', { name: 'Get the daily question by email' });

    // Pressed before the form's code is in: the press still counts, once it has loaded.
    await user.click(within(card()).getByRole('button', { name: 'Subscribe' }));
    const form = await waitFor(() => {
      expect(within(card()).getByRole('alert').textContent).toBe('Please enter your email address');
      return card();
    });
    const email = within(form).getByLabelText('Email address');
    // Where the address is asked for: what it is used for, and where the notice says how to leave the list.
    expect(within(form).getByText(/Used only to send you this email/).textContent).toBe(
      'Used only to send you this email. The privacy notice says how to leave the list.',
    );
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(within(form).getByRole('alert').id);
    expect(document.activeElement).toBe(email);

    await user.type(within(form).getByLabelText('Email address'), '  Thandi@Example.co.za ');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));

    const subscribed = await within(form).findByText("You're subscribed!");
    // The form, and the button pressed, are gone: the keyboard goes on from what replaced them.
    expect(document.activeElement).toBe(subscribed);
    // Nothing is sent until the address is confirmed: said under it, and read out with it.
    const nextStep = within(form).getByText(CONFIRM_FROM_YOUR_INBOX);
    expect(subscribed.getAttribute('aria-describedby')).toBe(nextStep.id);
    expect(within(form).getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');
    expect(server.requests.find((request) => request.path === '/api/newsletter/subscribe')?.body).toEqual({
      email: 'thandi@example.co.za',
      name: null,
      source: 'landing_page',
    });
  });

  it("says 'Subscription failed' with the server's reason", async () => {
    server.on('POST /api/newsletter/subscribe', errorReply(429, 'Too many sign-ups from this address, try again in an hour'));
    const user = userEvent.setup();
    renderApp(server, '/');

    await user.type(await screen.findByLabelText('Email address'), 'thandi@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const toast = await screen.findByText('Subscription failed');
    expect(toast.parentElement?.textContent).toContain('Too many sign-ups from this address, try again in an hour');
    // Typed as the form's code took the card over: nothing of the address was lost on the way.
    expect(server.requests.find((request) => request.path === '/api/newsletter/subscribe')?.body).toMatchObject({ email: 'thandi@example.co.za' });
    expect(screen.queryByText("You're subscribed!")).toBeNull();
  });

  it('says so when this server sends no email, and so has no newsletter to subscribe to', async () => {
    server.on('POST /api/newsletter/subscribe', errorReply(503, NEWSLETTER_NOT_SET_UP));
    const user = userEvent.setup();
    renderApp(server, '/');

    await user.type(await screen.findByLabelText('Email address'), 'thandi@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const toast = await screen.findByText('Subscription failed');
    expect(toast.parentElement?.textContent).toContain(NEWSLETTER_NOT_SET_UP);
    expect(screen.queryByText("You're subscribed!")).toBeNull();
    expect(screen.queryByText(CONFIRM_FROM_YOUR_INBOX)).toBeNull();
    // What was typed stays, to send again once the server can.
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('thandi@example.co.za');
  });
});
