import { celebrationIdOf, streams, UserDataExport } from '@iec-bets/contracts';
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
    const lerato = await fx.signUp('lerato');
    const thabo = await fx.signUp('thabo');
    const admin = await fx.signUp('admin', { admin: true });
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
    await fx.append(streams.question(gone), [events.resolutionDisputed(gone, 'Asked before the results were out.')], naledi.userId);
    const underGone = await fx.comment(naledi.userId, gone, 'Said here first');
    const siphoUnderGone = await fx.comment(sipho.userId, gone, 'Said here too');
    await fx.report(naledi.userId, gone, siphoUnderGone, 'spam', 'Off topic.');
    await fx.append(streams.question(gone), [events.deleted(gone)], admin.userId);
    const comment = await fx.comment(naledi.userId, right, 'Called it');
    const regretted = await fx.comment(naledi.userId, right, 'Words she took back');
    await fx.deleteComment(naledi.userId, right, regretted);
    const removed = await fx.comment(naledi.userId, right, 'Words a moderator took down');
    await fx.removeComment(admin.userId, right, removed);
    const pieterComment = await fx.comment(pieter.userId, right, 'Not mine to export');
    await fx.report(naledi.userId, right, pieterComment, 'misinformation', 'The turnout figure here is made up.');
    await fx.report(sipho.userId, right, pieterComment, 'abuse', 'Not mine either.');
    const siphoComment = await fx.comment(sipho.userId, right, 'Kept by the moderators');
    await fx.report(naledi.userId, right, siphoComment, 'abuse', 'Rude.');
    await fx.dismissReports(admin.userId, right, siphoComment, 1);
    for (const event of [
      events.friendRequested(naledi.userId, pieter.userId),
      events.friendRequestAccepted(naledi.userId, pieter.userId),
      events.friendRequested(sipho.userId, naledi.userId),
      events.friendRequested(naledi.userId, lerato.userId),
      events.friendRequestRejected(naledi.userId, lerato.userId),
      events.friendRequested(thabo.userId, naledi.userId),
      events.friendRequestAccepted(thabo.userId, naledi.userId),
      events.userDeleted(thabo.userId, 'thabo'),
      events.suggested('s1', naledi.userId, 'Will the by-election be held in March?'),
      events.suggested('s2', naledi.userId, 'A suggestion an admin deleted'),
      events.suggestionDeleted('s2'),
      events.notificationSettingsChanged(naledi.userId, { email: 'naledi@work.example.org', emailNotifications: true, streakReminders: false }),
      events.celebrationSeen(naledi.userId, celebrationIdOf({ type: 'correct_answer', questionId: right, position: 4_812 })),
      events.celebrationSeen(naledi.userId, celebrationIdOf({ type: 'new_friend', friendId: pieter.userId, position: 4_813 })),
      events.pushSubscribed(naledi.userId, 'https://fcm.googleapis.com/fcm/send/naledi-old-laptop'),
      events.pushUnsubscribed(naledi.userId, 'https://fcm.googleapis.com/fcm/send/naledi-old-laptop'),
      events.pushSubscribed(naledi.userId, 'https://fcm.googleapis.com/fcm/send/naledi-phone'),
      events.pushSubscribed(pieter.userId, 'https://fcm.googleapis.com/fcm/send/pieter-phone'),
      events.newsletterSubscribed('naledi@example.org', 'Naledi', 'landing'),
    ]) {
      await fx.append(streamOf(event), [event]);
    }
    // Resolved against her, then deleted: it counts nowhere now, but what it had cost her is known.
    fx.setNow(new Date('2026-11-20T08:30:00Z'));
    const settled = await fx.question({ text: 'A question resolved, then deleted' });
    await fx.answer(naledi.userId, settled, 'yes');
    await fx.append(streams.question(settled), [events.resolved(settled, 'no')]);
    await fx.append(streams.question(settled), [events.deleted(settled)], admin.userId);

    fx.setNow(new Date('2026-11-20T09:00:00Z'));
    const response = await fx.get(`/api/users/${naledi.userId}/export`, naledi.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="iec-bets-data-naledi-2026-11-20.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // A file she can read in a text editor: two spaces to a level, not one minified line. Still JSON of the declared
    // shape, encoded by the route's schema as every response is (nothing left out of it, nothing added).
    expect(response.body).toMatch(/^\{\n {2}"exportedAt": "2026-11-20T09:00:00\.000Z",\n {2}"account": \{\n {4}"id": /);
    expect(response.body.split('\n').length).toBeGreaterThan(100);
    expect(response.body).toBe(JSON.stringify(UserDataExport.parse(response.json()), null, 2));
    // Named by the South African day: 23:30 UTC on the 20th is already the 21st there.
    fx.setNow(new Date('2026-11-20T23:30:00Z'));
    const lateAtNight = await fx.get(`/api/users/${naledi.userId}/export`, naledi.cookie);
    expect(lateAtNight.headers['content-disposition']).toBe('attachment; filename="iec-bets-data-naledi-2026-11-21.json"');
    fx.setNow(new Date('2026-11-20T09:00:00Z'));
    const data = response.json();
    expect(data.exportedAt).toBe('2026-11-20T09:00:00.000Z');
    expect(data.account).toMatchObject({ id: naledi.userId, username: 'naledi', email: 'naledi@work.example.org', phoneNumber: '+27821234567', streakReminders: false });
    // Her earlier address and browsers are still held in the log, so they are hers to see.
    // In words, dates and usernames: the ids the log files them under would tell her nothing.
    expect(data.accountHistory).toEqual([
      { at: '2026-11-20T08:00:00.000Z', change: 'signed up', username: 'naledi', name: 'Name of naledi', email: 'naledi@example.org', phoneNumber: '+27821234567' },
      { at: '2026-11-20T08:05:00.000Z', change: 'contact details or alerts changed', email: 'naledi@work.example.org', emailNotifications: true, streakReminders: false },
      { at: '2026-11-20T08:05:00.000Z', change: 'celebration seen', celebration: 'Your answer was right: “Will turnout pass 60%?”' },
      { at: '2026-11-20T08:05:00.000Z', change: 'celebration seen', celebration: 'New friend: @pieter' },
      { at: '2026-11-20T08:05:00.000Z', change: 'browser subscribed to alerts', endpoint: 'https://fcm.googleapis.com/fcm/send/naledi-old-laptop' },
      { at: '2026-11-20T08:05:00.000Z', change: 'browser unsubscribed from alerts', endpoint: 'https://fcm.googleapis.com/fcm/send/naledi-old-laptop' },
      { at: '2026-11-20T08:05:00.000Z', change: 'browser subscribed to alerts', endpoint: 'https://fcm.googleapis.com/fcm/send/naledi-phone' },
    ]);
    const history = JSON.stringify(data.accountHistory);
    for (const internal of [naledi.userId, pieter.userId, right, streams.user(naledi.userId), streams.celebrations(naledi.userId), streams.pushSubscriptions(naledi.userId)]) {
      expect(history).not.toContain(internal);
    }
    expect(history).not.toMatch(/481[23]/);
    // The record as her profile shows it: one right call of one resolved, and her answers of 20 November to the
    // questions that still stand.
    const profile = (await fx.get(`/api/users/${naledi.userId}/stats`, naledi.cookie)).json().stats;
    expect(data.record).toEqual(profile);
    expect(data.record).toMatchObject({ totalAnswers: 2, resolvedAnswers: 1, correctAnswers: 1, accuracy: 100, streak: 1, points: 25 });
    const deletedAt = '2026-11-20T08:05:00.000Z';
    // Each with its points as the record counts them: right with nobody before her, 100 × (0.5² − 0); nothing yet
    // for a question still open.
    expect(data.answers).toEqual([
      { questionId: right, questionText: 'Will turnout pass 60%?', optionId: 'yes', optionText: 'Yes', answeredAt: '2026-11-20T08:00:00.000Z', outcome: 'correct', points: 25, questionDeletedAt: null },
      { questionId: open, questionText: 'Will the GNU last the year?', optionId: 'no', optionText: 'No', answeredAt: '2026-11-20T08:05:00.000Z', outcome: 'not resolved yet', points: null, questionDeletedAt: null },
      // Counted nowhere since its question was deleted, but the log keeps it.
      { questionId: gone, questionText: 'A question deleted later', optionId: 'no', optionText: 'No', answeredAt: '2026-11-20T08:05:00.000Z', outcome: 'not resolved yet', points: null, questionDeletedAt: deletedAt },
      // What it had cost her before its deletion took it out of her record: 100 × (0.5² − 1).
      {
        questionId: settled, questionText: 'A question resolved, then deleted', optionId: 'yes', optionText: 'Yes', answeredAt: '2026-11-20T08:30:00.000Z',
        outcome: 'incorrect', points: -75, questionDeletedAt: '2026-11-20T08:30:00.000Z',
      },
    ]);
    // Things of one minute are listed as the read models, then the log's records, hold them.
    const shownComment = { imageUrl: null, postedAt: expect.any(String) };
    expect(data.comments).toEqual([
      { id: comment, questionId: right, questionText: 'Will turnout pass 60%?', content: 'Called it', ...shownComment, removedByModerator: false, questionDeletedAt: null, deletedAt: null },
      // Its words are shown nowhere else, but they are hers and the log keeps them.
      { id: removed, questionId: right, questionText: 'Will turnout pass 60%?', content: 'Words a moderator took down', ...shownComment, removedByModerator: true, questionDeletedAt: null, deletedAt: null },
      // Shown to nobody since its question went, but hers to see, and to delete, for as long as the log holds it.
      { id: underGone, questionId: gone, questionText: 'A question deleted later', content: 'Said here first', ...shownComment, removedByModerator: false, questionDeletedAt: deletedAt, deletedAt: null },
      // Its words are erased from every copy of the log; that she posted it, and deleted it, is still held.
      { id: regretted, questionId: right, questionText: 'Will turnout pass 60%?', content: '', ...shownComment, removedByModerator: false, questionDeletedAt: null, deletedAt: expect.any(String) },
    ]);
    expect(data.friendships).toEqual([
      { userId: pieter.userId, username: 'pieter', direction: 'sent', status: 'accepted', requestedAt: expect.any(String), acceptedAt: expect.any(String), endedAt: null },
      { userId: sipho.userId, username: 'sipho', direction: 'received', status: 'pending', requestedAt: expect.any(String), acceptedAt: null, endedAt: null },
      { userId: lerato.userId, username: 'lerato', direction: 'sent', status: 'declined', requestedAt: expect.any(String), acceptedAt: null, endedAt: expect.any(String) },
      // Thabo deleted his account: his name is gone, but the log still holds that they were friends.
      { userId: thabo.userId, username: null, direction: 'received', status: 'ended', requestedAt: expect.any(String), acceptedAt: expect.any(String), endedAt: expect.any(String) },
    ]);
    expect(data.suggestions).toEqual([
      { id: 's1', title: 'Will the by-election be held in March?', description: null, status: 'pending', adminNotes: null, submittedAt: expect.any(String), deletedAt: null },
      { id: 's2', title: 'A suggestion an admin deleted', description: null, status: 'pending', adminNotes: null, submittedAt: expect.any(String), deletedAt: expect.any(String) },
    ]);
    // Where alerts go, but never the keys they are encrypted with.
    expect(data.pushSubscriptions).toEqual([{ endpoint: 'https://fcm.googleapis.com/fcm/send/naledi-phone', subscribedAt: expect.any(String) }]);
    expect(data.disputes).toEqual([
      { questionId: right, questionText: 'Will turnout pass 60%?', reason: 'Turnout was 58.6% on the IEC page.', disputedAt: '2026-11-20T08:05:00.000Z', status: 'open', note: null, questionDeletedAt: null },
      { questionId: gone, questionText: 'A question deleted later', reason: 'Asked before the results were out.', disputedAt: '2026-11-20T08:05:00.000Z', status: 'open', note: null, questionDeletedAt: deletedAt },
    ]);
    // Her reports and what became of them; not Sipho's.
    const at = '2026-11-20T08:05:00.000Z';
    expect(data.reports).toEqual([
      { commentId: pieterComment, questionId: right, questionText: 'Will turnout pass 60%?', reason: 'misinformation', details: 'The turnout figure here is made up.', reportedAt: at, outcome: 'awaiting a moderator', dealtWithAt: null },
      { commentId: siphoUnderGone, questionId: gone, questionText: 'A question deleted later', reason: 'spam', details: 'Off topic.', reportedAt: at, outcome: 'question deleted', dealtWithAt: at },
      { commentId: siphoComment, questionId: right, questionText: 'Will turnout pass 60%?', reason: 'abuse', details: 'Rude.', reportedAt: at, outcome: 'dismissed', dealtWithAt: at },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/Said here too|Not mine to export|Kept by the moderators|Words she took back/);
    // Signed in once, at sign-up, for the session's lifetime; the session's id, a secret, is not in the file.
    expect(data.sessions).toEqual([{ signedInAt: expect.any(String), expiresAt: expect.any(String) }]);
    expect(JSON.stringify(data)).not.toContain(naledi.cookie.split('=')[1]);
    expect(JSON.stringify(data)).not.toMatch(/p256dh|auth|passwordHash|scrypt/);
    // The list is kept by address, and an account's address is not verified: nobody learns who is on it this way.
    expect(JSON.stringify(data)).not.toContain('landing');
    expect(Object.keys(data)).toEqual(['exportedAt', 'account', 'accountHistory', 'record', 'answers', 'comments', 'friendships', 'suggestions', 'pushSubscriptions', 'disputes', 'reports', 'sessions']);
  });

  it("gives an answer its points once its question is resolved, and none before, as the player's record adds them", async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-20T08:00:00Z') });
    const naledi = await fx.signUp('naledi');
    const pieter = await fx.signUp('pieter');
    const sipho = await fx.signUp('sipho');
    const turnout = await fx.question({ text: 'Will turnout pass 60%?' });
    // Everyone before her says No; she says Yes.
    await fx.answer(pieter.userId, turnout, 'no');
    await fx.answer(sipho.userId, turnout, 'no');
    await fx.answer(naledi.userId, turnout, 'yes');
    const pointsOf = async () => {
      const data = (await fx.get(`/api/users/${naledi.userId}/export`, naledi.cookie)).json();
      return { answers: data.answers.map((answer: { points: number | null }) => answer.points), record: data.record.points };
    };
    expect(await pointsOf()).toEqual({ answers: [null], record: 0 });

    await fx.append(streams.question(turnout), [events.resolved(turnout, 'yes')]);

    // Right against the whole crowd, the most an answer earns: 100 × ((0 − 1)² − 0). Her record holds the same.
    expect(await pointsOf()).toEqual({ answers: [100], record: 100 });
  });

  it('names in words a question she commented on or reported under without answering it', async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-20T08:00:00Z') });
    const naledi = await fx.signUp('naledi');
    const pieter = await fx.signUp('pieter');
    const budget = await fx.question({ text: 'Will the budget vote pass?' });
    const hers = await fx.comment(naledi.userId, budget, 'Watching this one');
    const his = await fx.comment(pieter.userId, budget, 'It will never pass, idiots');
    await fx.report(naledi.userId, budget, his);

    const data = (await fx.get(`/api/users/${naledi.userId}/export`, naledi.cookie)).json();

    expect(data.answers).toEqual([]);
    expect(data.comments).toMatchObject([{ id: hers, questionId: budget, questionText: 'Will the budget vote pass?' }]);
    expect(data.reports).toMatchObject([{ commentId: his, questionId: budget, questionText: 'Will the budget vote pass?' }]);
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

describe('GET /api/users/{id}/comments-on-deleted-questions', () => {
  it("lists the user's comments that only the log still holds, with their question, until they delete them", async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-20T08:00:00Z') });
    const naledi = await fx.signUp('naledi');
    const pieter = await fx.signUp('pieter');
    const admin = await fx.signUp('admin', { admin: true });
    const gone = await fx.question({ text: 'Will the count finish by Friday?' });
    const stays = await fx.question({ text: 'Will turnout pass 60%?' });
    const first = await fx.comment(naledi.userId, gone, 'My cousin counts the ballots');
    fx.setNow(new Date('2026-11-20T08:05:00Z'));
    const second = await fx.comment(naledi.userId, gone, 'Friday at the latest');
    await fx.comment(pieter.userId, gone, 'Not hers');
    await fx.comment(naledi.userId, stays, 'Still on show');
    const url = `/api/users/${naledi.userId}/comments-on-deleted-questions`;
    expect((await fx.get(url, naledi.cookie)).json()).toEqual([]);

    fx.setNow(new Date('2026-11-21T09:00:00Z'));
    await fx.append(streams.question(gone), [events.deleted(gone)], admin.userId);
    const common = { questionId: gone, questionText: 'Will the count finish by Friday?', questionDeletedAt: '2026-11-21T09:00:00.000Z' };
    expect((await fx.get(url, naledi.cookie)).json()).toEqual([
      { id: first, content: 'My cousin counts the ballots', postedAt: '2026-11-20T08:00:00.000Z', ...common },
      { id: second, content: 'Friday at the latest', postedAt: '2026-11-20T08:05:00.000Z', ...common },
    ]);

    await fx.deleteComment(naledi.userId, gone, first);
    expect((await fx.get(url, naledi.cookie)).json()).toEqual([expect.objectContaining({ id: second })]);

    // Hers alone: not even an admin sees them.
    const refused = await fx.get(url, admin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You can only do this for your own account');
    expect((await fx.get(url)).statusCode).toBe(401);
  });
});

