import { loadConfig } from '@iec-bets/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PermanentDeliveryError } from '../alerts/alert.js';
import { startLocalHttpService, type LocalHttpService, startLocalSmtpServer, type LocalSmtpServer, generateTestVapidKeys } from '@iec-bets/testing';
import { createAlertChannels } from './index.js';

const newQuestion = { kind: 'new-question', questionId: 'q-1', questionText: 'Will turnout pass 60%?' } as const;

let smtp: LocalSmtpServer;
let whatsappApi: LocalHttpService;
beforeEach(async () => {
  smtp = await startLocalSmtpServer();
  whatsappApi = await startLocalHttpService();
});
afterEach(async () => {
  await smtp.close();
  await whatsappApi.close();
});

describe('createAlertChannels', () => {
  it('builds email and WhatsApp from the configuration', async () => {
    const channels = createAlertChannels(
      loadConfig({
        SMTP_URL: smtp.url,
        MAIL_FROM: 'IEC Bets <alerts@bets.example.org>',
        PUBLIC_ORIGIN: 'https://bets.example.org',
        WHATSAPP_API_URL: whatsappApi.origin,
        WHATSAPP_TOKEN: 'token-1',
        WHATSAPP_PHONE_NUMBER_ID: '42',
        WHATSAPP_TEMPLATE_NEW_QUESTION: 'our_new_question',
        WHATSAPP_TEMPLATE_TEST: 'our_test_alert',
        WHATSAPP_TEMPLATE_LANGUAGE: 'en_GB',
      }),
      { vapid: generateTestVapidKeys() },
    );

    await channels.email('thandi@example.org', { kind: 'test' });
    expect(smtp.received[0]!.mail.from?.value).toEqual([{ name: 'IEC Bets', address: 'alerts@bets.example.org' }]);
    expect(smtp.received[0]!.mail.text).toContain('https://bets.example.org/notifications');

    await channels.whatsapp('+27821234567', newQuestion);
    expect(whatsappApi.requests[0]!.path).toBe('/42/messages');
    expect(whatsappApi.requests[0]!.headers.authorization).toBe('Bearer token-1');
    expect(JSON.parse(whatsappApi.requests[0]!.body.toString('utf8')).template).toEqual({
      name: 'our_new_question',
      language: { code: 'en_GB' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: newQuestion.questionText }] }],
    });

    await channels.whatsapp('+27821234567', { kind: 'test' });
    expect(JSON.parse(whatsappApi.requests[1]!.body.toString('utf8')).template).toEqual({ name: 'our_test_alert', language: { code: 'en_GB' } });
  });

  it('fails every send of an unconfigured channel permanently, saying what to set', async () => {
    const channels = createAlertChannels(loadConfig({}), { vapid: generateTestVapidKeys() });
    await expect(channels.email('thandi@example.org', { kind: 'test' })).rejects.toThrow(
      new PermanentDeliveryError('Email alerts are not configured (set SMTP_URL and MAIL_FROM)'),
    );
    await expect(channels.email('thandi@example.org', { kind: 'test' })).rejects.toBeInstanceOf(PermanentDeliveryError);
    await expect(channels.whatsapp('+27821234567', newQuestion)).rejects.toBeInstanceOf(PermanentDeliveryError);
    await expect(channels.whatsapp('+27821234567', newQuestion)).rejects.toThrow('WHATSAPP_TOKEN');
  });
});
