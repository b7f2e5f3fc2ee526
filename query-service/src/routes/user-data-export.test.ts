import { streams } from '@iec-bets/contracts';
import { events, streamOf } from '@iec-bets/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

describe('GET /api/users/{id}/export (POPIA right of access)', () => {
  it("hands the user everything held about them, in their own words, as a download that no cache keeps", async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-20T08:00:00Z') });
    const naledi = await fx.signUp('naledi');
    const pieter = await fx.signUp('pieter');
    const sipho = await fx.signUp('sipho');
    const right = await fx.question({ text: 'Will turnout pass 60%?' });
    const open = await fx.question({ text: 'Will the GNU last the year?' });
    const gone = await fx.question({ text: 'A question deleted later' });
    await fx.answer(naledi.userId, right, 'yes');
    fx.setNow(new Date('2026-11-20T08:05:00Z'));
    await fx.answer(naledi.userId, open, 'no');
    await fx.answer(naledi.userId, gone, 'no');
    await fx.answer(pieter.userId, right, 'no');
    await fx.append(streams.question(right), [events.resolved(right, 'yes')]);
    await fx.append(streams.question(right), [events.resolutionDisputed(right, 'Turnout was 58.6% on the IEC page.')], naledi.userId);
    await fx.append(streams.question(right), [events.resolutionDisputed(right, 'Not mine to export either.')], pieter.userId);
    await fx.append(streams.question(gone), [events.deleted(gone)]);
    const comment = await fx.comment(naledi.userId, right, 'Called it');
    const pieterComment = await fx.comment(pieter.userId, right, 'Not mine to export');
    await fx.report(naledi.userId, right, pieterComment, 'misinformation', 'The turnout figure here is made up.');
    await fx.report(sipho.userId, right, pieterComment, 'abuse', 'Not mine either.');
    for (const event of [
      events.friendRequested(naledi.userId, pieter.userId),
      events.friendRequestAccepted(naledi.userId, pieter.userId),
      events.friendRequested(sipho.userId, naledi.userId),
      events.suggested('s1', naledi.userId, 'Will the by-election be held in March?'),
      events.pushSubscribed(naledi.userId, 'https://fcm.googleapis.com/fcm/send/naledi-phone'),
      events.pushSubscribed(pieter.userId, 'https://fcm.googleapis.com/fcm/send/pieter-phone'),
      events.newsletterSubscribed('naledi@example.org', 'Naledi', 'landing'),
    ]) {
      await fx.append(streamOf(event), [event]);
    }

    fx.setNow(new Date('2026-11-20T09:00:00Z'));
    const response = await fx.get(`/api/users/${naledi.userId}/export`, naledi.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="iec-bets-data-naledi-2026-11-20.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    // Named by the South African day: 23:30 UTC on the 20th is already the 21st there.
    fx.setNow(new Date('2026-11-20T23:30:00Z'));
    const lateAtNight = await fx.get(`/api/users/${naledi.userId}/export`, naledi.cookie);
    expect(lateAtNight.headers['content-disposition']).toBe('attachment; filename="iec-bets-data-naledi-2026-11-21.json"');
    fx.setNow(new Date('2026-11-20T09:00:00Z'));
    const data = response.json();
    expect(data.exportedAt).toBe('2026-11-20T09:00:00.000Z');
    expect(data.account).toMatchObject({ id: naledi.userId, username: 'naledi', email: 'naledi@example.org', phoneNumber: '+27821234567' });
    // The record as her profile shows it: one right call of one resolved, and her answers of 20 November to the
    // questions that still stand.
    const profile = (await fx.get(`/api/users/${naledi.userId}/stats`, naledi.cookie)).json().stats;
    expect(data.record).toEqual(profile);
    expect(data.record).toMatchObject({ totalAnswers: 2, resolvedAnswers: 1, correctAnswers: 1, accuracy: 100, streak: 1 });
    expect(data.answers).toEqual([
      { questionId: right, questionText: 'Will turnout pass 60%?', optionId: 'yes', optionText: 'Yes', answeredAt: '2026-11-20T08:00:00.000Z', outcome: 'correct' },
      { questionId: open, questionText: 'Will the GNU last the year?', optionId: 'no', optionText: 'No', answeredAt: '2026-11-20T08:05:00.000Z', outcome: 'not resolved yet' },
      // The answer to a question deleted since is no longer in the read models this export is built from.
    ]);
    expect(data.comments).toEqual([{ id: comment, questionId: right, content: 'Called it', imageUrl: null, postedAt: expect.any(String), removedByModerator: false }]);
    expect(data.friendships).toEqual([
      { userId: pieter.userId, username: 'pieter', direction: 'sent', status: 'accepted', requestedAt: expect.any(String), acceptedAt: expect.any(String) },
      { userId: sipho.userId, username: 'sipho', direction: 'received', status: 'pending', requestedAt: expect.any(String), acceptedAt: null },
    ]);
    expect(data.suggestions).toEqual([
      { id: 's1', title: 'Will the by-election be held in March?', description: null, status: 'pending', adminNotes: null, submittedAt: expect.any(String) },
    ]);
    // Where alerts go, but never the keys they are encrypted with.
    expect(data.pushSubscriptions).toEqual([{ endpoint: 'https://fcm.googleapis.com/fcm/send/naledi-phone', subscribedAt: expect.any(String) }]);
    expect(data.disputes).toEqual([
      { questionId: right, reason: 'Turnout was 58.6% on the IEC page.', disputedAt: '2026-11-20T08:05:00.000Z', status: 'open', note: null },
    ]);
    // Her report of Pieter's comment, which awaits a moderator; not Sipho's.
    expect(data.reports).toEqual([
      { commentId: pieterComment, questionId: right, reason: 'misinformation', details: 'The turnout figure here is made up.', reportedAt: '2026-11-20T08:05:00.000Z' },
    ]);
    // Signed in once, at sign-up, for the session's lifetime; the session's id, a secret, is not in the file.
    expect(data.sessions).toEqual([{ signedInAt: expect.any(String), expiresAt: expect.any(String) }]);
    expect(JSON.stringify(data)).not.toContain(naledi.cookie.split('=')[1]);
    expect(JSON.stringify(data)).not.toMatch(/p256dh|auth|passwordHash|scrypt/);
    // The list is kept by address, and an account's address is not verified: nobody learns who is on it this way.
    expect(JSON.stringify(data)).not.toContain('landing');
    expect(Object.keys(data)).toEqual(['exportedAt', 'account', 'record', 'answers', 'comments', 'friendships', 'suggestions', 'pushSubscriptions', 'disputes', 'reports', 'sessions']);
  });

  it("refuses anyone's data but one's own, admins included, and visitors", async () => {
    fx = await startQueryFixture();
    const naledi = await fx.signUp('naledi');
    const admin = await fx.signUp('admin', { admin: true });
    const refused = await fx.get(`/api/users/${naledi.userId}/export`, admin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You can only do this for your own account');
    expect((await fx.get(`/api/users/${naledi.userId}/export`)).statusCode).toBe(401);
  });
});
