import { streams, type DomainEvent } from '@iec-bets/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startQueryFixture, type QueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
let admin: { userId: string; cookie: string };
let thandi: { userId: string; cookie: string };
let sipho: { userId: string; cookie: string };
let questionId: string;
const RESOLVED_AT = new Date('2026-11-20T10:00:00.000Z');
const HOUR = 60 * 60_000;

/** Appends to the question's stream as the command side would, with `actorId` as the one who acted. */
const onQuestion = (event: DomainEvent, actorId: string) => fx.append(streams.question(questionId), [event], actorId);
const dispute = (userId: string, reason: string) => onQuestion({ type: 'QuestionResolutionDisputed', data: { questionId, reason } }, userId);

beforeEach(async () => {
  fx = await startQueryFixture({ now: new Date('2026-11-19T08:00:00.000Z') });
  admin = await fx.signUp('dispute_admin', { admin: true });
  thandi = await fx.signUp('thandi');
  sipho = await fx.signUp('sipho');
  questionId = await fx.question({ text: 'Will turnout pass 60%' });
  await fx.answer(thandi.userId, questionId, 'no');
  await fx.answer(sipho.userId, questionId, 'yes');
  fx.setNow(RESOLVED_AT);
  await onQuestion(
    { type: 'QuestionResolved', data: { questionId, correctOptionId: 'yes', resolutionSummary: 'Turnout was 61%.', resolutionProofUrl: null } },
    admin.userId,
  );
});
afterEach(async () => fx.close());

describe('GET /api/questions/{id}/disputes/mine', () => {
  it('tells someone who answered that they may dispute until 48 hours after the resolution', async () => {
    fx.setNow(new Date(RESOLVED_AT.getTime() + HOUR));
    const response = await fx.get(`/api/questions/${questionId}/disputes/mine`, thandi.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      questionId,
      answered: true,
      disputableUntil: '2026-11-22T10:00:00.000Z',
      canDispute: true,
      dispute: null,
    });
    fx.setNow(new Date(RESOLVED_AT.getTime() + 48 * HOUR + 1));
    expect((await fx.get(`/api/questions/${questionId}/disputes/mine`, thandi.cookie)).json()).toMatchObject({ canDispute: false });
  });

  it('shows the dispute once sent, then what the admins made of it', async () => {
    fx.setNow(new Date(RESOLVED_AT.getTime() + HOUR));
    await dispute(thandi.userId, 'Turnout was 58.6% on the IEC page.');
    expect((await fx.get(`/api/questions/${questionId}/disputes/mine`, thandi.cookie)).json()).toMatchObject({
      canDispute: false,
      dispute: { reason: 'Turnout was 58.6% on the IEC page.', disputedAt: '2026-11-20T11:00:00.000Z', status: 'open', note: null },
    });
    await onQuestion({ type: 'QuestionDisputesDismissed', data: { questionId, note: 'Special votes were included.' } }, admin.userId);
    expect((await fx.get(`/api/questions/${questionId}/disputes/mine`, thandi.cookie)).json().dispute).toMatchObject({
      status: 'dismissed',
      note: 'Special votes were included.',
    });
  });

  it('opens a new window with a correction, and says nothing can be disputed before a resolution', async () => {
    fx.setNow(new Date(RESOLVED_AT.getTime() + 47 * HOUR));
    await onQuestion(
      { type: 'QuestionResolutionCorrected', data: { questionId, correctOptionId: 'no', resolutionSummary: 'It was 58.6%.', resolutionProofUrl: null } },
      admin.userId,
    );
    fx.setNow(new Date(RESOLVED_AT.getTime() + 50 * HOUR));
    expect((await fx.get(`/api/questions/${questionId}/disputes/mine`, sipho.cookie)).json()).toMatchObject({
      disputableUntil: '2026-11-24T09:00:00.000Z',
      canDispute: true,
    });
    const open = await fx.question();
    expect((await fx.get(`/api/questions/${open}/disputes/mine`, sipho.cookie)).json()).toEqual({
      questionId: open,
      answered: false,
      disputableUntil: null,
      canDispute: false,
      dispute: null,
    });
  });

  it('tells someone who did not answer that they may not, and answers 401 to a visitor and 404 for a draft', async () => {
    expect((await fx.get(`/api/questions/${questionId}/disputes/mine`, admin.cookie)).json()).toMatchObject({ answered: false, canDispute: false });
    expect((await fx.get(`/api/questions/${questionId}/disputes/mine`)).statusCode).toBe(401);
    const draft = await fx.question({ publish: false });
    const response = await fx.get(`/api/questions/${draft}/disputes/mine`, thandi.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'We could not find that question', statusCode: 404 });
    expect((await fx.get('/api/questions/no-such-question/disputes/mine', thandi.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/disputes', () => {
  it('lists the open disputes by question, oldest first, with the disputers and the outcome they dispute', async () => {
    fx.setNow(new Date(RESOLVED_AT.getTime() + HOUR));
    await dispute(thandi.userId, 'Turnout was 58.6% on the IEC page.');
    fx.setNow(new Date(RESOLVED_AT.getTime() + 2 * HOUR));
    await dispute(sipho.userId, 'The count was not final yet.');
    const response = await fx.get('/api/admin/disputes', admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        question: {
          id: questionId,
          text: 'Will turnout pass 60%',
          options: [
            { id: 'yes', text: 'Yes' },
            { id: 'no', text: 'No' },
          ],
          correctOptionId: 'yes',
          resolutionSummary: 'Turnout was 61%.',
          resolutionProofUrl: null,
          resolvedAt: RESOLVED_AT.toISOString(),
        },
        disputes: [
          { reason: 'Turnout was 58.6% on the IEC page.', disputedAt: '2026-11-20T11:00:00.000Z', user: { id: thandi.userId, username: 'thandi' } },
          { reason: 'The count was not final yet.', disputedAt: '2026-11-20T12:00:00.000Z', user: { id: sipho.userId, username: 'sipho' } },
        ],
      },
    ]);
  });

  it('drops a question once its disputes are dismissed or settled by a correction, and brings it back with a new one', async () => {
    await dispute(thandi.userId, 'Turnout was 58.6% on the IEC page.');
    await onQuestion({ type: 'QuestionDisputesDismissed', data: { questionId, note: 'It stands.' } }, admin.userId);
    expect((await fx.get('/api/admin/disputes', admin.cookie)).json()).toEqual([]);
    await dispute(sipho.userId, 'The count was not final yet.');
    expect((await fx.get('/api/admin/disputes', admin.cookie)).json().map((entry: { disputes: unknown[] }) => entry.disputes.length)).toEqual([1]);
    await onQuestion(
      { type: 'QuestionResolutionCorrected', data: { questionId, correctOptionId: 'no', resolutionSummary: 'It was 58.6%.', resolutionProofUrl: null } },
      admin.userId,
    );
    expect((await fx.get('/api/admin/disputes', admin.cookie)).json()).toEqual([]);
  });

  it('answers 401 to a visitor and 403 to a member who is not an admin', async () => {
    expect((await fx.get('/api/admin/disputes')).statusCode).toBe(401);
    const response = await fx.get('/api/admin/disputes', thandi.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Admins only', statusCode: 403 });
  });
});
