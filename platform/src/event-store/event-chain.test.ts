import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chainLink, contentHash, nextHeadHash } from './event-chain.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const resolved = {
  streamId: 'question-q1',
  revision: 2,
  type: 'QuestionResolved',
  occurredAt: '2026-05-30T18:00:00.000Z',
  actorId: 'admin-1',
  data: { resolutionProofUrl: null, questionId: 'q1', correctOptionId: 'yes', resolutionSummary: 'IEC: “final” results' },
};

describe('event hash chain', () => {
  it('hashes exactly the canonical JSON the README tells readers to build by hand', () => {
    // Keys sorted, no spaces, non-ASCII text as it is: the bytes a JCS (RFC 8785) library gives.
    const content =
      '{"actorId":"admin-1","data":{"correctOptionId":"yes","questionId":"q1","resolutionProofUrl":null,' +
      '"resolutionSummary":"IEC: “final” results"}}';
    const previousHash = 'a'.repeat(64);
    const place =
      `{"contentHash":"${sha256(content)}","occurredAt":"2026-05-30T18:00:00.000Z","previousHash":"${previousHash}",` +
      '"revision":2,"streamId":"question-q1","type":"QuestionResolved"}';

    expect(contentHash(resolved.actorId, resolved.data)).toBe(sha256(content));
    expect(chainLink(resolved, previousHash)).toEqual({ hash: sha256(place), previousHash });
  });

  it('starts a stream with a null previous hash, spelled null in the canonical form', () => {
    const first = { ...resolved, revision: 0 };
    const place =
      `{"contentHash":"${contentHash(first.actorId, first.data)}","occurredAt":"2026-05-30T18:00:00.000Z",` +
      '"previousHash":null,"revision":0,"streamId":"question-q1","type":"QuestionResolved"}';

    expect(chainLink(first, null).hash).toBe(sha256(place));
  });

  it('changes the hash when the data, the type, the place, the time, the actor or the link before changes', () => {
    const base = chainLink(resolved, null).hash;
    const variants = [
      { ...resolved, data: { ...resolved.data, correctOptionId: 'no' } },
      { ...resolved, type: 'QuestionArchived' },
      { ...resolved, revision: 3 },
      { ...resolved, streamId: 'question-q2' },
      { ...resolved, occurredAt: '2026-05-30T18:00:01.000Z' },
      { ...resolved, actorId: null },
    ];

    for (const variant of variants) expect(chainLink(variant, null).hash).not.toBe(base);
    expect(chainLink(resolved, 'b'.repeat(64)).hash).not.toBe(base);
  });

  it('ignores key order, as canonical JSON must', () => {
    const reordered = { ...resolved, data: Object.fromEntries(Object.entries(resolved.data).reverse()) };

    expect(chainLink(reordered, null)).toEqual(chainLink(resolved, null));
  });

  it("folds event hashes into the log's head hash in log order", () => {
    const [a, b] = ['1'.repeat(64), '2'.repeat(64)];

    expect(nextHeadHash(null, a)).toBe(sha256(a));
    expect(nextHeadHash(nextHeadHash(null, a), b)).toBe(sha256(sha256(a) + b));
    expect(nextHeadHash(nextHeadHash(null, b), a)).not.toBe(nextHeadHash(nextHeadHash(null, a), b));
  });
});
