import { EMAIL_REQUIRED, SendTestAlertResponse, TEST_EMAIL_NOT_SET_UP, TEST_FIELD_REQUIRED } from '@iec-bets/contracts';
import { deliverableChannels } from '@iec-bets/platform';
import { createEmailSender } from '@iec-bets/notifier';
import { startLocalSmtpServer, type LocalSmtpServer } from '@iec-bets/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestEmailSender } from '../deps.js';
import { asUser, sessionCookieOf, signUp, startCommandApp, uniqueUsername, type CommandTestApp, type SignedUp } from '../test-support/command-app.js';

/** The notifier's real email channel in front of a real SMTP server, as the one-process server wires it. */
let smtp: LocalSmtpServer;
let t: CommandTestApp;
let thandi: SignedUp;

const emailChannel = (smtpUrl: string): TestEmailSender => ({
  email: createEmailSender({ smtpUrl, from: 'IEC Bets <alerts@bets.example.org>', timeoutMs: 5000 }),
});

async function start(options: { alerts?: TestEmailSender | null; testEmailsPerMinute?: number; emailSetUp?: boolean } = {}) {
  const alerts = options.alerts === undefined ? emailChannel(smtp.url) : options.alerts;
  t = await startCommandApp({
    ...(alerts ? { alerts } : {}),
    ...(options.emailSetUp === false ? { channels: deliverableChannels({}, { publicKey: undefined }) } : {}),
    rateLimits: { testEmailsPerMinute: options.testEmailsPerMinute ?? 100 },
  });
  thandi = await signUp(t.app);
}

beforeEach(async () => {
  smtp = await startLocalSmtpServer();
});
afterEach(async () => {
  await t.close();
  await smtp.close();
});

const sendTest = (sessionId: string | null, payload: unknown = { test: true }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/test',
    payload: payload as object,
    ...(sessionId ? asUser(sessionId) : {}),
  });

async function setEmail(user: SignedUp, email: string | null) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${user.user.id}/notifications`,
    payload: { email },
    ...asUser(user.sessionId),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('POST /api/notifications/test', () => {
  it('emails a test message to the address the user set, right away, and says where it went', async () => {
    await start();
    await setEmail(thandi, 'thandi@example.co.za');
    const head = await t.eventStore.headPosition();

    const response = await sendTest(thandi.sessionId);

    expect(response.statusCode, response.body).toBe(200);
    expect(SendTestAlertResponse.parse(response.json())).toEqual({
      success: true,
      message: 'Test email sent to thandi@example.co.za',
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.envelope.to).toEqual(['thandi@example.co.za']);
    expect(smtp.received[0]!.mail.subject).toBe('IEC Bets test alert');
    expect(smtp.received[0]!.mail.text).toContain('This is a test message from IEC Bets');
    expect(await t.eventStore.headPosition(), 'a test email records nothing').toBe(head);
  });

  it('uses the address given at sign-up, and the latest one after a change', async () => {
    await start();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: uniqueUsername(), password: 'a-good-long-password', name: 'Sipho', email: 'sipho@example.org' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const sipho: SignedUp = { user: signup.json(), sessionId: sessionCookieOf(signup)!.value, password: '' };

    expect((await sendTest(sipho.sessionId)).json().message).toBe('Test email sent to sipho@example.org');
    await setEmail(sipho, 'sipho@work.example.org');
    expect((await sendTest(sipho.sessionId)).json().message).toBe('Test email sent to sipho@work.example.org');
    expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([['sipho@example.org'], ['sipho@work.example.org']]);
  });

  it('asks for an email address first when the account has none (or removed it): 400, nothing sent', async () => {
    await start();
    const response = await sendTest(thandi.sessionId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: EMAIL_REQUIRED, statusCode: 400 });

    await setEmail(thandi, 'thandi@example.co.za');
    await setEmail(thandi, null);
    expect((await sendTest(thandi.sessionId)).statusCode).toBe(400);
    expect(smtp.received).toHaveLength(0);
  });

  it('answers 422 when the mail server refuses the address for good, asking the user to check it', async () => {
    await start();
    await setEmail(thandi, 'thandi@example.co.za');
    smtp.refuseRecipientsWith(550, 'No such mailbox here');
    const response = await sendTest(thandi.sessionId);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'The mail server refused thandi@example.co.za. Please check the address.' });
  });

  it('answers 502 and asks for a later try, not a check of the address, when the mail server says try again later', async () => {
    await start();
    await setEmail(thandi, 'thandi@example.co.za');
    smtp.refuseRecipientsWith(451, 'Greylisted, try again later');
    const response = await sendTest(thandi.sessionId);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      message: 'The test email to thandi@example.co.za could not be sent just now. Please try again later.',
    });
  });

  it("answers 502, not 422, when the mail server refuses to relay for this server: its standing, not the address", async () => {
    await start();
    await setEmail(thandi, 'thandi@example.co.za');
    smtp.refuseRecipientsWith(554, '5.7.1 Relay access denied');
    const response = await sendTest(thandi.sessionId);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('The test email to thandi@example.co.za could not be sent just now. Please try again later.');
  });

  it("answers 502, not 422, when the mail server refuses this server's login: the address is not at fault", async () => {
    const wrongLogin = new URL(smtp.url);
    wrongLogin.password = 'not-the-password';
    await start({ alerts: emailChannel(wrongLogin.toString()) });
    await setEmail(thandi, 'thandi@example.co.za');
    const response = await sendTest(thandi.sessionId);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('The test email to thandi@example.co.za could not be sent just now. Please try again later.');
    expect(smtp.received).toEqual([]);
  });

  it('answers 502 when the mail server cannot be reached', async () => {
    await start();
    await setEmail(thandi, 'thandi@example.co.za');
    await smtp.close();
    const response = await sendTest(thandi.sessionId);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      message: 'The test email to thandi@example.co.za could not be sent just now. Please try again later.',
    });
    smtp = await startLocalSmtpServer();
  });

  it('answers 503 when this server has no way to send email', async () => {
    await start({ alerts: null });
    await setEmail(thandi, 'thandi@example.co.za');
    const response = await sendTest(thandi.sessionId);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: TEST_EMAIL_NOT_SET_UP });
  });

  it('says plainly that email is not set up when SMTP is not configured: 400, not "check the address", nothing sent', async () => {
    // The one-process server always hands over the notifier's email channel, which fails without SMTP_URL.
    await start({ emailSetUp: false });
    await setEmail(thandi, 'thandi@example.co.za');
    const response = await sendTest(thandi.sessionId);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: 'Email is not set up on this server, so no test email can be sent', statusCode: 400 });
    expect(response.body).not.toMatch(/check the address/);
    expect(smtp.received).toHaveLength(0);
  });

  it('needs a session: 401, nothing sent', async () => {
    await start();
    const response = await sendTest(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in first', statusCode: 401 });
    expect(smtp.received).toHaveLength(0);
  });

  it("refuses to send for someone else's account: 403, nothing sent", async () => {
    await start();
    const sipho = await signUp(t.app);
    await setEmail(sipho, 'sipho@example.org');
    const response = await sendTest(thandi.sessionId, { test: true, userId: sipho.user.id });
    expect(response.statusCode).toBe(403);
    expect(smtp.received).toHaveLength(0);
  });

  it('needs the field test set to true: 400, nothing sent', async () => {
    await start();
    await setEmail(thandi, 'thandi@example.co.za');
    for (const payload of [{}, { test: false }, { test: 'yes' }]) {
      const response = await sendTest(thandi.sessionId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: TEST_FIELD_REQUIRED, statusCode: 400 });
    }
    expect(smtp.received).toHaveLength(0);
  });

  it('lets each user ask for only a few test emails a minute: 429, nothing more sent', async () => {
    await start({ testEmailsPerMinute: 3 });
    await setEmail(thandi, 'thandi@example.co.za');
    for (let i = 0; i < 3; i++) expect((await sendTest(thandi.sessionId)).statusCode).toBe(200);
    const limited = await sendTest(thandi.sessionId);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many attempts/);
    expect(smtp.received).toHaveLength(3);

    // Another user has a budget of their own.
    const sipho = await signUp(t.app);
    await setEmail(sipho, 'sipho@example.org');
    expect((await sendTest(sipho.sessionId)).statusCode).toBe(200);
  });
});
