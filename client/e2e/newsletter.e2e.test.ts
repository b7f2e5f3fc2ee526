import {
  CONFIRM_FROM_YOUR_INBOX,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LEAVE_LINK_INVALID,
  NEWSLETTER_SUBSCRIPTION_GONE,
  NEWSLETTER_UNSUBSCRIBED,
  newsletterConfirmationEmail,
  type NewsletterSubscriber,
} from '@iec-bets/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleAtEveryWidth } from './support/accessibility.js';
import { newPhoneContext } from './support/browser.js';
import { signUpAdminOverHttp } from './support/http-accounts.js';
import type { HttpUser } from './support/http-user.js';
import { logInThroughDialog } from './support/join-dialog.js';
import { linkIn, useLocalMailServer, waitForMailTo } from './support/mailbox.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * A visitor subscribes to the newsletter on the landing page, in Debian Chromium against `iec-bets start` with a real
 * SMTP server on loopback: nothing is sent to the address until they open the emailed link and press Confirm; the
 * link to leave, in the same email, takes the address off the list and erases it, and the links then say so.
 */
describe('a visitor subscribes to the newsletter, confirms from the emailed link, and leaves with the other', () => {
  const mailing = useLocalMailServer();
  const stage = useFreshServerAndBrowser(mailing.env, { knowsItsOrigin: true });

  const CONFIRM_SUBJECT = newsletterConfirmationEmail({ confirm: '', unsubscribe: '' }, new Date()).subject;
  const zanele = 'zanele@example.co.za';
  const editor = { username: 'editor', password: 'editor password', name: 'The Editor' };
  let admin: HttpUser;
  let context: BrowserContext;
  let page: Page;
  let confirmLink: string;
  let unsubscribeLink: string;

  /** The admins' list as it stands (the visitor's commands are not its own: it may be a moment behind them). */
  const subscribers = () => admin.call<NewsletterSubscriber[]>('GET', '/api/admin/newsletter-subscribers');
  const pressAndWaitFor = async (button: string, said: string, on = page) => {
    await on.getByRole('button', { name: button, exact: true }).click();
    await on.getByRole('status').getByText(said).waitFor();
  };

  beforeAll(async () => {
    admin = (await signUpAdminOverHttp(stage, editor)).user;
    context = await newPhoneContext(stage.browser);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it("subscribes on the landing page, and is told to confirm from the inbox, where the email waits", async () => {
    await page.goto(stage.url);
    const card = page.getByRole('region', { name: 'Get the daily question by email' });
    await card.getByLabel('Email address').fill('  Zanele@Example.co.za ');
    await card.getByLabel('Name (optional)').fill('Zanele Mthembu');
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await card.getByText("You're subscribed!", { exact: true }).waitFor();
    await card.getByText(CONFIRM_FROM_YOUR_INBOX, { exact: true }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await expectAccessibleAtEveryWidth(page, 'newsletter-01-subscribed');

    const mail = await waitForMailTo(mailing.smtp, zanele, CONFIRM_SUBJECT);
    confirmLink = linkIn(mail, '/newsletter/confirm');
    unsubscribeLink = linkIn(mail, '/newsletter/unsubscribe');
    expect(new URL(confirmLink).origin).toBe(stage.url);
    // Kept as one clean address, with where it came from, waiting for its owner to confirm it.
    await expect.poll(subscribers).toEqual([expect.objectContaining({ email: zanele, source: 'landing_page', confirmedAt: null })]);
  });

  it('opens the link to confirm, which leaves no token in the address bar and confirms nothing by itself', async () => {
    await page.goto(confirmLink);
    await page.getByRole('heading', { level: 1, name: 'Confirm Your Newsletter Subscription' }).waitFor();
    await page.waitForURL((url) => url.hash === '' && url.pathname === '/newsletter/confirm');
    expect(await page.title()).toBe('Confirm Your Newsletter Subscription · IEC Bets');
    await page.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
    await expectAccessibleAtEveryWidth(page, 'newsletter-02-asked-to-confirm');
    // Opened, not confirmed: a mail service that opens every link it scans confirms nothing.
    expect(await subscribers()).toEqual([expect.objectContaining({ email: zanele, confirmedAt: null })]);
  });

  it('presses Confirm, and is told the daily question will come', async () => {
    await pressAndWaitFor('Confirm', NEWSLETTER_CONFIRMED);
    await expectAccessibleAtEveryWidth(page, 'newsletter-03-confirmed');
    await expect.poll(async () => (await subscribers())[0]?.confirmedAt).toEqual(expect.any(String));
  });

  it("shows the admins the address as confirmed, on the day it was", async () => {
    const adminContext = await newPhoneContext(stage.browser);
    const adminPage = await adminContext.newPage();
    await adminPage.goto(stage.url);
    await logInThroughDialog(adminPage, editor);
    await adminPage.goto(`${stage.url}/newadmin`);
    await adminPage.getByRole('tab', { name: 'Users' }).click();
    const entry = adminPage.getByRole('region', { name: 'Newsletter' }).getByRole('article', { name: zanele });
    const [confirmedAt] = (await subscribers()).map((subscriber) => subscriber.confirmedAt);
    // The day in South Africa (UTC+2, no daylight saving), as the list writes it: 6 December 2026.
    const southAfrican = new Date(Date.parse(confirmedAt!) + 2 * 3_600_000);
    const month = southAfrican.toLocaleString('en', { month: 'long', timeZone: 'UTC' });
    const day = `${southAfrican.getUTCDate()} ${month} ${southAfrican.getUTCFullYear()}`;
    await entry.getByText(`Confirmed ${day}`).waitFor();
    expect(await entry.getByText('Awaiting confirmation').count()).toBe(0);
    await entry.scrollIntoViewIfNeeded();
    await expectAccessibleAtEveryWidth(adminPage, 'newsletter-03b-admin-list-confirmed');
    await adminContext.close();
  });

  it('opens the link to leave, and presses Unsubscribe: the address is off the list', async () => {
    await page.goto(unsubscribeLink);
    await page.getByRole('heading', { level: 1, name: 'Leave the Newsletter' }).waitFor();
    await page.waitForURL((url) => url.hash === '' && url.pathname === '/newsletter/unsubscribe');
    expect(await page.title()).toBe('Leave the Newsletter · IEC Bets');
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).waitFor();
    await expectAccessibleAtEveryWidth(page, 'newsletter-04-asked-to-leave');
    expect(await subscribers()).toHaveLength(1);

    await pressAndWaitFor('Unsubscribe', NEWSLETTER_UNSUBSCRIBED);
    await expectAccessibleAtEveryWidth(page, 'newsletter-05-left');
    await expect.poll(subscribers).toEqual([]);
  });

  it('is told the same by the link to leave a second time, and the link to confirm is refused for good', async () => {
    // Clicked again in the email: a new tab.
    const again = await context.newPage();
    await again.goto(unsubscribeLink);
    await pressAndWaitFor('Unsubscribe', NEWSLETTER_UNSUBSCRIBED, again);
    await again.close();

    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('alert').getByText(NEWSLETTER_SUBSCRIPTION_GONE, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to the Home Page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('is refused a link that is not ours, and told where else to ask', async () => {
    await page.goto(`${stage.url}/newsletter/unsubscribe#not-a-token-of-ours`);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByRole('alert').getByText(NEWSLETTER_LEAVE_LINK_INVALID, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'privacy notice', exact: true }).waitFor();
    await expectAccessibleAtEveryWidth(page, 'newsletter-06-link-refused');
  });
});
