import { isRecipientRefusal, loadConfig } from '@iec-bets/platform';
import { startLocalHttpService, type LocalHttpService } from '@iec-bets/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cloudApiTestWhatsAppSender } from './cloud-api-test-whatsapp-sender.js';
import { asUser, signUp, startCommandApp, type CommandTestApp } from './test-support/command-app.js';

/**
 * The command service on its own (main.ts) takes its test WhatsApp sender from WHATSAPP_*, and sends the same template
 * as the one-process server's test alert (cli test-alert.int.test.ts).
 */
let whatsappApi: LocalHttpService;
let t: CommandTestApp | undefined;

beforeEach(async () => {
  whatsappApi = await startLocalHttpService();
  whatsappApi.answerWith({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.HBgL' }] } });
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await whatsappApi.close();
});

const configWith = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/unused', ...env });
const whatsappConfig = () =>
  configWith({ WHATSAPP_API_URL: `${whatsappApi.origin}/v21.0`, WHATSAPP_TOKEN: 'whatsapp-token', WHATSAPP_PHONE_NUMBER_ID: '106540352242922' });

/** A new member whose settings hold `phoneNumber`, the number the test message goes to. */
async function signUpWithPhone(app: CommandTestApp, phoneNumber: string) {
  const member = await signUp(app.app);
  const settings = await app.app.inject({
    method: 'PUT',
    url: `/api/users/${member.user.id}/notifications`,
    payload: { phoneNumber },
    ...asUser(member.sessionId),
  });
  expect(settings.statusCode, settings.body).toBe(200);
  return member;
}

const sendTestWhatsApp = (app: CommandTestApp, sessionId: string) =>
  app.app.inject({ method: 'POST', url: '/api/notifications/test', payload: { test: true, channel: 'whatsapp' }, ...asUser(sessionId) });

describe('the standalone command service test WhatsApp message', () => {
  it('sends the configured test template through the Cloud API, in the configured language, with the token', async () => {
    const sender = cloudApiTestWhatsAppSender({ ...whatsappConfig(), WHATSAPP_TEMPLATE_TEST: 'iec_test_alert', WHATSAPP_TEMPLATE_LANGUAGE: 'en_GB' });
    t = await startCommandApp({ ...(sender ? { alerts: sender } : {}) });
    const thandi = await signUpWithPhone(t, '+27 82 123 4567');

    const response = await sendTestWhatsApp(t, thandi.sessionId);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Test WhatsApp message sent to +27821234567' });
    expect(whatsappApi.requests).toHaveLength(1);
    const [request] = whatsappApi.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v21.0/106540352242922/messages' });
    expect(request!.headers.authorization).toBe('Bearer whatsapp-token');
    expect(JSON.parse(request!.body.toString('utf8'))).toEqual({
      messaging_product: 'whatsapp',
      to: '27821234567',
      type: 'template',
      template: { name: 'iec_test_alert', language: { code: 'en_GB' } },
    });
  });

  it('sends the template test_alert unless another is configured', async () => {
    await cloudApiTestWhatsAppSender(whatsappConfig())!.whatsapp('+27821234567', { kind: 'test' });
    expect(JSON.parse(whatsappApi.requests[0]!.body.toString('utf8')).template.name).toBe('test_alert');
  });

  it('tells the route that the number was refused for good, so that the user is asked to check it (422)', async () => {
    t = await startCommandApp({ alerts: cloudApiTestWhatsAppSender(whatsappConfig())! });
    const thandi = await signUpWithPhone(t, '+27821234567');
    whatsappApi.answerWith({ status: 400, body: { error: { message: '(#131026) Message undeliverable.', code: 131026 } } });

    const response = await sendTestWhatsApp(t, thandi.sessionId);

    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe('WhatsApp could not deliver to +27821234567. Please check that this is your WhatsApp number, with its country code.');
  });

  it('fails without naming the number, so that the log line the route writes holds none', async () => {
    whatsappApi.answerWith({ status: 400, body: { error: { message: 'Recipient +27 82 123 4567 not in allowed list', code: 131030 } } });

    const failure = await cloudApiTestWhatsAppSender(whatsappConfig())!
      .whatsapp('+27821234567', { kind: 'test' })
      .catch((error: unknown) => error);

    expect(isRecipientRefusal(failure)).toBe(false);
    // Everything a logger would write of the error: its message, stack, cause and own fields.
    const logged = JSON.stringify({ ...(failure as Error), message: (failure as Error).message, stack: (failure as Error).stack, cause: (failure as Error).cause });
    expect(logged).toContain('not in allowed list');
    expect(logged).not.toMatch(/82\D?123\D?4567/);
  });

  it('has no sender without WHATSAPP_TOKEN or WHATSAPP_PHONE_NUMBER_ID, so the route answers 503 instead of failing later', () => {
    expect(cloudApiTestWhatsAppSender(configWith({}))).toBeUndefined();
    expect(cloudApiTestWhatsAppSender(configWith({ WHATSAPP_TOKEN: 'whatsapp-token' }))).toBeUndefined();
    expect(cloudApiTestWhatsAppSender(configWith({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922' }))).toBeUndefined();
  });
});
