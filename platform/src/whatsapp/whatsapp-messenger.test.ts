import { startLocalHttpService, type LocalHttpService } from '@iec-bets/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRecipientRefusal } from '../mail/recipient-refusal.js';
import { createWhatsAppMessenger } from './whatsapp-messenger.js';
import { WhatsAppSendFailure } from './whatsapp-send-failure.js';

let api: LocalHttpService;
beforeEach(async () => {
  api = await startLocalHttpService();
  api.answerWith({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.1' }] } });
});
afterEach(async () => api.close());

const messenger = () =>
  createWhatsAppMessenger({ apiUrl: `${api.origin}/v21.0/`, token: 'secret-token', phoneNumberId: '1234567890', languageCode: 'en_US' });

/** What the messenger rejected with, sending one template to `phoneNumber`. */
const failureSending = (phoneNumber: string) =>
  messenger()(phoneNumber, { name: 'test_alert', parameters: [] }).then(
    () => null,
    (error: unknown) => error,
  );

describe('the WhatsApp Cloud API messenger', () => {
  it('posts a template with its parameters to the phone number id, with the bearer token', async () => {
    await messenger()('+27 82 123 4567', { name: 'new_question', parameters: ['Will turnout pass 60%?'] });
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v21.0/1234567890/messages' });
    expect(request!.headers.authorization).toBe('Bearer secret-token');
    expect(JSON.parse(request!.body.toString('utf8'))).toEqual({
      messaging_product: 'whatsapp',
      to: '27821234567',
      type: 'template',
      template: {
        name: 'new_question',
        language: { code: 'en_US' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Will turnout pass 60%?' }] }],
      },
    });
  });

  it('sends a template without placeholders with no body component, which the API would count against it', async () => {
    await messenger()('+27821234567', { name: 'test_alert', parameters: [] });
    expect(JSON.parse(api.requests[0]!.body.toString('utf8')).template).toEqual({ name: 'test_alert', language: { code: 'en_US' } });
  });

  it('marks the refusals of the number itself as recipient refusals: no WhatsApp on it, or the sender’s own', async () => {
    for (const code of [131026, 131021]) {
      api.answerWith({ status: 400, body: { error: { message: 'Message undeliverable.', code } } });
      const failure = await failureSending('+27821234567');
      expect(failure, String(code)).toBeInstanceOf(WhatsAppSendFailure);
      expect(isRecipientRefusal(failure), String(code)).toBe(true);
    }
  });

  it('does not blame the number for a refusal of this server: its token, its template, its allowed list', async () => {
    for (const [status, code] of [
      [401, 190],
      [404, 132001],
      [400, 131030],
    ] as const) {
      api.answerWith({ status, body: { error: { message: 'Refused', code } } });
      const failure = (await failureSending('+27821234567')) as WhatsAppSendFailure;
      expect(failure, String(code)).toBeInstanceOf(WhatsAppSendFailure);
      expect(isRecipientRefusal(failure), String(code)).toBe(false);
      expect(failure).toMatchObject({ status, apiCode: code, throttled: false });
    }
  });

  it("keeps the API's words, its status and code, without the number it may echo", async () => {
    api.answerWith({ status: 400, body: { error: { message: '(#131026) Message undeliverable to +27 82 123 4567', code: 131026 } } });
    const failure = (await failureSending('+27821234567')) as WhatsAppSendFailure;
    expect(failure.message).toBe('WhatsApp API answered 400: (#131026) Message undeliverable to <number> (code 131026)');
    expect(failure).toMatchObject({ status: 400, apiCode: 131026 });
  });

  it('says when the API asked to slow down, as a 429 or as a 400 with a throttling code', async () => {
    api.answerWith({ status: 429, body: 'slow down' });
    expect(await failureSending('+27821234567')).toMatchObject({ status: 429, throttled: true });
    api.answerWith({ status: 400, body: { error: { message: 'Rate limit hit', code: 130429 } } });
    expect(await failureSending('+27821234567')).toMatchObject({ status: 400, apiCode: 130429, throttled: true });
  });

  it('fails without a status when the API cannot be reached', async () => {
    const send = messenger();
    await api.close();
    const failure = await send('+27821234567', { name: 'test_alert', parameters: [] }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WhatsAppSendFailure);
    expect(failure).toMatchObject({ status: undefined, throttled: false });
    expect((failure as Error).message).toMatch(/^WhatsApp API not reached: /);
    expect(isRecipientRefusal(failure)).toBe(false);
    api = await startLocalHttpService();
  });

  it('refuses a number without its country code as the number at fault, without calling the API', async () => {
    expect(isRecipientRefusal(await failureSending('082 123 4567'))).toBe(true);
    expect(api.requests).toHaveLength(0);
  });

  it('cannot be built without a token or a sending number id', () => {
    expect(() => createWhatsAppMessenger({ apiUrl: api.origin, token: '', phoneNumberId: '1', languageCode: 'en' })).toThrow('WHATSAPP_TOKEN');
    expect(() => createWhatsAppMessenger({ apiUrl: api.origin, token: 't', phoneNumberId: '', languageCode: 'en' })).toThrow('WHATSAPP_PHONE_NUMBER_ID');
  });
});
