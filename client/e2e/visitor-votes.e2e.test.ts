import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, PHONE, screenshot, seriousAccessibilityViolations } from './support/browser.js';
import { HttpUser } from './support/http-user.js';
import { type RunningServer, runCli, startServer } from './support/server.js';

/**
 * A visitor finds today's question on the landing page, signs up, votes and sees the nation's results, in Debian
 * Chromium against `iec-bets start` on a fresh DATA_DIR. Every screen passes axe-core without a serious or critical
 * violation and is photographed at 390x844.
 */
describe('a visitor signs up, votes and sees the results', () => {
  let dataDir: string;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let admin: HttpUser;
  const today = 'Will load-shedding stay suspended all week';

  async function expectAccessible(name: string, options: { fullPage?: boolean } = {}) {
    await screenshot(page, name, options);
    expect(await seriousAccessibilityViolations(page), name).toEqual([]);
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-e2e-'));
    server = await startServer(dataDir);

    // An admin, made with the command line, publishes a question already resolved and today's question.
    admin = new HttpUser(server.url);
    await admin.call('POST', '/api/auth/signup', { username: 'editor', password: 'editor password', name: 'The Editor' });
    await runCli(['grant-admin', 'editor'], dataDir);
    const earlier = await admin.call<{ id: string }>('POST', '/api/admin/questions', {
      text: 'Will the IEC announce the by-election date before Friday',
      context: 'Three municipal seats are vacant.',
      date: new Date(Date.now() - 60_000).toISOString(),
      options: [
        { id: 'yes', text: 'Yes' },
        { id: 'no', text: 'No' },
      ],
    });
    await admin.call('POST', `/api/admin/questions/${earlier.id}/publish`);
    await admin.call('POST', '/api/answers', { questionId: earlier.id, optionId: 'yes' });
    await admin.call('POST', `/api/questions/${earlier.id}/comments`, { content: 'The IEC always announces on a Thursday.' });
    await admin.call('PUT', `/api/admin/questions/${earlier.id}/resolve`, {
      correctOptionId: 'yes',
      resolutionSummary: 'The IEC announced it on Thursday.',
      resolutionProofUrl: 'https://www.elections.org.za/',
    });
    const question = await admin.call<{ id: string }>('POST', '/api/admin/questions', {
      text: today,
      context: 'Eskom has kept the lights on for 30 days.',
      date: new Date().toISOString(),
      options: [
        { id: 'yes', text: 'Yes' },
        { id: 'no', text: 'No' },
      ],
    });
    await admin.call('POST', `/api/admin/questions/${question.id}/publish`);
    await admin.call('GET', '/api/questions/today');

    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: PHONE, locale: 'en-ZA' })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the visitor today's question and the public archive", async () => {
    await page.goto(server.url);

    await page.getByRole('heading', { level: 2, name: `${today}?` }).waitFor();
    const archived = page.getByRole('article', { name: 'Will the IEC announce the by-election date before Friday?' });
    await archived.getByText('Resolved').waitFor();
    expect(await archived.getByRole('progressbar', { name: 'Yes: 100%' }).count()).toBe(1);
    expect(await archived.getByRole('link', { name: 'View proof/source' }).getAttribute('href')).toBe('https://www.elections.org.za/');
    await archived.getByText('The IEC always announces on a Thursday.').waitFor();
    await archived.getByRole('button', { name: 'Join to see all 1 comment' }).waitFor();
    // The service worker that shows push notifications is installed from /sw.js.
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${server.url}/sw.js`);
    await expectAccessible('01-landing', { fullPage: true });
  });

  it('opens the sign-up dialog from YES and checks the required fields', async () => {
    await page.getByRole('button', { name: 'YES' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join IEC Bets' });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByText('Please fill in all required fields').waitFor();
    await expectAccessible('02-sign-up-dialog');

    await dialog.getByRole('tab', { name: 'Log In' }).click();
    await dialog.getByLabel('Username').fill('nobody');
    await dialog.getByLabel('Password').fill('not a password');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Login Failed', { exact: true }).waitFor();
    await page.getByText('Invalid username or password', { exact: true }).waitFor();
    await expectAccessible('03-login-failed');
  });

  it('signs up and lands on the daily question', async () => {
    const dialog = page.getByRole('dialog', { name: 'Join IEC Bets' });
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await dialog.getByLabel('Full name').fill('Naledi Khumalo');
    await dialog.getByLabel('Username').fill('naledi');
    await dialog.getByLabel('Password').fill('a good password');
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await page.getByText('Account created successfully.', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: /^Day \d+ question$/ });
    await card.getByRole('heading', { name: `${today}?` }).waitFor();
    await card.getByText('One answer per day').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('link', { name: /Admin/ }).count()).toBe(0);
    await expectAccessible('04-daily-question');
  });

  it('votes, sees Vote Recorded, then the results 3 s later', async () => {
    await page.getByRole('button', { name: /^NO/ }).click();
    await expectAccessible('05-option-picked');
    await page.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();

    await page.getByRole('heading', { name: 'Vote Recorded!' }).waitFor();
    await page.getByText('Results will appear in a few seconds...').waitFor();
    await expectAccessible('06-vote-recorded');

    await page.getByRole('heading', { name: /^Day \d+ Results$/ }).waitFor({ timeout: 10_000 });
    await page.getByText('1 South African voted').waitFor();
    expect(await page.getByRole('progressbar', { name: 'No: 100%' }).count()).toBe(1);
    await page.getByText('No friends have answered yet').waitFor();
    await expectAccessible('07-results');
  });

  it('discusses the question under its results: posts a comment, then deletes it', async () => {
    const discussion = page.getByRole('region', { name: 'Discussion' });
    await discussion.getByText('No comments yet. Start the discussion!').waitFor();
    await discussion.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Please write something or add an image', { exact: true }).waitFor();

    await discussion.getByLabel('Your comment').fill('Stage 0 for a week would be a first since 2022.');
    await discussion.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Comment added!', { exact: true }).waitFor();
    await discussion.getByText('Stage 0 for a week would be a first since 2022.').waitFor();
    await expectAccessible('07b-results-discussion', { fullPage: true });

    await discussion.getByRole('button', { name: 'Delete your comment' }).click();
    await page.getByText('Comment deleted', { exact: true }).waitFor();
    await discussion.getByText('No comments yet. Start the discussion!').waitFor();
  });

  it('shares an image in the discussion, refuses one over 5MB or not an image, and deletes it', async () => {
    const discussion = page.getByRole('region', { name: 'Discussion' });
    const picker = discussion.getByLabel('Add an image (optional, up to 5MB)');

    await picker.setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
    await page.getByText('Please select an image smaller than 5MB', { exact: true }).waitFor();

    // A file that only claims to be a picture: the server reads its bytes and says no, and nothing is posted.
    await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
    await discussion.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Failed to post comment', { exact: true }).waitFor();
    await discussion.getByText('No comments yet. Start the discussion!').waitFor();

    // A real picture: a corner of this very page, as Chromium renders it.
    const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 60 } });
    await picker.setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: picture });
    await discussion.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Comment added!', { exact: true }).waitFor();
    const image = discussion.getByRole('img', { name: 'Image shared by Naledi Khumalo' });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    await expectAccessible('07c-results-discussion-image', { fullPage: true });

    await discussion.getByRole('button', { name: 'Delete your comment' }).click();
    await page.getByText('Comment deleted', { exact: true }).waitFor();
    await expect.poll(() => image.count()).toBe(0);
  });

  it('keeps showing the results, also on /vote and after a reload', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Vote/ }).click();
    await page.getByRole('heading', { level: 1, name: "Today's Questions (1)" }).waitFor();
    await page.getByText('1 South African voted').waitFor();
    await expectAccessible('08-vote-page', { fullPage: true });

    await page.reload();
    await page.getByText('1 South African voted').waitFor();
    expect(await page.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).count()).toBe(0);
  });

  it('shows a question the admin publishes while the page is open, without a reload', async () => {
    const question = await admin.call<{ id: string }>('POST', '/api/admin/questions', {
      text: 'Will the Reserve Bank cut rates on Thursday',
      context: null,
      date: new Date().toISOString(),
      options: [
        { id: 'yes', text: 'Yes' },
        { id: 'no', text: 'No' },
      ],
    });
    await admin.call('POST', `/api/admin/questions/${question.id}/publish`);

    // Well before the 60 s poll of today's questions: the /ws message brought it.
    await page.getByRole('heading', { level: 1, name: "Today's Questions (2)" }).waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: 'Will the Reserve Bank cut rates on Thursday?' }).waitFor();
  });

  it("shows '404 Page Not Found' on an unknown path", async () => {
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expectAccessible('09-not-found');
  });

  it("logs out from the profile with the 'Logged Out' toast", async () => {
    await page.goto(`${server.url}/profile`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('You have been successfully logged out.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Join', exact: true }).waitFor();
    await expectAccessible('10-logged-out');
  });

  it('gives the admin the /newadmin entry', async () => {
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Join IEC Bets' });
    await dialog.getByRole('tab', { name: 'Log In' }).click();
    await dialog.getByLabel('Username').fill('editor');
    await dialog.getByLabel('Password').fill('editor password');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Welcome back!', { exact: true }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Admin/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await expectAccessible('11-admin-entry');
  });
});
