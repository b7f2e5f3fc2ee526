import type { AlertChannelsResponse } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { publishedToast } from './published-toast';

const channels = (push: boolean, email: boolean, whatsapp: boolean): AlertChannelsResponse => ({
  push: { available: push },
  email: { available: email },
  whatsapp: { available: whatsapp },
});

describe('the toast after publishing a question', () => {
  it("keeps the SPEC's words when every channel delivers", () => {
    expect(publishedToast(channels(true, true, true))).toEqual({ title: 'Question published! Notifications sent to all users.' });
  });

  it('names the channels that deliver, and those that are not set up', () => {
    expect(publishedToast(channels(true, false, false))).toEqual({
      title: 'Question published!',
      description: 'Alerts go out by browser notification only: email and WhatsApp are not set up on this server.',
    });
    expect(publishedToast(channels(true, true, false))).toEqual({
      title: 'Question published!',
      description: 'Alerts go out by browser notification and email only: WhatsApp is not set up on this server.',
    });
  });

  it('says no alert goes out when no channel is set up', () => {
    expect(publishedToast(channels(false, false, false))).toEqual({
      title: 'Question published!',
      description: 'No alerts go out: no alert channel is set up on this server.',
    });
  });

  it('claims no alert while the channels are not known', () => {
    expect(publishedToast(undefined)).toEqual({ title: 'Question published!' });
  });

  it('says when a question published ahead of its day opens, and that its alerts go out then', () => {
    expect(publishedToast(channels(true, true, true), { kind: 'ahead', opensOn: '16 June 2030' })).toEqual({
      title: 'Question published!',
      description: 'It opens for predictions on 16 June 2030, and notifications go to all users then.',
    });
    expect(publishedToast(channels(true, false, false), { kind: 'ahead', opensOn: '16 June 2030' })).toEqual({
      title: 'Question published!',
      description:
        'It opens for predictions on 16 June 2030. Alerts go out then, by browser notification only: email and WhatsApp are not set up on this server.',
    });
    expect(publishedToast(channels(false, false, false), { kind: 'ahead', opensOn: '16 June 2030' })).toEqual({
      title: 'Question published!',
      description: 'It opens for predictions on 16 June 2030. No alerts go out: no alert channel is set up on this server.',
    });
    expect(publishedToast(undefined, { kind: 'ahead', opensOn: '16 June 2030' })).toEqual({ title: 'Question published!', description: 'It opens for predictions on 16 June 2030.' });
  });

  it('says that a question dated a day that has passed alerts nobody, whatever the channels', () => {
    const passed = { title: 'Question published!', description: 'Its day has passed, so it is listed with past questions and no alert goes out.' };
    expect(publishedToast(channels(true, true, true), { kind: 'passed' })).toEqual(passed);
    expect(publishedToast(undefined, { kind: 'passed' })).toEqual(passed);
  });
});
