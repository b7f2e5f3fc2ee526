import {
  streams,
  type Comment,
  type ModerationQueue,
  type PublicHistory,
  type QuestionHistoryResponse,
  type User,
  type UserDataExport,
} from '@iec-bets/contracts';
import { contentHash, SESSION_COOKIE } from '@iec-bets/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendPublishedQuestion, readingOwnWrites, startAllRoutesApp, type AllRoutesApp } from '../test-support/all-routes-app.js';

/**
 * Moderation end to end, as `iec-bets start` puts it together: a user reports a comment, an admin finds it in the
 * queue and removes it, and everyone then sees "Removed by a moderator", no image, and the decision in the
 * question's history.
 */
let running: AllRoutesApp;
let client: ReturnType<typeof readingOwnWrites>;
let call: ReturnType<typeof readingOwnWrites>['call'];

beforeAll(async () => {
  running = await startAllRoutesApp({ withProjector: true });
  client = readingOwnWrites(running.app);
  ({ call } = client);
  await appendPublishedQuestion(running.eventStore, 'q-moderated', 'Will the coalition hold until June?');
});
afterAll(async () => running.close());

const GIF = Buffer.from([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b]);

async function signUp(username: string, options: { admin?: boolean } = {}) {
  const response = await call('POST', '/api/auth/signup', undefined, { username, password: 'a-good-long-password', name: `${username} M` });
  expect(response.statusCode, response.body).toBe(201);
  const user = response.json() as User;
  if (options.admin) {
    // As `iec-bets grant-admin` does it.
    const granted = await running.eventStore.append(streams.user(user.id), [{ type: 'AdminGranted', data: { userId: user.id } }], {
      expectedRevision: 'any',
      metadata: { actorId: null, correlationId: 'grant', causationId: null, occurredAt: new Date().toISOString() },
    });
    client.waitFor(granted.position);
  }
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
  return { user, cookie: `${SESSION_COOKIE}=${cookie.value}` };
}

describe('moderating a discussion', () => {
  it('takes reports, queues them for admins, and removes the comment for everyone, on the record', async () => {
    const thandi = await signUp('mod_thandi');
    const sipho = await signUp('mod_sipho');
    const lerato = await signUp('mod_lerato');
    const admin = await signUp('mod_admin', { admin: true });

    const posted = await call('POST', '/api/questions/q-moderated/comments', thandi.cookie, {
      content: 'Here is his home address',
      imageUrl: `data:image/gif;base64,${GIF.toString('base64')}`,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const comment = posted.json() as Comment;
    expect((await call('GET', comment.imageUrl!)).statusCode).toBe(200);

    const report = (who: { cookie: string }, body: object) => call('POST', `/api/comments/${comment.id}/reports`, who.cookie, body);
    expect((await report(sipho, { reason: 'personal-information' })).statusCode).toBe(201);
    expect((await report(lerato, { reason: 'other', details: 'Doxxing a councillor' })).statusCode).toBe(201);
    expect((await report(sipho, { reason: 'abuse' })).json()).toEqual({ error: 'You have already reported this comment', statusCode: 409 });
    expect((await report(thandi, { reason: 'spam' })).json()).toEqual({ error: 'You cannot report your own comment', statusCode: 403 });

    // Only admins see the queue.
    expect((await call('GET', '/api/admin/moderation/reports', sipho.cookie)).statusCode).toBe(403);
    const queue = (await call('GET', '/api/admin/moderation/reports', admin.cookie)).json() as ModerationQueue;
    expect(queue.waiting).toBe(1);
    expect(queue.comments).toEqual([
      {
        comment: { ...comment, content: 'Here is his home address' },
        question: { id: 'q-moderated', text: 'Will the coalition hold until June?' },
        reports: [
          { reason: 'personal-information', details: '', reportedAt: expect.any(String), reporter: { id: sipho.user.id, username: 'mod_sipho' } },
          { reason: 'other', details: 'Doxxing a councillor', reportedAt: expect.any(String), reporter: { id: lerato.user.id, username: 'mod_lerato' } },
        ],
        reportsInAll: 2,
      },
    ]);

    const removal = (body: object, who = admin) => call('POST', `/api/admin/comments/${comment.id}/removal`, who.cookie, body);
    expect((await removal({ reason: 'x' })).json()).toEqual({
      error: 'Please give a reason for removing this comment (at least 3 characters)',
      statusCode: 400,
    });
    expect((await removal({ reason: 'Shares a private address' }, sipho)).statusCode).toBe(403);
    const removed = await removal({ reason: 'Shares a private address' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ id: comment.id });

    // Everyone now sees the comment in its place, removed, without its text or image.
    const shown = { ...comment, content: '', imageUrl: null, removedByModerator: true };
    expect((await call('GET', '/api/questions/q-moderated/comments', lerato.cookie)).json()).toEqual([shown]);
    expect((await call('GET', '/api/comments/public')).json()).toEqual({ 'q-moderated': [shown] });
    expect((await call('GET', comment.imageUrl!)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/moderation/reports', admin.cookie)).json()).toEqual({ waiting: 0, comments: [] });
    expect((await removal({ reason: 'Again' })).json()).toEqual({ error: 'This comment was already removed by a moderator', statusCode: 409 });

    // The author's own copy of their data says what happened to it, and gives back what they wrote, which the log
    // keeps as what the decision was about.
    const exported = (await call('GET', `/api/users/${thandi.user.id}/export`, thandi.cookie)).json() as UserDataExport;
    expect(exported.comments).toEqual([
      expect.objectContaining({ id: comment.id, content: 'Here is his home address', imageUrl: null, removedByModerator: true }),
    ]);

    // The decision is in the question's history, with who took it and why, and the comment it took down as posted:
    // an audit reads what was removed, and whose it was, which the discussion no longer shows.
    const history = (await call('GET', '/api/admin/questions/q-moderated/history', admin.cookie)).json() as QuestionHistoryResponse;
    expect(history.events.at(-1)).toMatchObject({
      type: 'CommentRemoved',
      actor: { id: admin.user.id, username: 'mod_admin' },
      data: { commentId: comment.id, questionId: 'q-moderated', reason: 'Shares a private address' },
      comment: { author: { id: thandi.user.id, username: 'mod_thandi' }, content: 'Here is his home address', hadImage: true },
    });
    // Other steps name no comment.
    expect(history.events.filter((event) => event.comment)).toHaveLength(1);
    // The public sees that a removal happened, and its content hash, but cannot test a guess at what it was about:
    // the decision carries a salt.
    const publicHistory = (await call('GET', '/api/questions/q-moderated/history')).json() as PublicHistory;
    const publicRemoval = publicHistory.entries.find((entry) => entry.type === 'CommentRemoved')!;
    expect(publicRemoval.data).toBeUndefined();
    const guess = { commentId: comment.id, questionId: 'q-moderated', reason: 'Shares a private address' };
    expect(publicRemoval.contentHash).not.toBe(contentHash(admin.user.id, guess));
    const salt = (history.events.at(-1)!.data as { salt: string }).salt;
    expect(publicRemoval.contentHash).toBe(contentHash(admin.user.id, { ...guess, salt }));
  });

  it('lets an admin keep a reported comment, which leaves the queue until someone reports it again', async () => {
    const author = await signUp('keep_author');
    const first = await signUp('keep_first');
    const second = await signUp('keep_second');
    const admin = await signUp('keep_admin', { admin: true });
    const comment = (await call('POST', '/api/questions/q-moderated/comments', author.cookie, { content: 'The ANC will lose Joburg' })).json() as Comment;

    expect((await call('POST', `/api/comments/${comment.id}/reports`, first.cookie, { reason: 'misinformation' })).statusCode).toBe(201);
    const queued = async () =>
      ((await call('GET', '/api/admin/moderation/reports', admin.cookie)).json() as ModerationQueue).comments.map((entry) => entry.comment.id);
    expect(await queued()).toEqual([comment.id]);

    // The admin says how many reports the comment had had when they read it, as the queue showed.
    const dismissal = (reportsRead: number) =>
      call('POST', `/api/admin/comments/${comment.id}/reports/dismissal`, admin.cookie, { reportsRead });
    const shown = (await call('GET', '/api/admin/moderation/reports', admin.cookie)).json() as ModerationQueue;
    expect(shown.comments[0]?.reportsInAll).toBe(1);
    expect((await dismissal(1)).statusCode).toBe(200);
    expect(await queued()).toEqual([]);
    expect((await dismissal(1)).json()).toEqual({ error: 'This comment has no reports waiting', statusCode: 409 });
    expect((await call('GET', '/api/questions/q-moderated/comments', first.cookie)).json()).toContainEqual(comment);

    expect((await call('POST', `/api/comments/${comment.id}/reports`, second.cookie, { reason: 'spam' })).statusCode).toBe(201);
    const again = (await call('GET', '/api/admin/moderation/reports', admin.cookie)).json() as ModerationQueue;
    expect(again.comments.map((entry) => entry.reports.map((report) => report.reporter.username))).toEqual([['keep_second']]);

    // A report that comes in while the admin reads the queue stays in it when they keep the comment.
    const third = await signUp('keep_third');
    expect((await call('POST', `/api/comments/${comment.id}/reports`, third.cookie, { reason: 'hate' })).statusCode).toBe(201);
    expect((await dismissal(2)).statusCode).toBe(200);
    const left = (await call('GET', '/api/admin/moderation/reports', admin.cookie)).json() as ModerationQueue;
    expect(left.comments.map((entry) => entry.reports.map((report) => report.reporter.username))).toEqual([['keep_third']]);
    expect((await dismissal(2)).json()).toEqual({
      error: 'Those reports were already dealt with; the comment has newer ones waiting',
      statusCode: 409,
    });

    const kept = async () =>
      ((await call('GET', '/api/admin/questions/q-moderated/history', admin.cookie)).json() as QuestionHistoryResponse).events.filter(
        (event) => event.type === 'CommentReportsDismissed',
      );
    expect((await kept()).map((event) => event.comment)).toEqual([
      { author: { id: author.user.id, username: 'keep_author' }, content: 'The ANC will lose Joburg', hadImage: false },
      { author: { id: author.user.id, username: 'keep_author' }, content: 'The ANC will lose Joburg', hadImage: false },
    ]);

    // Once the author deletes their account, the history no longer names them; what they wrote stays, as it stays in
    // the discussion under "Deleted user".
    expect((await call('DELETE', `/api/users/${author.user.id}`, author.cookie, { password: 'a-good-long-password' })).statusCode).toBe(204);
    expect((await kept()).map((event) => event.comment?.author)).toEqual([
      { id: author.user.id, username: null },
      { id: author.user.id, username: null },
    ]);
  });
});
