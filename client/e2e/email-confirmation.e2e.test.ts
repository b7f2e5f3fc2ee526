import { EMAIL_CONFIRMED, emailConfirmationSent, maskedEmailAddress } from '@iec-bets/contracts';
import { startLocalSmtpServer, type LocalSmtpServer } from '@iec-bets/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleAtEveryWidth } from './support/accessibility.js';
import { newPhoneContext } from './support/browser.js';
import { signUpOverHttp } from './support/http-accounts.js';
import { logInThroughDialog } from './support/join-dialog.js';
import { linkIn, waitForMailTo } from './support/mailbox.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * A member confirms their email address, in Debian Chromium against `iec-bets start` with a real SMTP server on
 * loopback: Notification Settings says the address given at sign-up is not confirmed yet, they ask for the link
 * again, open the newest one in the same tab, are told the address is confirmed, and their settings say so.
 */
describe('a member confirms their email address through the emailed link', () => {
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

  const CONFIRM_SUBJECT = 'Confirm your IEC Bets email address';
  const lerato = { username: 'lerato', password: 'a password of mine', name: 'Lerato Dube', email: 'lerato@example.co.za' };
  let context: BrowserContext;
  let page: Page;
  let signUpLink: string;

  beforeAll(async () => {
    await signUpOverHttp(stage.url, lerato);
    context = await newPhoneContext(stage.browser);
    page = await context.newPage();
    await page.goto(stage.url);
    await logInThroughDialog(page, lerato);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('is told on Notification Settings that the address given at sign-up is not confirmed yet', async () => {
    signUpLink = linkIn(await waitForMailTo(smtp, lerato.email, CONFIRM_SUBJECT), '/confirm-email');
    expect(new URL(signUpLink).origin).toBe(stage.url);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Profile/ }).click();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Manage notification settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notification Settings' }).waitFor();
    await page.getByText(`Not confirmed yet: email alerts wait until you open a link we email to ${lerato.email}.`, { exact: true }).waitFor();
    expect(await page.getByLabel(/Email address/).inputValue()).toBe(lerato.email);
    await expectAccessibleAtEveryWidth(page, 'email-confirmation-01-not-confirmed');
  });

  it('asks for the link again, and is told where it went', async () => {
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByRole('status').getByText(emailConfirmationSent(maskedEmailAddress(lerato.email)), { exact: true }).waitFor();
    await waitForMailTo(smtp, lerato.email, CONFIRM_SUBJECT, 2);
    await expectAccessibleAtEveryWidth(page, 'email-confirmation-02-link-sent');
  });

  it('opens the newest link in the same tab, which leaves no token in the address bar and confirms nothing by itself', async () => {
    const newest = linkIn(await waitForMailTo(smtp, lerato.email, CONFIRM_SUBJECT, 2), '/confirm-email');
    expect(newest).not.toBe(signUpLink);

    await page.goto(newest);
    await page.getByRole('heading', { level: 1, name: 'Confirm Your Email Address' }).waitFor();
    await page.waitForURL((url) => url.hash === '');
    expect(await page.title()).toBe('Confirm Your Email Address · IEC Bets');
    await page.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
    await expectAccessibleAtEveryWidth(page, 'email-confirmation-03-asked-to-confirm');
    // Opened, not confirmed: a mail service that opens every link it scans confirms nothing.
    const me = await page.evaluate(async () => (await (await fetch('/api/auth/me')).json()) as { emailConfirmed: boolean });
    expect(me.emailConfirmed).toBe(false);
  });

  it('presses Confirm, and is told the address is confirmed', async () => {
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('status').getByText(EMAIL_CONFIRMED).waitFor();
    await expectAccessibleAtEveryWidth(page, 'email-confirmation-04-confirmed');
  });

  it('goes on to Notification Settings, which now say the address is confirmed', async () => {
    await page.getByRole('link', { name: 'Go to Notification Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notification Settings' }).waitFor();
    await page.getByText('✓ Confirmed', { exact: true }).waitFor();
    expect(await page.getByText(/Not confirmed yet/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send the link again' }).count()).toBe(0);
    await expectAccessibleAtEveryWidth(page, 'email-confirmation-05-settings-confirmed');
  });

  it("still confirms with the sign-up's link, opened signed out, and leads to the home page", async () => {
    const visitor = await newPhoneContext(stage.browser);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(signUpLink);
    await visitorPage.getByRole('button', { name: 'Confirm', exact: true }).click();
    await visitorPage.getByRole('status').getByText(EMAIL_CONFIRMED).waitFor();
    await visitorPage.getByRole('link', { name: 'Go to the Home Page' }).click();
    await visitorPage.waitForURL((url) => url.pathname === '/');
    await visitor.close();
  });
});
