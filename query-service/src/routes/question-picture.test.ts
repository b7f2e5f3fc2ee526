import { type Question, streams } from '@iec-bets/contracts';
import { RenderBudget } from '../pages/render-budget.js';
import { pictureEtag } from '../pictures/drawn-pictures.js';
import { previewPicture } from '../pictures/preview-picture.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

/** A PNG's size, from its IHDR chunk (first after the signature): width and height, big-endian. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const resolve = (questionId: string, correctOptionId: string) =>
  fx.append(streams.question(questionId), [{ type: 'QuestionResolved', data: { questionId, correctOptionId, resolutionSummary: 'It did', resolutionProofUrl: null } }]);

describe("GET /api/questions/{id}/picture, a shared question's picture", () => {
  it('is a 1200 x 630 PNG that shared caches may keep ten minutes, and a 304 once they ask again unchanged', async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-22T08:00:00Z') });
    const questionId = await fx.question({ date: new Date('2026-11-22T11:00:00Z'), text: 'Will the GNU survive the budget vote' });
    const response = await fx.get(`/api/questions/${questionId}/picture`);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=600', 'x-content-type-options': 'nosniff' });
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });

    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fx.get(`/api/questions/${questionId}/picture`, undefined, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('stays the same picture while an open question is answered, and changes once it is resolved, and again when corrected', async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-22T08:00:00Z') });
    const questionId = await fx.question({ date: new Date('2026-11-22T11:00:00Z') });
    const url = `/api/questions/${questionId}/picture`;
    const open = await fx.get(url);
    const { userId } = await fx.signUp('thandi');
    await fx.answer(userId, questionId, 'yes');
    await fx.get(`/api/questions/${questionId}/public-results`);
    // No split on an open question's picture: a vote changes nothing it shows.
    const answered = await fx.get(url);
    expect(answered.headers.etag).toBe(open.headers.etag);
    expect(answered.rawPayload).toEqual(open.rawPayload);

    await resolve(questionId, 'yes');
    await fx.get(`/api/questions/${questionId}`);
    const decided = await fx.get(url, undefined, { headers: { 'if-none-match': String(open.headers.etag) } });
    expect(decided.statusCode).toBe(200);
    expect(decided.headers.etag).not.toBe(open.headers.etag);
    expect(decided.rawPayload).not.toEqual(open.rawPayload);
    expect(pngSize(decided.rawPayload)).toEqual({ width: 1200, height: 630 });

    await fx.append(streams.question(questionId), [
      { type: 'QuestionResolutionCorrected', data: { questionId, correctOptionId: 'no', resolutionSummary: 'It did not', resolutionProofUrl: null } },
    ]);
    await fx.get(`/api/questions/${questionId}`);
    const corrected = await fx.get(url);
    expect([corrected.headers.etag, decided.headers.etag, open.headers.etag]).toHaveLength(new Set([corrected.headers.etag, decided.headers.etag, open.headers.etag]).size);
  });

  describe('while the budget for drawing is spent', () => {
    /** A budget that admits no drawing: each is expected to cost ten times what a second allows. */
    const spent = () => new RenderBudget({ shareOfTime: 0.1, windowMs: 1_000, firstExpectedMs: 1_000, now: () => 0, cpuMs: () => 0 });

    it("sends the site's own picture for now, to be kept by nobody", async () => {
      fx = await startQueryFixture({ pictureBudget: spent() });
      const questionId = await fx.question();
      const response = await fx.get(`/api/questions/${questionId}/picture`);
      expect(response.statusCode).toBe(307);
      expect(response.headers.location).toBe('/link-preview.png');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    });

    it('still answers a cache that asks again with the current version: a 304 needs no drawing', async () => {
      fx = await startQueryFixture({ pictureBudget: spent() });
      const questionId = await fx.question();
      const question = (await fx.get(`/api/questions/${questionId}`)).json() as Question;
      const etag = pictureEtag(previewPicture(question));
      const response = await fx.get(`/api/questions/${questionId}/picture`, undefined, { headers: { 'if-none-match': `W/${etag}` } });
      expect(response.statusCode).toBe(304);
      expect(response.headers.etag).toBe(etag);
    });
  });

  it('answers 404 for a draft, a deleted question and no question, with the usual message', async () => {
    fx = await startQueryFixture();
    const draft = await fx.question({ publish: false });
    const deleted = await fx.question();
    await fx.append(streams.question(deleted), [{ type: 'QuestionDeleted', data: { questionId: deleted } }]);
    for (const id of [draft, deleted, 'no-such-question']) {
      const response = await fx.get(`/api/questions/${id}/picture`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: 'We could not find that question', statusCode: 404 });
      expect(response.headers['cache-control'], id).toBeUndefined();
    }
  });
});
