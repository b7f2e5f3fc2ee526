import { startLocalSmtpServer, type LocalSmtpServer } from '@iec-bets/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectAccessibleAtEveryWidth } from './support/accessibility.js';
import { newPhoneContext } from './support/browser.js';
import { signUpOverHttp } from './support/http-accounts.js';
import { joinDialog, logInThroughDialog, submitLogIn } from './support/join-dialog.js';
import { linkIn, waitForMailTo } from './support/mailbox.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * A member who forgot their password, in Debian Chromium against `iec-bets start` with a real SMTP server on
 * loopback: they ask from the Join dialog, read the email, follow its link, choose a new password and are signed in;
 * a phone still signed in with the old one is told why it was signed out, and the link works only once.
 */
describe('a member who forgot their password chooses a new one through an emailed link', () => {
  let smtp: LocalSmtpServer;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const stage = useFreshServerAndBrowser(() => ({ SMTP_URL: smtp.url, MAIL_FROM: 'IEC Bets <accounts@iec-bets.invalid>' }), {
    knowsItsOrigin: true,
  });

  const sipho = { username: 'sipho', password: 'the password I forgot', name: 'Sipho Ndlovu', email: 'sipho@example.co.za' };
  const newPassword = 'a password I will remember';
  let context: BrowserContext;
  let page: Page;
  let phone: BrowserContext;
  let phonePage: Page;
  let link: string;

  beforeAll(async () => {
    await signUpOverHttp(stage.url, sipho);
    // Signed in on a phone with the password about to be forgotten, a screen open.
    phone = await newPhoneContext(stage.browser);
    phonePage = await phone.newPage();
    await phonePage.goto(stage.url);
    await logInThroughDialog(phonePage, sipho);
    await phonePage.goto(`${stage.url}/notifications`);
    await phonePage.getByRole('heading', { level: 1, name: 'Notification Settings' }).waitFor();

    context = await newPhoneContext(stage.browser);
    page = await context.newPage();
  });

  /** Only the reset's emails count: the sign-up mailed the address a link to confirm it as well. */
  const RESET_SUBJECT = 'Choose a new IEC Bets password';

  it('asks for a link from the Log In tab, and the email brings it', async () => {
    await page.goto(stage.url);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    const dialog = joinDialog(page);
    await dialog.getByRole('tab', { name: 'Log In' }).click();
    // What was typed in the log-in form is carried over to the request.
    await dialog.getByLabel('Username').fill(sipho.username);
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    expect(await dialog.getByLabel('Username').inputValue()).toBe(sipho.username);
    await dialog.getByRole('button', { name: 'Email Me a Link' }).click();
    await dialog
      .getByText(`If @${sipho.username} has an email address on file, a link to choose a new password is on its way to it. The link works for one hour.`)
      .waitFor();
    await expectAccessibleAtEveryWidth(page, 'password-reset-01-link-asked-for');

    link = linkIn(await waitForMailTo(smtp, sipho.email, RESET_SUBJECT), '/reset-password');
    expect(new URL(link).origin).toBe(stage.url);
  });

  it('opens the link, which leaves no token in the address bar, and checks the two passwords agree', async () => {
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a New Password' }).waitFor();
    // Taken out by the app once it runs, the server's markup having come first.
    await page.waitForURL((url) => url.hash === '');
    await expectAccessibleAtEveryWidth(page, 'password-reset-02-choose');

    await page.getByLabel('New password (at least 8 characters)').fill(newPassword);
    await page.getByLabel('Confirm new password').fill('a password I will not remember');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByLabel('Confirm new password').and(page.locator('[aria-invalid="true"]')).waitFor();
    await page.getByText('The two new passwords do not match', { exact: true }).waitFor();
  });

  it('sets the new password and is signed in with it, on the home screen', async () => {
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Password Updated', { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Profile/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expectAccessible(page, 'password-reset-03-signed-in');
  });

  it('tells the phone, at its next request, that the password was changed and it must log in again', async () => {
    const told = phonePage.getByText('Your password was changed on another device. Please log in again.', { exact: true });
    // The tap makes the request the page learns from, unless one of the header's own reads came first.
    const tap = phonePage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Friends/ }).click().catch(() => undefined);
    await Promise.race([told.waitFor(), tap]);
    await told.waitFor();
    await phonePage.getByRole('button', { name: 'Join', exact: true }).waitFor();
    // The old password no longer opens the account; the new one does.
    await phonePage.getByRole('button', { name: 'Join', exact: true }).click();
    await submitLogIn(joinDialog(phonePage), sipho);
    await joinDialog(phonePage).getByText('Invalid username or password').waitFor();
    await submitLogIn(joinDialog(phonePage), { username: sipho.username, password: newPassword });
    await phonePage.getByText('Welcome back!', { exact: true }).waitFor();
    await phone.close();
  });

  it('refuses the same link a second time, and offers a new one there and then', async () => {
    const again = await (await newPhoneContext(stage.browser)).newPage();
    await again.goto(link);
    await again.getByLabel('New password (at least 8 characters)').fill('yet another password');
    await again.getByLabel('Confirm new password').fill('yet another password');
    await again.getByRole('button', { name: 'Set New Password' }).click();
    await again.getByText('This link to choose a new password has expired or was already used. Please ask for a new one.').waitFor();
    await again.getByLabel('Username').fill(sipho.username);
    await again.getByRole('button', { name: 'Email Me a Link' }).click();
    await again.getByText(`If @${sipho.username} has an email address on file`, { exact: false }).waitFor();
    await waitForMailTo(smtp, sipho.email, RESET_SUBJECT, 2);
    await expectAccessible(again, 'password-reset-04-link-used');
    await again.context().close();
    await context.close();
  });
});
