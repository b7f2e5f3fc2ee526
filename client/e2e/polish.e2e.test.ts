import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleAtEveryWidth, SCREEN_WIDTHS } from './support/accessibility.js';
import { newPhoneContext, screenshot } from './support/browser.js';
import { signUpAdminOverHttp } from './support/http-accounts.js';
import { createDraftQuestion, publishQuestion } from './support/http-questions.js';
import type { HttpUser } from './support/http-user.js';
import { joinDialog } from './support/join-dialog.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * The finishing touches of issue 14, in Debian Chromium against `iec-bets start` with neither mail nor WhatsApp
 * set up: alerts the server cannot deliver are not offered, Publish and Delete name the question, the discussion
 * brings one's own new comment into view, has an "Add image" button and confirms a delete, every route has its
 * own title, the sign-in dialog gives the focus back to YES, empty sign-up fields are marked, the sign-up's button
 * stays in reach on a short phone, and friend requests reach an open page and the navigation without a reload.
 */
describe('the finishing touches: honest alerts, named confirmations, discussion, titles, focus and live friends', () => {
  // The editor seeds a dozen comments at once, more than a person may post in a minute.
  const stage = useFreshServerAndBrowser({ RATE_LIMIT_COMMENTS_PER_MINUTE: '100' });
  let admin: HttpUser;
  let questionId: string;
  let naledi: Page;
  const today = 'Will the Electoral Court rule on the Mogale City by-election this week';
  const draft = 'Will the IEC open registration weekend in March';
  const doomed = 'Will turnout in Tshwane pass half this year';

  /** A player in a browser of their own, signed up over HTTP: the context keeps the session cookie. */
  async function playerContext(username: string, name: string): Promise<BrowserContext> {
    const context = await newPhoneContext(stage.browser);
    const response = await context.request.post(`${stage.url}/api/auth/signup`, { data: { username, password: `${username} password`, name } });
    expect(response.status(), await response.text()).toBe(201);
    return context;
  }

  beforeAll(async () => {
    admin = (await signUpAdminOverHttp(stage, { username: 'editor', password: 'editor password', name: 'The Editor' })).user;
    questionId = await publishQuestion(admin, { text: today, context: 'The court heard the application in January.' });
    await createDraftQuestion(admin, { text: draft, context: null });
    await createDraftQuestion(admin, { text: doomed, context: null });
    // Enough earlier comments that the discussion scrolls, the newest at the bottom.
    for (let index = 1; index <= 12; index++) {
      await admin.call('POST', `/api/questions/${questionId}/comments`, { content: `Earlier point number ${index} about the ruling.` });
    }
    await admin.call('GET', '/api/questions/today');
  });

  it("gives a visitor's focus back to YES when the sign-in dialog closes, and marks every empty required field", async () => {
    const page = await (await newPhoneContext(stage.browser)).newPage();
    await page.goto(stage.url);
    expect(await page.title()).toBe('IEC Bets');
    const yes = page.getByRole('button', { name: /^YES/ }).first();
    await yes.click();
    const dialog = joinDialog(page);
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The dialog gives the focus back as it unmounts, which a busy machine may see a frame after the dialog has gone.
    await expect.poll(() => yes.evaluate((button) => button === document.activeElement), { timeout: 2000 }).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await dialog.getByLabel(/Username/).fill('zanele');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    const fullName = dialog.getByLabel(/Full name/);
    const password = dialog.getByLabel(/^Password/);
    // The form checks itself a moment after the press: its message first, then what it marked.
    await dialog.getByText('Please fill in all required fields').waitFor();
    expect(await fullName.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(page, fullName)).toBe('Please fill in all required fields');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(page, password)).toBe('Required');
    expect(await dialog.getByLabel(/Username/).getAttribute('aria-invalid')).toBe('false');
    await expectAccessibleAtEveryWidth(page, 'polish-01-signup-required');

    // A refusal the server gives is told by a toast too, which leaves the dialog's heading in view, on a phone too.
    await fullName.fill('Another Editor');
    await dialog.getByLabel(/Username/).fill('editor');
    await password.fill('a long enough password');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    const toast = page.locator('.toast').filter({ hasText: 'Signup Failed' });
    for (const width of SCREEN_WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      const [toastBox, headingBox] = await Promise.all([toast.boundingBox(), dialog.getByRole('heading', { name: 'Join IEC Bets' }).boundingBox()]);
      expect(toastBox!.y + toastBox!.height, `the toast's foot at ${width} px`).toBeLessThanOrEqual(headingBox!.y);
      await screenshot(page, `polish-01-signup-taken-${width}`);
    }

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The dialog gives the focus back as it unmounts, which a busy machine may see a frame after the dialog has gone.
    await expect.poll(() => yes.evaluate((button) => button === document.activeElement), { timeout: 2000 }).toBe(true);
    await page.context().close();
  });

  it('keeps Create Account in reach on a short phone, with the fields scrolling above it', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true, locale: 'en-ZA' });
    const page = await context.newPage();
    await page.goto(stage.url);
    await page.getByRole('banner').getByRole('button', { name: 'Join' }).click();
    const dialog = joinDialog(page);
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    const create = dialog.getByRole('button', { name: 'Create Account' });
    /** Whether a press at the centre of `locator` reaches it, in sight and not covered. */
    const pressable = (locator: Locator) =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.bottom <= window.innerHeight && hit !== null && element.contains(hit);
      });

    for (const [width, height] of [[320, 568], [375, 667], [390, 740]] as const) {
      await page.setViewportSize({ width, height });
      expect(await pressable(create), `Create Account at ${width}x${height}`).toBe(true);
      await screenshot(page, `polish-01b-signup-short-${width}x${height}`);
    }

    // A field reached by the keyboard stops in sight, above the button's band, not behind it.
    await page.setViewportSize({ width: 320, height: 568 });
    const fullName = dialog.getByLabel(/Full name/);
    await fullName.fill('Zanele Khoza');
    for (let presses = 0; presses < 4; presses++) await page.keyboard.press('Tab');
    const phone = dialog.getByLabel(/^Phone number/);
    expect(await phone.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await pressable(phone)).toBe(true);
    await create.click();
    await dialog.getByText('Please fill in all required fields').waitFor();
    expect(await pressable(dialog.getByLabel(/Username/))).toBe(true);
    await context.close();
  });

  it('names every route in the document title', async () => {
    naledi = await (await playerContext('naledi', 'Naledi Khumalo')).newPage();
    const titles: [string, string][] = [
      ['/', 'Home · IEC Bets'],
      ['/leaderboard', 'Leaderboard · IEC Bets'],
      ['/friends', 'Friends · IEC Bets'],
      ['/profile', 'Profile · IEC Bets'],
      ['/notifications', 'Notification Settings · IEC Bets'],
      ['/scoring', 'How Scoring Works · IEC Bets'],
      ['/no-such-page', 'Page Not Found · IEC Bets'],
    ];
    for (const [path, title] of titles) {
      await naledi.goto(`${stage.url}${path}`);
      await expect.poll(() => naledi.title(), { message: path }).toBe(title);
    }
    // Moving inside the app, not only loading a page, renames it.
    await naledi.getByRole('link', { name: 'IEC Bets home' }).click();
    await expect.poll(() => naledi.title()).toBe('Home · IEC Bets');
  });

  it('does not offer email or WhatsApp alerts on a server that cannot send them, and says why', async () => {
    await naledi.goto(`${stage.url}/notifications`);
    await naledi.getByRole('heading', { level: 1, name: 'Notification Settings' }).waitFor();
    const email = naledi.getByRole('switch', { name: 'Enable email notifications' });
    const whatsapp = naledi.getByRole('switch', { name: 'Enable WhatsApp notifications' });
    await naledi.getByText('Email notifications are not set up on this server', { exact: true }).waitFor();
    await naledi.getByText('WhatsApp notifications are not set up on this server', { exact: true }).waitFor();
    expect(await email.isDisabled()).toBe(true);
    expect(await whatsapp.isDisabled()).toBe(true);
    expect(await email.isChecked()).toBe(false);
    await naledi.getByText('Email is not set up on this server, so there is no test email to send.').waitFor();
    expect(await naledi.getByRole('button', { name: 'Send Test Alert' }).isDisabled()).toBe(true);
    await expectAccessibleAtEveryWidth(naledi, 'polish-02-alerts-not-set-up');

    // The server refuses too, in plain words, whatever a page might send.
    const refused = await naledi.context().request.post(`${stage.url}/api/notifications/test`, { data: { test: true } });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Email is not set up on this server, so no test email can be sent', statusCode: 400 });

    // The profile's summary of the channels tells the same truth: neither "Enabled" nor "Disabled", but why not.
    await naledi.goto(`${stage.url}/profile`);
    await naledi.getByRole('tab', { name: 'Settings' }).click();
    const summary = naledi.getByRole('region', { name: 'Notifications' });
    await summary.getByText('Email notifications are not set up on this server', { exact: true }).waitFor();
    await summary.getByText('WhatsApp notifications are not set up on this server', { exact: true }).waitFor();
    const statuses = await summary
      .locator('dt')
      .evaluateAll((terms) => Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])));
    expect(statuses).toEqual({ 'Email notifications': 'Not available', 'Browser notifications': 'Disabled', 'WhatsApp notifications': 'Not available' });
    await expectAccessibleAtEveryWidth(naledi, 'polish-02-profile-alerts-not-set-up');
  });

  it("brings Naledi's own new comment into view, picks an image through a button, and confirms a delete", async () => {
    const answered = await naledi.context().request.post(`${stage.url}/api/answers`, { data: { questionId, optionId: 'yes' } });
    expect(answered.status(), await answered.text()).toBe(201);
    // Sent around the page, through the API, as from another tab: the page reads home at the log's head, but leaves a
    // read out when the projector is more than a moment behind, and the browser's own read of it would not wait.
    const projected = await naledi.context().request.get(`${stage.url}/api/health`, { headers: { 'x-min-position': answered.headers()['x-position']! } });
    expect(projected.status()).toBe(200);
    await naledi.goto(stage.url);
    const toggle = naledi.getByRole('button', { name: /^Discussion \(/ });
    const discussion = naledi.getByRole('region', { name: 'Discussion', exact: true });
    await Promise.race([toggle.waitFor(), discussion.waitFor()]);
    if (await toggle.isVisible()) await toggle.click();
    const list = discussion.getByRole('list', { name: 'Comments' });
    await list.getByText('Earlier point number 12 about the ruling.').waitFor();
    expect(await list.evaluate((element) => element.scrollTop)).toBe(0);

    const picker = discussion.getByLabel('Add an image (optional, up to 5MB)');
    await discussion.getByText('Add image', { exact: true }).waitFor();
    const picture = await naledi.screenshot({ clip: { x: 0, y: 0, width: 80, height: 40 } });
    await picker.setInputFiles({ name: 'court-notice.png', mimeType: 'image/png', buffer: picture });
    await discussion.getByText('court-notice.png', { exact: true }).waitFor();
    await expectAccessibleAtEveryWidth(naledi, 'polish-03-image-picked');
    await discussion.getByRole('button', { name: 'Remove image court-notice.png' }).click();
    await discussion.getByText('Optional, up to 5MB', { exact: true }).waitFor();
    expect(await picker.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    // The hidden picker is still the control a keyboard reaches, after the comment, and its button shows the focus.
    await discussion.getByLabel('Your comment').focus();
    await naledi.keyboard.press('Tab');
    expect(await picker.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await discussion.locator('.image-picker-button').evaluate((label) => getComputedStyle(label).outlineStyle)).toBe('solid');

    await discussion.getByLabel('Your comment').fill('The ruling should come before the end of the month.');
    await discussion.getByRole('button', { name: 'Post Comment' }).click();
    const mine = list.getByRole('listitem').filter({ hasText: 'The ruling should come before the end of the month.' });
    await mine.waitFor();
    await expect.poll(() => isWithinScrolledList(list, mine)).toBe(true);
    expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await expectAccessibleAtEveryWidth(naledi, 'polish-04-own-comment-in-view');

    await mine.getByRole('button', { name: 'Delete your comment' }).click();
    const confirm = naledi.getByRole('alertdialog', { name: 'Delete your comment?' });
    await confirm.getByText('“The ruling should come before the end of the month.” is removed for everyone.').waitFor();
    await expectAccessibleAtEveryWidth(naledi, 'polish-05-delete-comment-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await mine.waitFor();
    await mine.getByRole('button', { name: 'Delete your comment' }).click();
    await confirm.getByRole('button', { name: 'Delete Comment' }).click();
    await naledi.getByText('Comment deleted', { exact: true }).waitFor();
    await mine.waitFor({ state: 'detached' });
  });

  it('asks the admin to confirm Publish and Delete, naming the question each time', async () => {
    const adminPage = await newPhoneContext(stage.browser).then(async (context) => {
      const response = await context.request.post(`${stage.url}/api/auth/login`, { data: { username: 'editor', password: 'editor password' } });
      expect(response.status()).toBe(200);
      return context.newPage();
    });
    await adminPage.goto(`${stage.url}/admin`);
    await adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await expect.poll(() => adminPage.title()).toBe('Admin Dashboard · IEC Bets');

    await adminPage.getByRole('button', { name: `Publish: ${draft}` }).click();
    const publish = adminPage.getByRole('alertdialog', { name: 'Publish this question?' });
    await publish.getByText(`“${draft}?” goes live now, and everyone with notifications on is told about it.`).waitFor();
    await expectAccessibleAtEveryWidth(adminPage, 'polish-06-publish-confirm');
    await publish.getByRole('button', { name: 'Publish' }).click();
    // The toast claims only the alerts this server can deliver: it has no mail or WhatsApp settings.
    await adminPage.getByText('Alerts go out by browser notification only: email and WhatsApp are not set up on this server.', { exact: true }).waitFor();
    await adminPage.getByText('Question published!', { exact: true }).waitFor();
    await expectAccessibleAtEveryWidth(adminPage, 'polish-06-published');

    await adminPage.getByRole('button', { name: `Delete: ${doomed}` }).click();
    const remove = adminPage.getByRole('alertdialog', { name: 'Delete this question permanently?' });
    await remove.getByText(`“${doomed}?”, its answers and its comments are taken down for good; only their authors still see them, in their own data. This cannot be undone.`).waitFor();
    await expectAccessibleAtEveryWidth(adminPage, 'polish-07-delete-question-confirm');
    await remove.getByRole('button', { name: 'Delete Permanently' }).click();
    await adminPage.getByText('Question deleted permanently', { exact: true }).waitFor();
    await adminPage.context().close();
  });

  it("shows Naledi, on the Friends screen she has open, that Sipho accepted her request, and counts Sipho's requests on his Friends item", async () => {
    const siphoContext = await playerContext('sipho', 'Sipho Dlamini');
    const sipho = await siphoContext.newPage();
    await sipho.goto(`${stage.url}/leaderboard`);
    await sipho.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await friendsItemNamed(sipho, null).waitFor();

    await naledi.goto(`${stage.url}/friends`);
    await naledi.getByRole('tab', { name: 'Friends (0)' }).waitFor();
    const sent = await naledi.context().request.post(`${stage.url}/api/friendships`, { data: { friendUsername: 'sipho' } });
    expect(sent.status(), await sent.text()).toBe(201);
    await naledi.getByRole('tab', { name: 'Sent (1)' }).waitFor();

    // Sipho's open page learns of the request without a reload: his navigation counts it.
    await friendsItemNamed(sipho, '1 friend request').waitFor();
    await expectAccessibleAtEveryWidth(sipho, 'polish-08-friend-request-badge');

    await friendsItemNamed(sipho, '1 friend request').click();
    await sipho.getByRole('tab', { name: /^Requests/ }).click();
    await sipho.getByRole('button', { name: /^Accept/ }).click();
    await sipho.getByText('Friend Request Accepted', { exact: true }).waitFor();

    // Naledi did not reload: her screen shows her new friend and no request waiting.
    await naledi.getByRole('tab', { name: 'Friends (1)' }).waitFor();
    await naledi.getByRole('list', { name: 'My friends' }).getByText('Sipho Dlamini').waitFor();
    await naledi.getByRole('tab', { name: 'Sent (0)' }).waitFor();
    await expectAccessibleAtEveryWidth(naledi, 'polish-09-friend-accepted-live');
    await friendsItemNamed(sipho, null).waitFor();
    await siphoContext.close();
  });
});

/** The message a field names in its description as an alert, beside it. */
async function messageBeside(page: Page, field: Locator): Promise<string | null> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  for (const id of ids) {
    const described = page.locator(`[id="${id}"][role="alert"]`);
    if ((await described.count()) > 0) return described.innerText();
  }
  return null;
}

/** Whether `item` shows whole inside the visible part of the scrolling `list`. */
async function isWithinScrolledList(list: Locator, item: Locator): Promise<boolean> {
  const [outer, inner] = await Promise.all([list.boundingBox(), item.boundingBox()]);
  if (!outer || !inner) return false;
  return inner.y >= outer.y - 1 && inner.y + inner.height <= outer.y + outer.height + 1;
}

/**
 * The Friends item of the navigation, by its whole accessible name: "Friends" and what its count says, or nothing.
 * (Chromium may put a space between the label and the count's words, which are separate boxes.)
 */
function friendsItemNamed(page: Page, count: string | null): Locator {
  const name = count ? new RegExp(`^Friends\\s*, ${count}$`) : /^Friends$/;
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
}

