import {
  EMAIL_REQUIRED,
  PHONE_REQUIRED,
  SendTestAlertResponse,
  TEST_CHANNEL_INVALID,
  TEST_EMAIL_NOT_SET_UP,
  TEST_FIELD_REQUIRED,
  TEST_WHATSAPP_NOT_SET_UP,
} from '@iec-bets/contracts';
import { deliverableChannels } from '@iec-bets/platform';
import { createEmailSender, createWhatsAppSender } from '@iec-bets/notifier';
import { startLocalHttpService, startLocalSmtpServer, type LocalHttpService, type LocalSmtpServer } from '@iec-bets/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestAlertSenders, TestEmailSender, TestWhatsAppSender } from '../deps.js';
import { asUser, sessionCookieOf, signUp, startCommandApp, uniqueUsername, type CommandTestApp, type SignedUp } from '../test-support/command-app.js';

/**
 * The notifier's real email and WhatsApp channels in front of a real SMTP server and a local stand-in for the WhatsApp
 * Cloud API, as the one-process server wires them.
 */
let smtp: LocalSmtpServer;
let whatsappApi: LocalHttpService;
let t: CommandTestApp;
let thandi: SignedUp;
let logLines: string[];

const emailChannel = (smtpUrl: string): TestEmailSender => ({
  email: createEmailSender({ smtpUrl, from: 'IEC Bets <alerts@bets.example.org>', timeoutMs: 5000 }),
});

const whatsappChannel = (apiUrl: string): TestWhatsAppSender => ({
  whatsapp: createWhatsAppSender({
    apiUrl,
    token: 'whatsapp-token',
    phoneNumberId: '106540352242922',
    languageCode: 'en',
    templates: { newQuestion: 'new_question', questionResolved: 'question_resolved', test: 'iec_test_alert' },
    timeoutMs: 5000,
  }),
});

async function start(
  options: { alerts?: TestAlertSenders | null; testEmailsPerMinute?: number; emailSetUp?: boolean; whatsappSetUp?: boolean } = {},
) {
  const alerts = options.alerts === undefined ? { ...emailChannel(smtp.url), ...whatsappChannel(`${whatsappApi.origin}/v21.0`) } : options.alerts;
  const channels =
    options.emailSetUp === false
      ? deliverableChannels({}, { publicKey: undefined })
      : options.whatsappSetUp === false
        ? deliverableChannels({ SMTP_URL: smtp.url, MAIL_FROM: 'alerts@bets.example.org' }, { publicKey: undefined })
        : undefined;
  t = await startCommandApp({
    ...(alerts ? { alerts } : {}),
    ...(channels ? { channels } : {}),
    rateLimits: { testEmailsPerMinute: options.testEmailsPerMinute ?? 100 },
    logLines,
  });
  thandi = await signUp(t.app);
}

beforeEach(async () => {
  logLines = [];
  smtp = await startLocalSmtpServer();
  whatsappApi = await startLocalHttpService();
  // What the Cloud API answers a template message it accepts.
  whatsappApi.answerWith({
    status: 200,
    body: { messaging_product: 'whatsapp', contacts: [{ input: '27821234567', wa_id: '27821234567' }], messages: [{ id: 'wamid.HBgL' }] },
  });
});
afterEach(async () => {
  await t.close();
  await smtp.close();
  await whatsappApi.close();
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
    expect(whatsappApi.requests, 'email unless the request asks for WhatsApp').toEqual([]);
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

  it('takes email or WhatsApp as the channel and nothing else: 400 saying which, nothing sent', async () => {
    await start();
    await setEmail(thandi, 'thandi@example.co.za');
    await setPhone(thandi, '+27821234567');
    for (const channel of ['sms', 'WhatsApp', '', null, 1, ['email']]) {
      const response = await sendTest(thandi.sessionId, { test: true, channel });
      expect(response.statusCode, JSON.stringify(channel)).toBe(400);
      expect(response.json()).toEqual({ error: TEST_CHANNEL_INVALID, statusCode: 400 });
    }
    expect(smtp.received).toHaveLength(0);
    expect(whatsappApi.requests).toHaveLength(0);

    // Named, email goes as it goes when no channel is named.
    const response = await sendTest(thandi.sessionId, { test: true, channel: 'email' });
    expect(response.json()).toEqual({ success: true, message: 'Test email sent to thandi@example.co.za' });
    expect(smtp.received).toHaveLength(1);
    expect(whatsappApi.requests).toHaveLength(0);
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

const sendTestWhatsApp = (sessionId: string) => sendTest(sessionId, { test: true, channel: 'whatsapp' });

async function setPhone(user: SignedUp, phoneNumber: string | null) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${user.user.id}/notifications`,
    payload: { phoneNumber },
    ...asUser(user.sessionId),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The template messages the local Cloud API was sent, as it parsed them. */
const whatsappMessages = () => whatsappApi.requests.map((request) => JSON.parse(request.body.toString('utf8')) as { to: string; template: unknown });

describe('POST /api/notifications/test by WhatsApp', () => {
  it('sends the approved test template to the number the user set, right away, and says where it went', async () => {
    await start();
    await setPhone(thandi, '+27 82 123 4567');
    const head = await t.eventStore.headPosition();

    const response = await sendTestWhatsApp(thandi.sessionId);

    expect(response.statusCode, response.body).toBe(200);
    expect(SendTestAlertResponse.parse(response.json())).toEqual({ success: true, message: 'Test WhatsApp message sent to +27821234567' });
    expect(whatsappApi.requests).toHaveLength(1);
    const [request] = whatsappApi.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v21.0/106540352242922/messages' });
    expect(request!.headers.authorization).toBe('Bearer whatsapp-token');
    expect(whatsappMessages()).toEqual([
      { messaging_product: 'whatsapp', to: '27821234567', type: 'template', template: { name: 'iec_test_alert', language: { code: 'en' } } },
    ]);
    expect(smtp.received, 'WhatsApp only').toEqual([]);
    expect(await t.eventStore.headPosition(), 'a test message records nothing').toBe(head);
  });

  it('uses the number given at sign-up, and the latest one after a change', async () => {
    await start();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: uniqueUsername(), password: 'a-good-long-password', name: 'Sipho', phoneNumber: '+27821110000' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const sipho: SignedUp = { user: signup.json(), sessionId: sessionCookieOf(signup)!.value, password: '' };

    expect((await sendTestWhatsApp(sipho.sessionId)).json().message).toBe('Test WhatsApp message sent to +27821110000');
    await setPhone(sipho, '+27 83 222 0000');
    expect((await sendTestWhatsApp(sipho.sessionId)).json().message).toBe('Test WhatsApp message sent to +27832220000');
    expect(whatsappMessages().map((message) => message.to)).toEqual(['27821110000', '27832220000']);
  });

  it('asks for a phone number first when the account has none (or removed it): 400, nothing sent', async () => {
    await start();
    await setEmail(thandi, 'thandi@example.co.za');
    const response = await sendTestWhatsApp(thandi.sessionId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PHONE_REQUIRED, statusCode: 400 });

    await setPhone(thandi, '+27821234567');
    await setPhone(thandi, null);
    expect((await sendTestWhatsApp(thandi.sessionId)).json()).toEqual({ error: PHONE_REQUIRED, statusCode: 400 });
    expect(whatsappApi.requests).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('says plainly that WhatsApp is not set up when it is not configured: 400, not "check the number", nothing sent', async () => {
    // The one-process server always hands over the notifier's WhatsApp channel, which fails without WHATSAPP_TOKEN.
    await start({ whatsappSetUp: false });
    await setPhone(thandi, '+27821234567');
    const response = await sendTestWhatsApp(thandi.sessionId);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: 'WhatsApp is not set up on this server, so no test WhatsApp message can be sent', statusCode: 400 });
    expect(whatsappApi.requests).toHaveLength(0);

    // Email, set up, still goes.
    await setEmail(thandi, 'thandi@example.co.za');
    expect((await sendTest(thandi.sessionId)).statusCode).toBe(200);
  });

  it('answers 503 when this server has no way to send WhatsApp messages', async () => {
    await start({ alerts: emailChannel(smtp.url) });
    await setPhone(thandi, '+27821234567');
    const response = await sendTestWhatsApp(thandi.sessionId);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: TEST_WHATSAPP_NOT_SET_UP });
  });

  it('answers 422 when WhatsApp refuses the number for good, asking the user to check it', async () => {
    await start();
    await setPhone(thandi, '+27821234567');
    whatsappApi.answerWith({
      status: 400,
      body: { error: { message: '(#131026) Message undeliverable.', type: 'OAuthException', code: 131026, fbtrace_id: 'AbC' } },
    });
    const response = await sendTestWhatsApp(thandi.sessionId);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'WhatsApp could not deliver to +27821234567. Please check that this is your WhatsApp number, with its country code.',
    });
  });

  it("answers 502 when WhatsApp refuses this server, and logs WhatsApp's words, not the number, for the operators", async () => {
    await start();
    await setPhone(thandi, '+27821234567');
    whatsappApi.answerWith({
      status: 401,
      body: { error: { message: 'Error validating access token: Session has expired.', type: 'OAuthException', code: 190 } },
    });
    const response = await sendTestWhatsApp(thandi.sessionId);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      message: 'The test WhatsApp message to +27821234567 could not be sent just now. Please try again later.',
    });
    const logged = logLines.join('');
    expect(logged).toContain('test WhatsApp message failed');
    expect(logged).toContain('WhatsApp API answered 401: Error validating access token: Session has expired. (code 190)');
    expect(logged).not.toMatch(/27821234567/);
  });

  it('answers 502, not 422, when WhatsApp is busy or broken for a moment', async () => {
    await start();
    await setPhone(thandi, '+27821234567');
    for (const answer of [
      { status: 400, body: { error: { message: 'Rate limit hit', code: 130429 } } },
      { status: 503, body: 'Service Unavailable' },
    ]) {
      whatsappApi.answerWith(answer);
      const response = await sendTestWhatsApp(thandi.sessionId);
      expect(response.statusCode, JSON.stringify(answer)).toBe(502);
      expect(response.json().message).toBe('The test WhatsApp message to +27821234567 could not be sent just now. Please try again later.');
    }
  });

  it('answers 502 when WhatsApp cannot be reached', async () => {
    await start();
    await setPhone(thandi, '+27821234567');
    await whatsappApi.close();
    const response = await sendTestWhatsApp(thandi.sessionId);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      message: 'The test WhatsApp message to +27821234567 could not be sent just now. Please try again later.',
    });
    whatsappApi = await startLocalHttpService();
  });

  it('counts test messages and test emails in one budget per user: 429, nothing more sent', async () => {
    await start({ testEmailsPerMinute: 3 });
    await setEmail(thandi, 'thandi@example.co.za');
    await setPhone(thandi, '+27821234567');
    expect((await sendTestWhatsApp(thandi.sessionId)).statusCode).toBe(200);
    expect((await sendTestWhatsApp(thandi.sessionId)).statusCode).toBe(200);
    expect((await sendTest(thandi.sessionId)).statusCode).toBe(200);
    const limited = await sendTestWhatsApp(thandi.sessionId);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many attempts/);
    expect(whatsappApi.requests).toHaveLength(2);
    expect(smtp.received).toHaveLength(1);

    // Another user has a budget of their own.
    const sipho = await signUp(t.app);
    await setPhone(sipho, '+27831234567');
    expect((await sendTestWhatsApp(sipho.sessionId)).statusCode).toBe(200);
  });
});
