import { createPooledSmtpMailer, newsletterLinkTokenHolds, parseNewsletterLinkToken, POOLED_CONNECTIONS, type PooledMailer, type RetryPolicy } from '@iec-bets/platform';
import { startLocalSmtpServer, type LocalSmtpServer, type ReceivedMail } from '@iec-bets/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createNewsletterChannel } from './channels/index.js';
import { createNewsletterSender } from './channels/newsletter-channel.js';
import { NEWSLETTER_FOOTER } from './channels/render-newsletter.js';
import { createDeliveryHandler } from './delivery.js';
import { createFanOutHandler } from './fan-out.js';
import { startHarness, type Harness } from './test-support/notifier-harness.js';

/**
 * The daily question to the newsletter list end to end: events as the command side appends them, the real projector,
 * reactor, queues and workers, and the email through a real SMTP server that parses what it takes as a mail client does.
 */
const SECRET = 'the-key-the-command-services-check-links-with';
const SITE = 'https://bets.example.org';

let h: Harness;
let smtp: LocalSmtpServer;
let pool: PooledMailer;
afterEach(async () => {
  await h.close();
  pool.close();
  await smtp.close();
});

/** The newsletter as the notifier sends it: through a pool of SMTP connections, which its refusals must not break. */
async function start(retry?: RetryPolicy) {
  smtp = await startLocalSmtpServer();
  h = startHarness({ queues: 'in-process', ...(retry ? { retry } : {}) });
  const from = 'IEC Bets <news@bets.example.org>';
  pool = createPooledSmtpMailer({ smtpUrl: smtp.url, from, timeoutMs: 5_000 });
  const newsletter = createNewsletterSender({ smtpUrl: smtp.url, from, publicOrigin: SITE, secret: SECRET, mailer: pool.send });
  return { newsletter };
}

/** A header as it was written, its folding undone (RFC 5322: a fold is a line break before white space). */
function headerAsSent(received: ReceivedMail, name: string): string[] {
  return received.mail.headerLines
    .filter((header) => header.key === name.toLowerCase())
    .map((header) => header.line.replace(/\r?\n(?=[ \t])/g, '').slice(name.length + 1).trim());
}

const holdsToLeave = (token: string, purpose: 'newsletter-unsubscribe' | 'newsletter-confirmation' = 'newsletter-unsubscribe') => {
  const parsed = parseNewsletterLinkToken(token);
  return parsed !== null && newsletterLinkTokenHolds(parsed, { purpose, secret: SECRET, now: new Date() });
};

describe('the newsletter', () => {
  it('emails a new question to each confirmed subscriber, with the headers for one-click unsubscribe and a link to leave', async () => {
    const { newsletter } = await start();
    await h.start({ newsletter });
    const thandi = await h.newsletterSubscriber('thandi@example.co.za');
    await h.newsletterSubscriber('not-yet@example.co.za', { confirmed: false });

    await h.publish('q1', 'Will <b>turnout</b> pass 60%?');
    await h.settle();

    expect(smtp.received.map((received) => received.envelope.to)).toEqual([['thandi@example.co.za']]);
    const [received] = smtp.received as [ReceivedMail];
    expect(received.envelope.from).toBe('news@bets.example.org');
    expect(received.mail.subject).toBe("Today's IEC Bets question: Will <b>turnout</b> pass 60%?");
    expect(received.mail.text).toContain('Will <b>turnout</b> pass 60%?\nMake your prediction now!');
    expect(received.mail.text).toContain(`Predict on IEC Bets: ${SITE}/`);
    expect(received.mail.html).toContain('<p>Will &lt;b&gt;turnout&lt;/b&gt; pass 60%?</p>');

    // RFC 8058: the address a mail program posts `List-Unsubscribe=One-Click` to, token in its query, exactly once each.
    const [listUnsubscribe, ...more] = headerAsSent(received, 'List-Unsubscribe');
    expect(more).toEqual([]);
    expect(headerAsSent(received, 'List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
    expect(listUnsubscribe).toMatch(/^<[^<>\s]+>$/);
    const oneClick = new URL(listUnsubscribe!.slice(1, -1));
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe(`${SITE}/api/newsletter/unsubscribe`);
    const token = oneClick.searchParams.get('token')!;
    expect(parseNewsletterLinkToken(token)).toMatchObject({ ...thandi, expiresAt: null });
    expect(holdsToLeave(token)).toBe(true);
    // Made for leaving alone: it confirms nothing.
    expect(holdsToLeave(token, 'newsletter-confirmation')).toBe(false);

    // The footer: why it came, and the page that leaves the list, in both parts.
    const footerLink = new RegExp(`To leave the list and have your address erased: (${SITE}/newsletter/unsubscribe#(\\S+))`).exec(received.mail.text ?? '');
    expect(received.mail.text).toContain(NEWSLETTER_FOOTER);
    expect(footerLink).not.toBeNull();
    expect(holdsToLeave(footerLink![2]!)).toBe(true);
    expect(received.mail.html).toContain(NEWSLETTER_FOOTER);
    expect(received.mail.html).toContain(`<a href="${footerLink![1]}">`);
  });

  it('names who sends it and, set up from the configuration, the privacy contact to write to for the emails to stop', async () => {
    await start();
    const configured = createNewsletterChannel(
      { SMTP_URL: smtp.url, MAIL_FROM: 'IEC Bets <news@bets.example.org>', PUBLIC_ORIGIN: SITE, PRIVACY_CONTACT_EMAIL: 'privacy@bets.example.org' },
      SECRET,
    );
    if (!configured.send) throw new Error(`the newsletter is not set up: ${configured.missing.join(', ')}`);
    await h.start({ newsletter: configured.send });
    await h.newsletterSubscriber('thandi@example.co.za');
    await h.publish('q1', 'Will turnout pass 60%?');
    await h.settle();

    const [received] = smtp.received as [ReceivedMail];
    expect(received.mail.text).toContain('(not the Electoral Commission)');
    expect(received.mail.text).toMatch(/\nOr write to privacy@bets\.example\.org to have these emails stopped\.$/);
    expect(received.mail.html).toContain('Or write to privacy@bets.example.org to have these emails stopped.');
  });

  it("sends a day's emails over a few shared connections, which close with the notifier", async () => {
    const { newsletter } = await start();
    await h.start({ newsletter });
    const subscribers = Array.from({ length: 12 }, (_, index) => `subscriber${index}@example.co.za`);
    for (const address of subscribers) await h.newsletterSubscriber(address);

    await h.publish('q1', 'Will turnout pass 60%?');
    await h.settle();

    expect(smtp.received.map((received) => received.envelope.to[0]).sort()).toEqual([...subscribers].sort());
    // Twelve emails, and no more connections than the pool keeps: not a login and handshake each.
    expect(smtp.connectionsOpened()).toBeGreaterThan(0);
    expect(smtp.connectionsOpened()).toBeLessThanOrEqual(POOLED_CONNECTIONS);
    pool.close();
    await expect.poll(() => smtp.connectionsOpen(), { timeout: 5_000 }).toBe(0);
  });

  it('sends nothing to a subscriber who left the list after the delivery was queued', async () => {
    const { newsletter } = await start();
    // The fan-out runs; the deliveries wait, as behind a long queue.
    await h.start({ runWorkers: false });
    h.fanOutQueue.work(createFanOutHandler({ readStore: h.readStore, deliveryQueue: h.deliveryQueue, newsletter: true }));
    const thandi = await h.newsletterSubscriber('thandi@example.co.za');
    await h.newsletterSubscriber('sipho@example.co.za');
    await h.publish('q1');
    await expect.poll(async () => (await h.deliveryQueue.counts()).waiting, { timeout: 10_000 }).toBe(2);

    // Thandi leaves (her link, or an admin's erasure) before the deliveries run.
    await h.leaveNewsletter('thandi@example.co.za', thandi.subscriptionId);
    expect(await h.projector.waitFor(await h.eventStore.headPosition(), 10_000)).toBe(true);
    h.deliveryQueue.work(createDeliveryHandler({ channels: h.channels, newsletter, state: h.state, eventStore: h.eventStore, readStore: h.readStore }));
    await h.settle();

    expect(smtp.received.map((received) => received.envelope.to)).toEqual([['sipho@example.co.za']]);
    expect(await h.deliveryQueue.counts()).toMatchObject({ completed: 2, failed: 0 });
  });

  it('fails a delivery for good when the mail server refuses the address (550), and keeps no address in the failed job', async () => {
    const { newsletter } = await start();
    await h.start({ newsletter });
    await h.newsletterSubscriber('gone@example.co.za');
    smtp.refuseRecipientsWith(550, 'No such mailbox');

    await h.publish('q1');
    await h.settle();

    const failed = await h.deliveryQueue.failed();
    expect(failed).toEqual([expect.objectContaining({ attemptsMade: 1, error: expect.stringContaining('550') })]);
    expect(JSON.stringify(failed)).not.toContain('gone@example.co.za');
  });

  it('retries a delivery the mail server puts off (451) until it goes through', async () => {
    const { newsletter } = await start({ attempts: 3, initialDelayMs: 500 });
    await h.start({ newsletter });
    await h.newsletterSubscriber('later@example.co.za');
    smtp.refuseRecipientsWith(451, 'Greylisted, try again later');

    await h.publish('q1');
    // Put off, and waiting for its next attempt rather than failed.
    await expect.poll(async () => (await h.deliveryQueue.counts()).delayed, { timeout: 10_000, interval: 20 }).toBe(1);
    expect(smtp.received).toEqual([]);
    smtp.acceptRecipients();
    await h.settle();

    expect(smtp.received.map((received) => received.envelope.to)).toEqual([['later@example.co.za']]);
    expect(await h.deliveryQueue.counts()).toMatchObject({ completed: 1, failed: 0 });
  });
});
