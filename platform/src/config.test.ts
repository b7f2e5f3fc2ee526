import { resolve } from 'node:path';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push/push-service-hosts.js';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs the embedded setup with nothing set', () => {
    expect(loadConfig({})).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: resolve('data'),
      MONGODB_DATABASE: 'iec_bets',
      LOG_LEVEL: 'info',
      SESSION_TTL_DAYS: 30,
      COOKIE_SECURE: false,
      RATE_LIMIT_LOGIN_PER_MINUTE: 10,
      RATE_LIMIT_SIGNUP_PER_HOUR: 20,
      RATE_LIMIT_ANSWERS_PER_MINUTE: 60,
      RATE_LIMIT_COMMENTS_PER_MINUTE: 10,
      RATE_LIMIT_REPORTS_PER_HOUR: 20,
      RATE_LIMIT_DISPUTES_PER_HOUR: 10,
      RATE_LIMIT_SUGGESTIONS_PER_HOUR: 10,
      RATE_LIMIT_NEWSLETTER_PER_HOUR: 20,
      RATE_LIMIT_PASSWORD_RESETS_PER_HOUR: 5,
      RATE_LIMIT_WRONG_PASSWORDS_PER_HOUR: 20,
      RATE_LIMIT_CONFIRMATION_EMAILS_PER_HOUR: 5,
      RATE_LIMIT_CONFIRMATION_EMAILS_PER_DAY: 10,
      READ_WAIT_TIMEOUT_MS: 5000,
      PUSH_SERVICE_HOSTS: [...DEFAULT_PUSH_SERVICE_HOSTS],
      RATE_LIMIT_TEST_EMAILS_PER_MINUTE: 3,
      VAPID_SUBJECT: 'mailto:alerts@iec-bets.invalid',
      WHATSAPP_API_URL: 'https://graph.facebook.com/v21.0',
      WHATSAPP_TEMPLATE_NEW_QUESTION: 'new_question',
      WHATSAPP_TEMPLATE_QUESTION_RESOLVED: 'question_resolved',
      WHATSAPP_TEMPLATE_RESOLUTION_CORRECTED: 'resolution_corrected',
      WHATSAPP_TEMPLATE_TEST: 'test_alert',
      WHATSAPP_TEMPLATE_LANGUAGE: 'en',
      NOTIFIER_ROLE: 'all',
      NOTIFIER_JOB_LOCK_SECONDS: 30,
    });
  });

  it('reads every setting of the distributed setup', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/iec-bets',
      EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
      MONGODB_URL: 'mongodb://mongo1:27017,mongo2:27017/?replicaSet=rs0',
      MONGODB_DATABASE: 'bets_prod',
      REDIS_URL: 'redis://redis:6379',
      LOG_LEVEL: 'debug',
      SESSION_TTL_DAYS: '7',
      COOKIE_SECURE: 'true',
      PUBLIC_ORIGIN: 'https://bets.example.org/',
      TRUSTED_PROXIES: '10.0.0.5, 172.28.0.0/16,::1',
      RATE_LIMIT_LOGIN_PER_MINUTE: '5',
      RATE_LIMIT_SIGNUP_PER_HOUR: '3',
      RATE_LIMIT_ANSWERS_PER_MINUTE: '100',
      RATE_LIMIT_COMMENTS_PER_MINUTE: '4',
      RATE_LIMIT_REPORTS_PER_HOUR: '6',
      RATE_LIMIT_DISPUTES_PER_HOUR: '4',
      RATE_LIMIT_SUGGESTIONS_PER_HOUR: '5',
      RATE_LIMIT_NEWSLETTER_PER_HOUR: '7',
      RATE_LIMIT_PASSWORD_RESETS_PER_HOUR: '3',
      RATE_LIMIT_WRONG_PASSWORDS_PER_HOUR: '12',
      RATE_LIMIT_CONFIRMATION_EMAILS_PER_HOUR: '3',
      RATE_LIMIT_CONFIRMATION_EMAILS_PER_DAY: '8',
      READ_WAIT_TIMEOUT_MS: '0',
      RATE_LIMIT_TEST_EMAILS_PER_MINUTE: '2',
      PUSH_SERVICE_HOSTS: 'push.example.org, *.push.example.net,127.0.0.1:8443',
      VAPID_SUBJECT: 'https://bets.example.org',
      WHATSAPP_API_URL: 'https://graph.facebook.com/v22.0',
      WHATSAPP_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TEMPLATE_NEW_QUESTION: 'iec_new_question',
      WHATSAPP_TEMPLATE_QUESTION_RESOLVED: 'iec_resolved',
      WHATSAPP_TEMPLATE_RESOLUTION_CORRECTED: 'iec_corrected',
      WHATSAPP_TEMPLATE_STREAK_REMINDER: 'iec_streak',
      WHATSAPP_TEMPLATE_TEST: 'iec_test',
      WHATSAPP_TEMPLATE_LANGUAGE: 'en_US',
      SMTP_URL: 'smtp://alerts:secret@mail.example.org:587',
      MAIL_FROM: 'IEC Bets <alerts@bets.example.org>',
      PASSWORD_RESET_SECRET: 'k3pt-in-the-vault-and-shared-by-every-replica',
      NOTIFIER_ROLE: 'reactor',
      NOTIFIER_JOB_LOCK_SECONDS: '10',
    });
    expect(config).toEqual({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/iec-bets',
      EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
      MONGODB_URL: 'mongodb://mongo1:27017,mongo2:27017/?replicaSet=rs0',
      MONGODB_DATABASE: 'bets_prod',
      REDIS_URL: 'redis://redis:6379',
      LOG_LEVEL: 'debug',
      SESSION_TTL_DAYS: 7,
      COOKIE_SECURE: true,
      PUBLIC_ORIGIN: 'https://bets.example.org',
      TRUSTED_PROXIES: ['10.0.0.5', '172.28.0.0/16', '::1'],
      RATE_LIMIT_LOGIN_PER_MINUTE: 5,
      RATE_LIMIT_SIGNUP_PER_HOUR: 3,
      RATE_LIMIT_ANSWERS_PER_MINUTE: 100,
      RATE_LIMIT_COMMENTS_PER_MINUTE: 4,
      RATE_LIMIT_REPORTS_PER_HOUR: 6,
      RATE_LIMIT_DISPUTES_PER_HOUR: 4,
      RATE_LIMIT_SUGGESTIONS_PER_HOUR: 5,
      RATE_LIMIT_NEWSLETTER_PER_HOUR: 7,
      RATE_LIMIT_PASSWORD_RESETS_PER_HOUR: 3,
      RATE_LIMIT_WRONG_PASSWORDS_PER_HOUR: 12,
      RATE_LIMIT_CONFIRMATION_EMAILS_PER_HOUR: 3,
      RATE_LIMIT_CONFIRMATION_EMAILS_PER_DAY: 8,
      READ_WAIT_TIMEOUT_MS: 0,
      RATE_LIMIT_TEST_EMAILS_PER_MINUTE: 2,
      PUSH_SERVICE_HOSTS: [...DEFAULT_PUSH_SERVICE_HOSTS, 'push.example.org', '*.push.example.net', '127.0.0.1:8443'],
      VAPID_SUBJECT: 'https://bets.example.org',
      WHATSAPP_API_URL: 'https://graph.facebook.com/v22.0',
      WHATSAPP_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TEMPLATE_NEW_QUESTION: 'iec_new_question',
      WHATSAPP_TEMPLATE_QUESTION_RESOLVED: 'iec_resolved',
      WHATSAPP_TEMPLATE_RESOLUTION_CORRECTED: 'iec_corrected',
      WHATSAPP_TEMPLATE_STREAK_REMINDER: 'iec_streak',
      WHATSAPP_TEMPLATE_TEST: 'iec_test',
      WHATSAPP_TEMPLATE_LANGUAGE: 'en_US',
      SMTP_URL: 'smtp://alerts:secret@mail.example.org:587',
      MAIL_FROM: 'IEC Bets <alerts@bets.example.org>',
      PASSWORD_RESET_SECRET: 'k3pt-in-the-vault-and-shared-by-every-replica',
      NOTIFIER_ROLE: 'reactor',
      NOTIFIER_JOB_LOCK_SECONDS: 10,
    });
  });

  it('makes a relative data directory absolute', () => {
    expect(loadConfig({ DATA_DIR: 'var/bets' }).DATA_DIR).toBe(resolve('var/bets'));
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', REDIS_URL: '', COOKIE_SECURE: '' });
    expect(config.PORT).toBe(3000);
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.COOKIE_SECURE).toBe(false);
  });

  it('names every bad variable at once, with what it expects', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        SESSION_TTL_DAYS: '0',
        COOKIE_SECURE: 'yes',
        LOG_LEVEL: 'loud',
        REDIS_URL: 'localhost:6379',
        PUBLIC_ORIGIN: 'https://bets.example.org/play',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: expected a whole number');
    expect(message).toContain('SESSION_TTL_DAYS: expected at least 1');
    expect(message).toContain('COOKIE_SECURE: expected true or false');
    expect(message).toContain('LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent');
    expect(message).toContain('REDIS_URL: expected a URL starting with redis:// or rediss://');
    expect(message).toContain('PUBLIC_ORIGIN: expected an origin');
    expect((error as ConfigError).problems).toHaveLength(6);
  });

  it('believes forwarded addresses only from proxies named by address or range', () => {
    for (const bad of ['nginx', '10.0.0.5/33', '10.0.0.5/8/1', 'loopback', ' , ']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES: expected IP addresses or CIDR ranges/);
    }
    expect(loadConfig({}).TRUSTED_PROXIES).toBeUndefined();
  });

  it('refuses a port out of range and a URL of the wrong kind', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: expected at most 65535/);
    expect(() => loadConfig({ MONGODB_URL: 'http://mongo:27017' })).toThrow(/MONGODB_URL: expected a URL starting with mongodb:\/\//);
    expect(() => loadConfig({ EVENTSTORE_URL: 'mongodb://x' })).toThrow(/EVENTSTORE_URL/);
  });

  it('refuses alert settings the services would reject', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.org:25' })).toThrow(/SMTP_URL: expected a URL starting with smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ WHATSAPP_PHONE_NUMBER_ID: '+27821234567' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: expected the numeric phone number id/);
    expect(() => loadConfig({ WHATSAPP_TEMPLATE_NEW_QUESTION: 'New Question' })).toThrow(/WHATSAPP_TEMPLATE_NEW_QUESTION: expected a template name/);
    expect(() => loadConfig({ WHATSAPP_TEMPLATE_TEST: 'Test Alert' })).toThrow(/WHATSAPP_TEMPLATE_TEST: expected a template name/);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.org' })).toThrow(
      /PUSH_SERVICE_HOSTS: expected hosts such as push.example.org, \*.example.org or host:8443, not https:\/\/push.example.org/,
    );
    expect(() => loadConfig({ WHATSAPP_TEMPLATE_LANGUAGE: 'english' })).toThrow(/WHATSAPP_TEMPLATE_LANGUAGE/);
    expect(() => loadConfig({ WHATSAPP_API_URL: 'graph.facebook.com' })).toThrow(/WHATSAPP_API_URL/);
    expect(() => loadConfig({ NOTIFIER_ROLE: 'delivery' })).toThrow(/NOTIFIER_ROLE: expected all, reactor or worker/);
  });

  it('does not echo the values of bad variables, which may hold passwords', () => {
    expect(() => loadConfig({ MONGODB_URL: 'http://admin:s3cret@mongo' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret') }),
    );
  });
});
