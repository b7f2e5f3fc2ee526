import { isRecipientRefusal } from '@iec-bets/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PermanentDeliveryError, type Alert } from '../alerts/alert.js';
import { startLocalHttpService, type LocalHttpService } from '@iec-bets/testing';
import { RetryableDeliveryError } from './delivery-failure.js';
import { createWhatsAppSender } from './whatsapp-channel.js';

let api: LocalHttpService;
beforeEach(async () => {
  api = await startLocalHttpService();
  api.answerWith({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.1' }] } });
});
afterEach(async () => api.close());

const sender = () =>
  createWhatsAppSender({
    apiUrl: `${api.origin}/v21.0/`,
    token: 'secret-token',
    phoneNumberId: '1234567890',
    templates: { newQuestion: 'new_question', questionResolved: 'question_resolved', test: 'iec_test_alert' },
    languageCode: 'en_US',
  });

const resolved: Alert = {
  kind: 'question-resolved',
  questionId: 'q1',
  questionText: 'Will the ANC win more than 50%?',
  correctOptionId: 'no',
  correctOptionText: 'No',
  wasCorrect: true,
};

describe('WhatsApp channel', () => {
  it('posts the template message to the phone number id with the bearer token', async () => {
    await sender()('+27 82 123 4567', resolved);
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v21.0/1234567890/messages' });
    expect(request!.headers.authorization).toBe('Bearer secret-token');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body.toString('utf8'))).toEqual({
      messaging_product: 'whatsapp',
      to: '27821234567',
      type: 'template',
      template: {
        name: 'question_resolved',
        language: { code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Will the ANC win more than 50%?' },
              { type: 'text', text: 'No' },
              { type: 'text', text: 'You called it!' },
            ],
          },
        ],
      },
    });
  });

  it('sends the test alert as the configured test template, which has no placeholders to fill', async () => {
    await sender()('+27 82 123 4567', { kind: 'test' });
    expect(JSON.parse(api.requests[0]!.body.toString('utf8'))).toEqual({
      messaging_product: 'whatsapp',
      to: '27821234567',
      type: 'template',
      template: { name: 'iec_test_alert', language: { code: 'en_US' } },
    });
  });

  it('gives up on a number WhatsApp cannot deliver to, marked as the recipient refused for the test alert to tell', async () => {
    api.answerWith({ status: 400, body: { error: { message: 'Message undeliverable.', code: 131026 } } });
    const failure = await sender()('+27821234567', { kind: 'test' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PermanentDeliveryError);
    expect(isRecipientRefusal(failure)).toBe(true);
    expect((failure as Error).message).toBe('WhatsApp API answered 400: Message undeliverable. (code 131026)');
  });

  it("maps the API's refusal (4xx) to a permanent failure with its message", async () => {
    api.answerWith({
      status: 400,
      body: { error: { message: '(#132001) Template name does not exist in the translation', type: 'OAuthException', code: 132001 } },
    });
    await expect(sender()('+27821234567', resolved)).rejects.toThrow(
      new PermanentDeliveryError('WhatsApp API answered 400: (#132001) Template name does not exist in the translation (code 132001)'),
    );
    api.answerWith({ status: 401, body: { error: { message: 'Invalid OAuth access token.', code: 190 } } });
    await expect(sender()('+27821234567', resolved)).rejects.toBeInstanceOf(PermanentDeliveryError);
  });

  it('retries throttling, whether as 429 or as a 400 with a rate-limit code, and 5xx', async () => {
    api.answerWith({ status: 429, body: 'slow down' });
    await expect(sender()('+27821234567', resolved)).rejects.toBeInstanceOf(RetryableDeliveryError);
    api.answerWith({ status: 400, body: { error: { message: 'Rate limit hit', code: 130429 } } });
    await expect(sender()('+27821234567', resolved)).rejects.toBeInstanceOf(RetryableDeliveryError);
    api.answerWith({ status: 503, body: 'unavailable' });
    await expect(sender()('+27821234567', resolved)).rejects.toThrow(new RetryableDeliveryError('WhatsApp API answered 503: unavailable'));
  });

  it('retries when the API cannot be reached', async () => {
    const send = sender();
    await api.close();
    await expect(send('+27821234567', resolved)).rejects.toBeInstanceOf(RetryableDeliveryError);
    api = await startLocalHttpService();
  });

  it('refuses a number without its country code, without calling the API', async () => {
    const failure = await sender()('082 123 4567', resolved).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PermanentDeliveryError);
    expect(isRecipientRefusal(failure)).toBe(true);
    expect(api.requests).toHaveLength(0);
  });

  it('cannot be built without a token', () => {
    expect(() =>
      createWhatsAppSender({
        apiUrl: api.origin,
        token: '',
        phoneNumberId: '1',
        templates: { newQuestion: 'a', questionResolved: 'b' },
        languageCode: 'en',
      }),
    ).toThrow('WHATSAPP_TOKEN');
  });
});

