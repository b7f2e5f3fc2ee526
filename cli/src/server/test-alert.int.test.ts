import { freePort, loadConfig } from '@iec-bets/platform';
import { startLocalHttpService, startLocalSmtpServer, type LocalHttpService, type LocalSmtpServer } from '@iec-bets/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './start-server.js';

/**
 * The one-process server hands the notifier's email and WhatsApp channels to the command routes: the test email and
 * the test WhatsApp message really go out, to a local SMTP server and a local stand-in for the WhatsApp Cloud API.
 */
let smtp: LocalSmtpServer;
let whatsappApi: LocalHttpService;
let server: RunningServer;
let cookie: string;
const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-test-alert-'));

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  whatsappApi = await startLocalHttpService();
  whatsappApi.answerWith({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.HBgL' }] } });
  const port = await freePort();
  server = await startServer(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Where the links to confirm an address point: the server will not send email without it.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'IEC Bets <alerts@bets.example.org>',
      WHATSAPP_API_URL: `${whatsappApi.origin}/v21.0`,
      WHATSAPP_TOKEN: 'whatsapp-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TEMPLATE_TEST: 'iec_test_alert',
    }),
    { logger: false },
  );
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      username: 'mail_tester',
      password: 'a-good-long-password',
      name: 'Mail Tester',
      email: 'tester@example.org',
      phoneNumber: '+27821234567',
    }),
  });
  expect(signup.status).toBe(201);
  cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await whatsappApi?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sendTest = async (body: object) => {
  const response = await fetch(`${server.url}/api/notifications/test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify(body),
  });
  return response.json();
};

describe('test alerts in the one-process server', () => {
  it('sends the test email to the address given at sign-up', async () => {
    expect(await sendTest({ test: true })).toEqual({ success: true, message: 'Test email sent to tester@example.org' });
    // Beside the sign-up's link to confirm the address, which the test email does not wait for.
    const tests = smtp.received.filter((mail) => mail.mail.subject === 'IEC Bets test alert');
    expect(tests.map((mail) => mail.envelope.to)).toEqual([['tester@example.org']]);
  });

  it('sends the configured test template by WhatsApp to the number given at sign-up', async () => {
    expect(await sendTest({ test: true, channel: 'whatsapp' })).toEqual({ success: true, message: 'Test WhatsApp message sent to +27821234567' });
    expect(whatsappApi.requests.map((request) => [request.path, request.headers.authorization, JSON.parse(request.body.toString('utf8'))])).toEqual([
      [
        '/v21.0/106540352242922/messages',
        'Bearer whatsapp-token',
        { messaging_product: 'whatsapp', to: '27821234567', type: 'template', template: { name: 'iec_test_alert', language: { code: 'en' } } },
      ],
    ]);
  });
});
