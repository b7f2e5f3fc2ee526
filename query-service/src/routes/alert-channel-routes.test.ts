import { AlertChannelsResponse } from '@iec-bets/contracts';
import { createHttpServer, deliverableChannels, loadConfig, openSqliteSessionStore, type DeliverableChannels, type SessionStore } from '@iec-bets/platform';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { alertChannelRoutes } from './alert-channel-routes.js';

let app: FastifyInstance;
let sessionStore: SessionStore;
let dir: string;

async function channelsAnswer(options: { alertChannels?: DeliverableChannels; vapidPublicKey?: string }) {
  dir = mkdtempSync(join(tmpdir(), 'iec-channels-route-'));
  sessionStore = openSqliteSessionStore({ file: join(dir, 'sessions.sqlite') });
  app = await createHttpServer({ sessionStore, logger: false });
  await app.register(alertChannelRoutes, options);
  const response = await app.inject({ method: 'GET', url: '/api/notifications/channels' });
  expect(response.statusCode, response.body).toBe(200);
  return AlertChannelsResponse.parse(response.json());
}
afterEach(async () => {
  await app.close();
  await sessionStore.close();
  rmSync(dir, { recursive: true, force: true });
});

const PUBLIC_KEY = 'B'.repeat(87);

describe('GET /api/notifications/channels', () => {
  it('says, with reasons meant for the user, that email and WhatsApp cannot be delivered when nothing is configured', async () => {
    const config = loadConfig({ DATA_DIR: tmpdir() });
    expect(await channelsAnswer({ alertChannels: deliverableChannels(config, { publicKey: PUBLIC_KEY }) })).toEqual({
      push: { available: true },
      email: { available: false, reason: 'Email notifications are not set up on this server' },
      whatsapp: { available: false, reason: 'WhatsApp notifications are not set up on this server', streakReminders: false },
    });
  });

  it('offers email only with both SMTP_URL and MAIL_FROM, and WhatsApp only with both its token and phone number id', async () => {
    const halfSetUp = loadConfig({ DATA_DIR: tmpdir(), SMTP_URL: 'smtp://mail.example.org:587', WHATSAPP_TOKEN: 'token' });
    const answer = await channelsAnswer({ alertChannels: deliverableChannels(halfSetUp, { publicKey: undefined }) });
    expect(answer.email.available).toBe(false);
    expect(answer.whatsapp.available).toBe(false);
    expect(answer.push).toEqual({ available: false, reason: 'Browser notifications are not set up on this server' });
    await app.close();
    await sessionStore.close();

    const setUp = loadConfig({
      DATA_DIR: tmpdir(),
      SMTP_URL: 'smtp://mail.example.org:587',
      MAIL_FROM: 'IEC Bets <alerts@example.org>',
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    });
    expect(await channelsAnswer({ alertChannels: deliverableChannels(setUp, { publicKey: PUBLIC_KEY }) })).toEqual({
      push: { available: true },
      email: { available: true },
      whatsapp: { available: true, streakReminders: false },
    });
  });

  it('says WhatsApp carries streak reminders only with a template approved for them, on a WhatsApp that can send', async () => {
    const whatsapp = { DATA_DIR: tmpdir(), WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '1234567890' };
    const withTemplate = loadConfig({ ...whatsapp, WHATSAPP_TEMPLATE_STREAK_REMINDER: 'iec_streak' });
    expect((await channelsAnswer({ alertChannels: deliverableChannels(withTemplate, { publicKey: PUBLIC_KEY }) })).whatsapp).toEqual({
      available: true,
      streakReminders: true,
    });
    await app.close();
    await sessionStore.close();

    // A template and no WhatsApp to send it: a reminder handed to it would fail, so it is not offered.
    const templateAlone = loadConfig({ DATA_DIR: tmpdir(), WHATSAPP_TEMPLATE_STREAK_REMINDER: 'iec_streak' });
    expect((await channelsAnswer({ alertChannels: deliverableChannels(templateAlone, { publicKey: PUBLIC_KEY }) })).whatsapp).toEqual({
      available: false,
      reason: 'WhatsApp notifications are not set up on this server',
      streakReminders: false,
    });
  });

  it('without a configured answer, judges push by the key this service hands out and offers nothing else', async () => {
    expect(await channelsAnswer({ vapidPublicKey: PUBLIC_KEY })).toEqual({
      push: { available: true },
      email: { available: false, reason: 'Email notifications are not set up on this server' },
      whatsapp: { available: false, reason: 'WhatsApp notifications are not set up on this server', streakReminders: false },
    });
  });
});
