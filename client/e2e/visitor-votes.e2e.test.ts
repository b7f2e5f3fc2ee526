import { IMAGE_TOO_LARGE, NEWSLETTER_NOT_SET_UP } from '@iec-bets/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { newPhonePage } from './support/browser.js';
import { signUpAdminOverHttp } from './support/http-accounts.js';
import { publishQuestion, resolveQuestion } from './support/http-questions.js';
import type { HttpUser } from './support/http-user.js';
import { joinDialog, logInThroughDialog, submitLogIn, submitSignUp } from './support/join-dialog.js';
import { openFromMoreMenu } from './support/more-menu.js';
import { minutesAgoToday } from './support/south-african-day.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * A visitor finds today's question on the landing page, signs up, votes and sees the nation's results, in Debian
 * Chromium against `iec-bets start` on a fresh DATA_DIR. Every screen passes axe-core without a serious or critical
 * violation and is photographed at 390x844.
 */
describe('a visitor signs up, votes and sees the results', () => {
  const stage = useFreshServerAndBrowser();
  let page: Page;
  let admin: HttpUser;
  let earlier: string;
  const editor = { username: 'editor', password: 'editor password', name: 'The Editor' };
  const today = 'Will load-shedding stay suspended all week';
  /** The results of today's open question, among the day's (the question decided earlier today has its own). */
  const todaysResults = () => page.getByRole('region', { name: /^Day \d+ Results$/ }).filter({ hasText: today });

  beforeAll(async () => {
    // An admin, made with the command line, publishes a question already resolved and today's question.
    admin = (await signUpAdminOverHttp(stage, editor)).user;
    earlier = await publishQuestion(admin, {
      text: 'Will the IEC announce the by-election date before Friday',
      context: 'Three municipal seats are vacant.',
      date: minutesAgoToday(1, 1),
    });
    await admin.call('POST', '/api/answers', { questionId: earlier, optionId: 'yes' });
    await admin.call('POST', `/api/questions/${earlier}/comments`, { content: 'The IEC always announces on a Thursday.' });
    await resolveQuestion(admin, earlier, {
      correct: 'yes',
      summary: 'The IEC announced it on Thursday.',
      proofUrl: 'https://www.elections.org.za/',
    });
    await publishQuestion(admin, { text: today, context: 'Eskom has kept the lights on for 30 days.' });
    await admin.call('GET', '/api/questions/today');

    page = await newPhonePage(stage.browser);
  });

  it("shows the visitor today's question and the public archive", async () => {
    await page.goto(stage.url);

    await page.getByRole('heading', { level: 2, name: `${today}?` }).waitFor();
    const archived = page.getByRole('article', { name: 'Will the IEC announce the by-election date before Friday?' });
    await archived.getByText('Resolved').waitFor();
    expect(await archived.getByRole('progressbar', { name: 'Yes: 100%' }).count()).toBe(1);
    expect(await archived.getByRole('link', { name: 'View proof/source' }).getAttribute('href')).toBe('https://www.elections.org.za/');
    await archived.getByText('The IEC always announces on a Thursday.').waitFor();
    // Its one comment is on show, so there is nothing more to join for.
    expect(await archived.getByRole('button', { name: /Join to see all/ }).count()).toBe(0);
    // The service worker that shows push notifications is installed from /sw.js.
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${stage.url}/sw.js`);
    await expectAccessible(page, '01-landing', { fullPage: true });
  });

  it('checks the address on the newsletter card, and says the newsletter is not set up on a server that sends no email', async () => {
    const newsletter = page.getByRole('region', { name: 'Get the daily question by email' });
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.getByText('Please enter your email address', { exact: true }).waitFor();

    await newsletter.getByLabel('Email address').fill('naledi at example');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.getByText('Please enter a valid email address, for example name@example.co.za', { exact: true }).waitFor();
    await expectAccessible(page, '01b-newsletter-invalid');

    // This server has no SMTP_URL: it could never send the link to confirm the address, nor the daily question.
    await newsletter.getByLabel('Email address').fill('naledi@example.co.za');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscription failed', { exact: true }).waitFor();
    await page.getByText(NEWSLETTER_NOT_SET_UP, { exact: true }).waitFor();
    expect(await newsletter.getByText("You're subscribed!").count()).toBe(0);
    expect(await newsletter.getByLabel('Email address').inputValue()).toBe('naledi@example.co.za');
    expect(await admin.call<unknown[]>('GET', '/api/admin/newsletter-subscribers')).toEqual([]);
    // Out of the way of the next step's toasts.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText('Subscription failed', { exact: true }).waitFor({ state: 'detached' });
  });

  it('opens the sign-up dialog from YES and checks the required fields', async () => {
    await page.getByRole('button', { name: 'YES' }).click();
    const dialog = joinDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByText('Please fill in all required fields').waitFor();
    await expectAccessible(page, '02-sign-up-dialog');

    await submitLogIn(dialog, { username: 'nobody', password: 'not a password' });
    await page.getByText('Login Failed', { exact: true }).waitFor();
    // Said in the toast, and kept in the form after the toast has gone.
    await dialog.getByText('Invalid username or password', { exact: true }).waitFor();
    // The toast's close takes a press over the open dialog (whose page takes none), and leaves the dialog open.
    await page.getByRole('button', { name: 'Dismiss' }).click({ timeout: 2_000 });
    await page.getByText('Login Failed', { exact: true }).waitFor({ state: 'detached', timeout: 2_000 });
    await dialog.getByText('Invalid username or password', { exact: true }).waitFor({ timeout: 100 });
    await expectAccessible(page, '03-login-failed');
  });

  it('signs up and lands on the daily question', async () => {
    const dialog = joinDialog(page);
    await submitSignUp(dialog, { username: 'naledi', password: 'a good password', name: 'Naledi Khumalo' });

    await page.getByText('Account created successfully.', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: /^Day \d+ question: / });
    await card.getByRole('heading', { name: `${today}?` }).waitFor();
    await card.getByText('One answer per day').waitFor();
    // The YES that opened the dialog, a test ago, waits picked: one tap from submitting.
    await card.getByRole('button', { name: 'YES', pressed: true }).waitFor();
    await card.getByText('You picked YES before signing in: submit it to make it count.').waitFor();
    // The YES went with the landing page: the keyboard goes on from the submit of the pick, not from the page's start.
    const submit = card.getByRole('button', { name: '[ SUBMIT PREDICTION ]' });
    await expect.poll(() => submit.evaluate((element) => element === document.activeElement), { timeout: 10_000 }).toBe(true);
    // Through a reload too: the server's picture of the screen knows nothing of the pick, and the app shows it.
    const errors: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    const onPageError = (error: Error) => errors.push(error.message);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    await page.reload();
    await card.getByRole('button', { name: 'YES', pressed: true }).waitFor();
    await card.getByText('You picked YES before signing in: submit it to make it count.').waitFor();
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    expect(errors).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('link', { name: /Admin/ }).count()).toBe(0);
    await expectAccessible(page, '04-daily-question');
  });

  it('votes, sees Vote Recorded, then the results 3 s later', async () => {
    await page.getByRole('button', { name: /^NO/ }).click();
    await expectAccessible(page, '05-option-picked');
    await page.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();

    await page.getByRole('heading', { name: 'Vote Recorded!' }).waitFor();
    await page.getByText('Results will appear in a few seconds...').waitFor();
    await expectAccessible(page, '06-vote-recorded');

    // Today's results, above those of the question decided earlier today, which the day's screens keep too.
    const results = todaysResults();
    await results.getByRole('heading', { name: /^Day \d+ Results$/ }).waitFor({ timeout: 10_000 });
    await results.getByText('1 South African voted').waitFor();
    expect(await results.getByRole('progressbar', { name: 'No: 100%' }).count()).toBe(1);
    await results.getByText('No friends have answered yet').waitFor();
    await page.getByRole('region', { name: /^Day \d+ Results$/ }).filter({ hasText: 'Will the IEC announce the by-election date before Friday' }).getByText('Answer: Yes').waitFor();
    await expectAccessible(page, '07-results');
  });

  it('discusses the question under its results: posts a comment, then deletes it', async () => {
    const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
    await discussion.getByText('No comments yet. Start the discussion!').waitFor();
    await discussion.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Please write something or add an image', { exact: true }).waitFor();

    await discussion.getByLabel('Your comment').fill('Stage 0 for a week would be a first since 2022.');
    await discussion.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Comment added!', { exact: true }).waitFor();
    await discussion.getByText('Stage 0 for a week would be a first since 2022.').waitFor();
    await expectAccessible(page, '07b-results-discussion', { fullPage: true });

    await discussion.getByRole('button', { name: 'Delete your comment' }).click();
    await page.getByRole('alertdialog', { name: 'Delete your comment?' }).getByRole('button', { name: 'Delete Comment' }).click();
    await page.getByText('Comment deleted', { exact: true }).waitFor();
    await discussion.getByText('No comments yet. Start the discussion!').waitFor();
  });

  it('shares an image in the discussion, refuses one over 5MB or not an image, and deletes it', async () => {
    const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
    const picker = discussion.getByLabel('Add an image (optional, up to 5MB)');

    await picker.setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
    await page.getByText('Please select an image smaller than 5MB', { exact: true }).waitFor();

    // A file that only claims to be a picture: the server reads its bytes and says no, and nothing is posted.
    await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
    await discussion.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Failed to post comment', { exact: true }).waitFor();
    await discussion.getByText('No comments yet. Start the discussion!').waitFor();

    // A real picture: a corner of this very page, as Chromium renders it. It goes as the file itself, in a
    // multipart form, not as a data URL a third larger.
    const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 60 } });
    await picker.setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: picture });
    const posting = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/comments'));
    await discussion.getByRole('button', { name: 'Post Comment' }).click();
    const sent = await posting;
    expect(await sent.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // The file and a few hundred bytes of form around it: less than the picture's base64 alone would be.
    expect((await sent.sizes()).requestBodySize).toBeLessThan(Math.ceil(picture.length / 3) * 4);
    const { imageUrl } = (await (await sent.response())!.json()) as { imageUrl: string };
    expect(Buffer.from(await (await fetch(`${stage.url}${imageUrl}`)).arrayBuffer()).equals(picture)).toBe(true);
    await page.getByText('Comment added!', { exact: true }).waitFor();
    const image = discussion.getByRole('img', { name: 'Image shared by Naledi Khumalo' });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    await expectAccessible(page, '07c-results-discussion-image', { fullPage: true });

    await discussion.getByRole('button', { name: 'Delete your comment' }).click();
    await page.getByRole('alertdialog', { name: 'Delete your comment?' }).getByRole('button', { name: 'Delete Comment' }).click();
    await page.getByText('Comment deleted', { exact: true }).waitFor();
    await expect.poll(() => image.count()).toBe(0);
  });

  it('reads in the browser, every time, the 413 of a comment image too large for the server, with its message', async () => {
    // What a browser does with a body the server refuses half way: it must still read the answer, not a reset. The
    // JSON form with a data URL, kept for existing clients, and the multipart form the page sends, with an 8MB file.
    const answers = await page.evaluate(async (url) => {
      const asJson = () => ({
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: '', imageUrl: `data:image/png;base64,${'A'.repeat(9 * 1024 * 1024)}` }),
      });
      const asForm = () => {
        const body = new FormData();
        body.append('content', 'a huge poster');
        body.append('image', new File([new Uint8Array(8 * 1024 * 1024)], 'poster.png', { type: 'image/png' }));
        return { body };
      };
      const results: string[] = [];
      for (const request of [asJson, asJson, asJson, asForm, asForm, asForm]) {
        try {
          const response = await fetch(url, { method: 'POST', ...request() });
          results.push(`${response.status} ${((await response.json()) as { error: string }).error}`);
        } catch (error) {
          results.push(`network error: ${String(error)}`);
        }
      }
      return results;
    }, `/api/questions/${earlier}/comments`);
    expect(answers).toEqual(Array.from({ length: 6 }, () => `413 ${IMAGE_TOO_LARGE}`));
  });

  it('keeps showing the results, also on /vote and after a reload', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Vote/ }).click();
    // Today's open question and the one decided earlier today.
    await page.getByRole('heading', { level: 1, name: "Today's Questions (2)" }).waitFor();
    await todaysResults().getByText('1 South African voted').waitFor();
    await expectAccessible(page, '08-vote-page', { fullPage: true });

    await page.reload();
    // The words alone could be the server's picture of the screen, where no button counts: the app's own heading first.
    await page.getByRole('heading', { level: 1, name: "Today's Questions (2)" }).waitFor();
    await todaysResults().getByText('1 South African voted').waitFor();
    expect(await page.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).count()).toBe(0);
  });

  it('shows a question the admin publishes while the page is open, without a reload', async () => {
    await publishQuestion(admin, { text: 'Will the Reserve Bank cut rates on Thursday', context: null });

    // Well before the 60 s poll of today's questions: the /ws message brought it.
    await page.getByRole('heading', { level: 1, name: "Today's Questions (3)" }).waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: 'Will the Reserve Bank cut rates on Thursday?' }).waitFor();
  });

  it('shows a question published after the page was read and before its live feed connected, once it connects', async () => {
    // A second tab whose feed is held before it reaches the server: a slow network, a phone waking up.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const late = await page.context().newPage();
    await late.routeWebSocket(/\/ws$/, async (socket) => {
      await held;
      socket.connectToServer();
    });
    await late.goto(`${stage.url}/vote`);
    await late.getByRole('heading', { level: 1, name: "Today's Questions (3)" }).waitFor();

    await publishQuestion(admin, { text: 'Will Parliament pass the budget vote this week', context: null });
    // The first tab hears it: the message has gone out, while the second tab's feed was not there to hear it.
    await page.getByRole('heading', { level: 1, name: "Today's Questions (4)" }).waitFor({ timeout: 10_000 });
    release();

    // Its feed's first word says a message went by after the page was read, and the tab reads again: well before the
    // 60 s poll.
    await late.getByRole('heading', { level: 1, name: "Today's Questions (4)" }).waitFor({ timeout: 10_000 });
    await late.getByRole('heading', { name: 'Will Parliament pass the budget vote this week?' }).waitFor();
    await late.close();
  });

  it("shows '404 Page Not Found' on an unknown path", async () => {
    await page.goto(`${stage.url}/no-such-page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expectAccessible(page, '09-not-found');
  });

  it("logs out from the profile with the 'Logged Out' toast", async () => {
    await page.goto(`${stage.url}/profile`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('You have been successfully logged out.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Join', exact: true }).waitFor();
    await expectAccessible(page, '10-logged-out');
  });

  it('gives the admin the /newadmin entry', async () => {
    await logInThroughDialog(page, editor);

    // An admin's seven items do not fit a phone's bar: Admin waits under More.
    await openFromMoreMenu(page, /Admin/, page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
    await expectAccessible(page, '11-admin-entry');
  });
});
