import {
  ALREADY_DISPUTED,
  CORRECTION_CHANGES_NOTHING,
  CORRECTION_NEEDS_RESOLUTION,
  DISMISSAL_NEEDS_NOTE,
  DISPUTE_NEEDS_ANSWER,
  DISPUTE_NEEDS_REASON,
  DISPUTE_WINDOW_CLOSED,
  NO_OPEN_DISPUTES,
  NOT_YET_RESOLVED,
  streams,
} from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  asUser,
  draftQuestion,
  positionOf,
  publishedQuestion,
  signUp,
  signUpAdmin,
  startCommandApp,
  type CommandTestApp,
  type SignedUp,
} from '../test-support/command-app.js';

let t: CommandTestApp;
let admin: SignedUp;
let thandi: SignedUp;
let sipho: SignedUp;
let questionId: string;
/** The commands' clock, moved by the tests. */
let now: Date;
const RESOLVED_AT = new Date('2024-05-30T08:00:00.000Z');
const HOUR = 60 * 60_000;
const REASON = 'Turnout was 58.6% according to the IEC results page.';

/** A published question Thandi answered and Sipho did not, resolved at RESOLVED_AT. */
async function start(options: Parameters<typeof startCommandApp>[0] = {}) {
  now = new Date('2024-05-29T12:00:00.000Z');
  t = await startCommandApp({ clock: () => now, ...options });
  admin = await signUpAdmin(t);
  thandi = await signUp(t.app);
  sipho = await signUp(t.app);
  questionId = await publishedQuestion(t, admin.sessionId);
  const answer = await t.app.inject({ method: 'POST', url: '/api/answers', payload: { questionId, optionId: 'no' }, ...asUser(thandi.sessionId) });
  expect(answer.statusCode, answer.body).toBe(201);
  now = RESOLVED_AT;
  expect((await resolve(questionId)).statusCode).toBe(200);
  now = new Date(RESOLVED_AT.getTime() + HOUR);
}
afterEach(async () => t.close());

const resolve = (id: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/questions/${id}/resolve`,
    payload: { correctOptionId: 'yes', resolutionSummary: 'Turnout was 61%.' },
    ...asUser(admin.sessionId),
  });
const dispute = (sessionId: string | null, payload: unknown, id = questionId) =>
  t.app.inject({ method: 'POST', url: `/api/questions/${id}/disputes`, payload: payload as object, ...(sessionId ? asUser(sessionId) : {}) });
const dismissal = (sessionId: string | null, payload: unknown, id = questionId) =>
  t.app.inject({ method: 'POST', url: `/api/admin/questions/${id}/disputes/dismissal`, payload: payload as object, ...(sessionId ? asUser(sessionId) : {}) });
const correction = (sessionId: string | null, payload: unknown, id = questionId) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/questions/${id}/correct-resolution`, payload: payload as object, ...(sessionId ? asUser(sessionId) : {}) });
const correctToNo = { correctOptionId: 'no', resolutionSummary: 'Turnout was 58.6%.', resolutionProofUrl: 'https://results.elections.org.za/' };

/** Runs `act` and checks that it appended nothing. */
async function writesNothing(act: () => Promise<{ statusCode: number; json(): unknown }>, status: number, error: string) {
  const head = await t.eventStore.headPosition();
  const response = await act();
  expect(response.json()).toEqual({ error, statusCode: status });
  expect(await t.eventStore.headPosition()).toBe(head);
}

const lastQuestionEvent = async () => (await t.eventStore.readStream(streams.question(questionId))).at(-1);

describe('POST /api/questions/{id}/disputes', () => {
  it("records the dispute on the question's stream with the disputer as actor, and answers 201 with its position", async () => {
    await start();
    const response = await dispute(thandi.sessionId, { reason: `  ${REASON}  ` });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ questionId });
    const recorded = await lastQuestionEvent();
    expect(recorded).toMatchObject({
      type: 'QuestionResolutionDisputed',
      data: { questionId, reason: REASON },
      metadata: { actorId: thandi.user.id, occurredAt: now.toISOString() },
    });
    expect(positionOf(response)).toBe(recorded!.position);
  });

  it.each([
    [{}, DISPUTE_NEEDS_REASON],
    [{ reason: 42 }, DISPUTE_NEEDS_REASON],
    [{ reason: 'Too short' }, DISPUTE_NEEDS_REASON],
    [{ reason: '          x         ' }, DISPUTE_NEEDS_REASON],
    [{ reason: 'x'.repeat(501) }, 'The reason must be at most 500 characters'],
  ])('refuses %j with a clear 400 and records nothing', async (body, error) => {
    await start();
    await writesNothing(() => dispute(thandi.sessionId, body), 400, error);
  });

  it('takes 10 and 500 characters exactly', async () => {
    await start();
    expect((await dispute(thandi.sessionId, { reason: 'x'.repeat(10) })).statusCode).toBe(201);
  });

  it('answers 403 to someone who did not answer, 409 to a second dispute and 401 to a visitor', async () => {
    await start();
    await writesNothing(() => dispute(null, { reason: REASON }), 401, 'Please sign in first');
    await writesNothing(() => dispute(sipho.sessionId, { reason: REASON }), 403, DISPUTE_NEEDS_ANSWER);
    expect((await dispute(thandi.sessionId, { reason: 'x'.repeat(500) })).statusCode).toBe(201);
    await writesNothing(() => dispute(thandi.sessionId, { reason: REASON }), 409, ALREADY_DISPUTED);
  });

  it('closes 48 hours after the resolution, with a 409 that says so', async () => {
    await start();
    now = new Date(RESOLVED_AT.getTime() + 48 * HOUR + 1);
    await writesNothing(() => dispute(thandi.sessionId, { reason: REASON }), 409, DISPUTE_WINDOW_CLOSED);
    now = new Date(RESOLVED_AT.getTime() + 48 * HOUR);
    expect((await dispute(thandi.sessionId, { reason: REASON })).statusCode).toBe(201);
  });

  it('answers 404 for a draft, a deleted question and an unknown one, and 409 for an open question', async () => {
    await start();
    const draft = await draftQuestion(t, admin.sessionId);
    await writesNothing(() => dispute(thandi.sessionId, { reason: REASON }, draft), 404, 'We could not find that question');
    await writesNothing(() => dispute(thandi.sessionId, { reason: REASON }, 'no-such-question'), 404, 'We could not find that question');
    const open = await publishedQuestion(t, admin.sessionId);
    await writesNothing(() => dispute(thandi.sessionId, { reason: REASON }, open), 409, NOT_YET_RESOLVED);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/questions/${questionId}`, ...asUser(admin.sessionId) })).statusCode).toBe(200);
    await writesNothing(() => dispute(thandi.sessionId, { reason: REASON }), 404, 'We could not find that question');
  });

  it('takes a set number of disputes per user per hour, then answers 429', async () => {
    await start({ rateLimits: { disputesPerHour: 1 } });
    expect((await dispute(thandi.sessionId, { reason: REASON })).statusCode).toBe(201);
    // Counted per person: the limit answers before the rules would (409), and others keep their own budget.
    const second = await dispute(thandi.sessionId, { reason: REASON });
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toMatch(/^Too many attempts/);
    expect((await dispute(sipho.sessionId, { reason: REASON })).statusCode).toBe(403);
  });
});

describe('POST /api/admin/questions/{id}/disputes/dismissal', () => {
  it("records the note on the question's stream with the admin as actor; a second dismissal finds nothing open", async () => {
    await start();
    await dispute(thandi.sessionId, { reason: REASON });
    const response = await dismissal(admin.sessionId, { note: '  Special votes were counted too.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: questionId });
    const recorded = await lastQuestionEvent();
    expect(recorded).toMatchObject({
      type: 'QuestionDisputesDismissed',
      data: { questionId, note: 'Special votes were counted too.' },
      metadata: { actorId: admin.user.id },
    });
    expect(positionOf(response)).toBe(recorded!.position);
    await writesNothing(() => dismissal(admin.sessionId, { note: 'Again' }), 409, NO_OPEN_DISPUTES);
  });

  it('refuses visitors, non-admins, a missing note and an unknown question, recording nothing', async () => {
    await start();
    await dispute(thandi.sessionId, { reason: REASON });
    await writesNothing(() => dismissal(null, { note: 'Fine as it is' }), 401, 'Please sign in first');
    await writesNothing(() => dismissal(thandi.sessionId, { note: 'Fine as it is' }), 403, 'Admins only');
    await writesNothing(() => dismissal(admin.sessionId, {}), 400, DISMISSAL_NEEDS_NOTE);
    await writesNothing(() => dismissal(admin.sessionId, { note: ' ok ' }), 400, DISMISSAL_NEEDS_NOTE);
    await writesNothing(() => dismissal(admin.sessionId, { note: 'x'.repeat(501) }), 400, 'The note must be at most 500 characters');
    await writesNothing(() => dismissal(admin.sessionId, { note: 'Fine as it is' }, 'no-such-question'), 404, 'We could not find that question');
  });
});

describe('PUT /api/admin/questions/{id}/correct-resolution', () => {
  it('records the new outcome, summary and proof with the admin as actor, with or without open disputes', async () => {
    await start();
    const response = await correction(admin.sessionId, { ...correctToNo, resolutionSummary: '  Turnout was 58.6%.  ' });
    expect(response.statusCode, response.body).toBe(200);
    const recorded = await lastQuestionEvent();
    expect(recorded).toMatchObject({
      type: 'QuestionResolutionCorrected',
      data: { questionId, ...correctToNo },
      metadata: { actorId: admin.user.id },
    });
    expect(positionOf(response)).toBe(recorded!.position);
  });

  it('settles the open disputes: nothing is left to dismiss, and the disputer cannot dispute again', async () => {
    await start();
    await dispute(thandi.sessionId, { reason: REASON });
    expect((await correction(admin.sessionId, correctToNo)).statusCode).toBe(200);
    await writesNothing(() => dismissal(admin.sessionId, { note: 'Fine as it is' }), 409, NO_OPEN_DISPUTES);
    await writesNothing(() => dispute(thandi.sessionId, { reason: REASON }), 409, ALREADY_DISPUTED);
  });

  it('refuses a correction that changes nothing, an unresolved question and an option the question lacks', async () => {
    await start();
    await writesNothing(() => correction(admin.sessionId, { ...correctToNo, correctOptionId: 'yes' }), 409, CORRECTION_CHANGES_NOTHING);
    await writesNothing(() => correction(admin.sessionId, { ...correctToNo, correctOptionId: 'maybe' }), 400, "The correct option must be one of the question's options");
    const open = await publishedQuestion(t, admin.sessionId);
    await writesNothing(() => correction(admin.sessionId, correctToNo, open), 409, CORRECTION_NEEDS_RESOLUTION);
    await writesNothing(() => correction(admin.sessionId, correctToNo, 'no-such-question'), 404, 'We could not find that question');
  });

  it('checks the body as a resolution does, after the admin check', async () => {
    await start();
    await writesNothing(() => correction(null, {}), 401, 'Please sign in first');
    await writesNothing(() => correction(thandi.sessionId, {}), 403, 'Admins only');
    await writesNothing(() => correction(admin.sessionId, { correctOptionId: 'no' }), 400, 'Please write a resolution summary');
    await writesNothing(() => correction(admin.sessionId, { resolutionSummary: 'x' }), 400, 'Please choose the correct option');
    await writesNothing(
      () => correction(admin.sessionId, { ...correctToNo, resolutionProofUrl: 'javascript:alert(1)' }),
      400,
      'The proof link must be a web address starting with http:// or https://',
    );
  });
});
