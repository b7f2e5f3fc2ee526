import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { streams, type PublicHistory, type SealList } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The README's recipe, followed by an outsider with nothing but the public JSON and a JCS library: each entry's
 * hash from its content hash and place, each content hash from the actor and data where both are shown.
 */
function recomputeChain(history: PublicHistory): Array<{ revision: number; contentHolds: boolean | null; hashHolds: boolean; linkHolds: boolean }> {
  return history.entries.map((entry, index) => {
    const shown = entry.data !== undefined && entry.actorId !== undefined;
    return {
      revision: entry.revision,
      contentHolds: shown ? sha256(canonicalize({ actorId: entry.actorId, data: entry.data })!) === entry.contentHash : null,
      hashHolds:
        sha256(
          canonicalize({
            contentHash: entry.contentHash,
            occurredAt: entry.occurredAt,
            previousHash: entry.previousHash,
            revision: entry.revision,
            streamId: history.streamId,
            type: entry.type,
          })!,
        ) === entry.hash,
      linkHolds: entry.previousHash === (index === 0 ? null : history.entries[index - 1]!.hash),
    };
  });
}

describe("a published question's public history", () => {
  it('lists every step with who took it, and a hash chain anyone can recompute from the page alone', async () => {
    fx = await startQueryFixture({ now: new Date('2026-05-30T08:00:00Z') });
    const admin = await fx.signUp('returning_officer', { admin: true });
    const questionId = await fx.question({ text: 'Will the ANC win Tshwane' });
    await fx.append(streams.question(questionId), [{ type: 'QuestionTagsChanged', data: { questionId, tags: ['local elections'] } }], admin.userId);
    fx.setNow(new Date('2026-05-31T18:00:00Z'));
    await fx.append(
      streams.question(questionId),
      [{ type: 'QuestionResolved', data: { questionId, correctOptionId: 'no', resolutionSummary: 'The DA kept Tshwane.', resolutionProofUrl: 'https://www.elections.org.za/' } }],
      admin.userId,
    );
    const commentId = (await fx.signUp('voter')).userId;
    await fx.removeComment(admin.userId, questionId, commentId, 'Named a private person');

    const response = await fx.get(`/api/questions/${questionId}/history`);

    expect(response.statusCode).toBe(200);
    const history = response.json<PublicHistory>();
    expect(history.streamId).toBe(`question-${questionId}`);
    expect(history.entries.map((entry) => [entry.type, entry.actor])).toEqual([
      ['QuestionDrafted', { role: 'system', name: null }],
      ['QuestionPublished', { role: 'system', name: null }],
      ['QuestionTagsChanged', { role: 'admin', name: 'returning_officer' }],
      ['QuestionResolved', { role: 'admin', name: 'returning_officer' }],
      ['CommentRemoved', { role: 'admin', name: 'returning_officer' }],
    ]);
    expect(history.entries[3]).toMatchObject({
      occurredAt: '2026-05-31T18:00:00.000Z',
      actorId: admin.userId,
      data: { correctOptionId: 'no', resolutionSummary: 'The DA kept Tshwane.', resolutionProofUrl: 'https://www.elections.org.za/' },
    });
    // What a moderator removed, and why, is not the public's to read; that a removal happened, and by whom, is.
    expect(history.entries[4]!.data).toBeUndefined();
    expect(JSON.stringify(history)).not.toContain('Named a private person');
    expect(recomputeChain(history)).toEqual([
      { revision: 0, contentHolds: true, hashHolds: true, linkHolds: true },
      { revision: 1, contentHolds: true, hashHolds: true, linkHolds: true },
      { revision: 2, contentHolds: true, hashHolds: true, linkHolds: true },
      { revision: 3, contentHolds: true, hashHolds: true, linkHolds: true },
      { revision: 4, contentHolds: null, hashHolds: true, linkHolds: true },
    ]);
  });

  it('stays public after the question is deleted, and is 404 for a draft or an unknown question', async () => {
    fx = await startQueryFixture();
    const admin = await fx.signUp('admin', { admin: true });
    const published = await fx.question();
    await fx.append(streams.question(published), [{ type: 'QuestionDeleted', data: { questionId: published } }], admin.userId);
    const draft = await fx.question({ publish: false });

    const deleted = await fx.get(`/api/questions/${published}/history`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<PublicHistory>().entries.map((entry) => entry.type)).toEqual(['QuestionDrafted', 'QuestionPublished', 'QuestionDeleted']);

    for (const id of [draft, 'no-such-question']) {
      const hidden = await fx.get(`/api/questions/${id}/history`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ error: 'We could not find that question', statusCode: 404 });
    }
  });
});

describe('daily seals', () => {
  it("publishes the log's head hash as it stands and fixes it at the end of each South African day", async () => {
    fx = await startQueryFixture({ now: new Date('2026-06-01T09:00:00Z') });
    await fx.signUp('first_voter');
    await fx.question();
    const endOfFirstDay = fx.lastPosition;
    // 22:00 UTC is midnight in South Africa: a new day.
    fx.setNow(new Date('2026-06-01T22:00:00Z'));
    await fx.signUp('second_voter');

    const response = await fx.get('/api/seals');

    expect(response.statusCode).toBe(200);
    const { head, seals } = response.json<SealList>();
    const stored = await fx.eventStore.readAllAsStored({ after: 0, limit: 100 });
    const heads = stored.reduce<string[]>((acc, event) => [...acc, sha256(`${acc.at(-1) ?? ''}${event.metadata.hash}`)], []);
    const firstDayEvents = stored.filter((event) => event.position <= endOfFirstDay).length;
    expect(seals).toEqual([{ day: '2026-06-01', lastPosition: endOfFirstDay, eventCount: firstDayEvents, headHash: heads[firstDayEvents - 1] }]);
    expect(head).toEqual({ day: '2026-06-02', lastPosition: fx.lastPosition, eventCount: stored.length, headHash: heads.at(-1) });
  });

  it('shows no head for an empty log', async () => {
    fx = await startQueryFixture();

    expect((await fx.get('/api/seals')).json()).toEqual({ head: null, seals: [] });
  });
});
