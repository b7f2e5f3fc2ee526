import { DELETED_USER_NAME, PASSWORD_NEEDED_TO_DELETE, WRONG_PASSWORD } from '@iec-bets/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/account.js';
import { expectAccessible, expectAccessibleWithinPhoneWidth } from './support/accessibility.js';
import { newPhonePage, screenshot } from './support/browser.js';
import { signUpAdminOverHttp } from './support/http-accounts.js';
import { publishQuestion } from './support/http-questions.js';
import { joinDialog, logInThroughDialog, signUpThroughDialog, submitLogIn } from './support/join-dialog.js';
import { useLocalMailServer } from './support/mailbox.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * POPIA's right to erasure, from the member's side, in Debian Chromium against `iec-bets start` on a fresh DATA_DIR:
 * a visitor reads the privacy notice from the sign-up form, joins, answers and comments, then deletes the account
 * from Profile → Settings with the password. They land signed out; another member sees the comment under "Deleted
 * user" and the answer still counted; the old credentials no longer open anything. Every screen passes axe-core and
 * is photographed at 390x844.
 */
describe('a member deletes their account', () => {
  // Mail goes out, as the newsletter needs (a server that sends none has no newsletter to erase anyone from).
  const mailing = useLocalMailServer();
  const stage = useFreshServerAndBrowser(mailing.env, { knowsItsOrigin: true });
  let page: Page;
  const editor: Account = { username: 'editor', password: 'editor password', name: 'The Editor' };
  const today = 'Will the Electoral Commission register a million new voters this year';
  const naledi: Account = { username: 'naledi', password: 'a good password', name: 'Naledi Khumalo' };
  const sipho: Account = { username: 'sipho', password: 'another good password', name: 'Sipho Dlamini' };
  const comment = 'Registration weekends always bring the young voters out.';

  beforeAll(async () => {
    const admin = (await signUpAdminOverHttp(stage, editor)).user;
    await publishQuestion(admin, { text: today, context: 'The last registration weekend added 500,000 voters.' });
    await admin.call('GET', '/api/questions/today');
    page = await newPhonePage(stage.browser);
  });

  /** Answers today's question with `option` and waits for the results, under which the discussion is. */
  async function answerToday(on: Page, option: 'YES' | 'NO'): Promise<Locator> {
    await on.getByRole('heading', { name: `${today}?` }).waitFor();
    await on.getByRole('button', { name: new RegExp(`^${option}`) }).click();
    await on.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();
    await on.getByRole('heading', { name: /^Day \d+ Results$/ }).waitFor({ timeout: 10_000 });
    return on.getByRole('region', { name: 'Discussion', exact: true });
  }

  async function openDeleteDialog(): Promise<Locator> {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Profile/ }).click();
    await page.getByRole('tab', { name: 'Settings' }).click();
    const yourData = page.getByRole('region', { name: 'Your data' });
    await yourData.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    return dialog;
  }

  it('reads the privacy notice from the sign-up form, then comes back to the form as it was left', async () => {
    await page.goto(stage.url);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    const dialog = joinDialog(page);
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await dialog.getByLabel('Full name').fill(naledi.name);
    await dialog.getByRole('link', { name: 'read our privacy notice' }).click();

    const notice = page.getByRole('article', { name: 'Privacy notice' });
    await notice.getByRole('heading', { name: 'How long we keep it' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy');
    expect(await dialog.count()).toBe(0);
    expect(await notice.innerText()).toContain('Information Regulator (South Africa)');
    // The contents lead to their sections, below the sticky header.
    await notice.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Your rights under POPIA' }).click();
    expect(new URL(page.url()).hash).toBe('#your-rights');
    await expectAccessibleWithinPhoneWidth(page, 'deletion-01-privacy-notice', { fullPage: true });

    await page.goBack();
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/');
    // Back where it was left, the dialog opens again with what was typed, at the link followed.
    await dialog.waitFor();
    expect(await dialog.getByLabel('Full name').inputValue()).toBe(naledi.name);
    await dialog.getByRole('link', { name: 'read our privacy notice' }).evaluate((link) => {
      if (document.activeElement !== link) throw new Error('The focus is not back on the link followed');
    });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 2, name: `${today}?` }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).waitFor();
  });

  it("signs up, answers today's question and comments on it", async () => {
    await signUpThroughDialog(page, naledi);
    const discussion = await answerToday(page, 'YES');
    await page.getByText('1 South African voted').waitFor();
    await discussion.getByLabel('Your comment').fill(comment);
    await discussion.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Comment added!', { exact: true }).waitFor();
    await discussion.getByText(comment).waitFor();
  });

  it('finds Delete my account in Settings, with what it does said before anything is done', async () => {
    const dialog = await openDeleteDialog();
    const effects = await dialog.getByRole('listitem').allInnerTexts();
    expect(effects).toEqual([
      'You are signed out on every device.',
      'Your name, email address and phone number are erased and cannot be recovered.',
      `Your comments, and your disputes of resolutions with their reasons, stay under the name “${DELETED_USER_NAME}”.`,
      'Your answers still count in the national results, without your name.',
    ]);
    await expectAccessibleWithinPhoneWidth(page, 'deletion-02-delete-dialog');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Your data' }).scrollIntoViewIfNeeded();
    await expectAccessibleWithinPhoneWidth(page, 'deletion-03-settings-your-data');
  });

  it('asks for the password, and says beside it when it is wrong', async () => {
    const dialog = await openDeleteDialog();
    const password = dialog.getByLabel('Enter your password to confirm');
    const confirm = dialog.getByRole('button', { name: 'Delete my account permanently' });

    await confirm.click();
    await dialog.getByText(PASSWORD_NEEDED_TO_DELETE, { exact: true }).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await password.fill('not my password');
    const refused = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await confirm.click();
    expect((await refused).status()).toBe(401);
    await dialog.getByText(WRONG_PASSWORD, { exact: true }).waitFor();
    expect(await password.getAttribute('aria-describedby')).toBe('delete-account-password-error');
    await expectAccessibleWithinPhoneWidth(page, 'deletion-04-wrong-password');
  });

  it('deletes the account with the password and lands signed out on the landing page', async () => {
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Enter your password to confirm').fill(naledi.password);
    await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();

    await page.getByText('Account deleted', { exact: true }).waitFor();
    await page.getByText('Your personal information has been erased.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Join', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    // The server has forgotten the session too, not only this page.
    expect(await (await page.request.get(`${stage.url}/api/auth/me`)).json()).toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectAccessible(page, 'deletion-05-deleted');
  });

  it('cannot log back in with the old username and password', async () => {
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await submitLogIn(joinDialog(page), naledi);
    await page.getByText('Login Failed', { exact: true }).waitFor();
    await joinDialog(page).getByText('Invalid username or password', { exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  });

  it('shows another member the comment under "Deleted user", and still counts the answer', async () => {
    const other = await newPhonePage(stage.browser);
    await other.goto(stage.url);
    await signUpThroughDialog(other, sipho);
    const discussion = await answerToday(other, 'NO');
    await other.getByText('2 South Africans voted').waitFor();
    const left = discussion.getByRole('listitem').filter({ hasText: comment });
    await left.getByText(DELETED_USER_NAME, { exact: true }).waitFor();
    expect(await left.innerText()).not.toContain(naledi.name);
    expect(await discussion.innerText()).not.toContain(naledi.name);
    await left.scrollIntoViewIfNeeded();
    await expectAccessible(other, 'deletion-06-comment-by-deleted-user');
  });

  it('takes a visitor off the newsletter list at their request: an admin finds the address and erases it', async () => {
    const subscribe = (email: string, name?: string) =>
      fetch(`${stage.url}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stage.url },
        body: JSON.stringify({ email, name, source: 'landing_page' }),
      });
    expect((await subscribe('zanele.leaving@example.org', 'Zanele Mthembu')).status).toBe(201);
    expect((await subscribe('stays.subscribed@example.org')).status).toBe(201);

    const admin = await newPhonePage(stage.browser);
    await admin.goto(stage.url);
    await logInThroughDialog(admin, editor);
    await admin.goto(`${stage.url}/newadmin`);
    await admin.getByRole('tab', { name: 'Users' }).click();
    const newsletter = admin.getByRole('region', { name: 'Newsletter' });
    await newsletter.getByRole('article', { name: 'stays.subscribed@example.org' }).waitFor();

    await newsletter.getByLabel('Find an address').fill('Zanele.Leaving@example.org');
    await newsletter.getByRole('button', { name: 'Find' }).click();
    await newsletter.getByText('Found zanele.leaving@example.org').waitFor();
    // Mailed a link to confirm, not yet opened: nothing more goes to the address until it is.
    await newsletter.getByRole('article', { name: 'zanele.leaving@example.org' }).getByText('Awaiting confirmation', { exact: true }).waitFor();
    await newsletter.scrollIntoViewIfNeeded();
    await expectAccessibleWithinPhoneWidth(admin, 'deletion-07-newsletter-found');
    for (const width of [320, 1280]) {
      await admin.setViewportSize({ width, height: 800 });
      await newsletter.scrollIntoViewIfNeeded();
      await screenshot(admin, `deletion-07-newsletter-found-${width}`);
    }
    await admin.setViewportSize({ width: 390, height: 844 });

    await newsletter.getByRole('button', { name: 'Erase zanele.leaving@example.org' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Erase zanele.leaving@example.org?' });
    await confirm.waitFor();
    await expectAccessibleWithinPhoneWidth(admin, 'deletion-08-newsletter-erase-confirm');
    await confirm.getByRole('button', { name: 'Erase' }).click();

    await admin.getByText('Address Erased', { exact: true }).waitFor();
    await newsletter.getByText('zanele.leaving@example.org is not on the newsletter list').waitFor();
    await newsletter.getByRole('button', { name: 'Show the whole list' }).click();
    await newsletter.getByRole('article', { name: 'stays.subscribed@example.org' }).waitFor();
    expect(await newsletter.getByRole('article').count()).toBe(1);
    await expectAccessibleWithinPhoneWidth(admin, 'deletion-09-newsletter-erased');
  });
});
