import { streams, type NationalCalibration, type TrackRecord } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

async function resolve(questionId: string, correctOptionId: 'yes' | 'no', adminId: string) {
  await fx.append(
    streams.question(questionId),
    [{ type: 'QuestionResolved', data: { questionId, correctOptionId, resolutionSummary: 'As announced by the IEC.', resolutionProofUrl: null } }],
    adminId,
  );
}

async function correct(questionId: string, correctOptionId: 'yes' | 'no', adminId: string) {
  await fx.append(
    streams.question(questionId),
    [{ type: 'QuestionResolutionCorrected', data: { questionId, correctOptionId, resolutionSummary: 'The recount changed it.', resolutionProofUrl: null } }],
    adminId,
  );
}

/** A published question answered by `voters` with their picks, in order. */
async function answered(voters: string[], picks: Array<'yes' | 'no'>): Promise<string> {
  const questionId = await fx.question();
  for (const [index, pick] of picks.entries()) await fx.answer(voters[index]!, questionId, pick);
  return questionId;
}

describe('GET /api/calibration', () => {
  it('shows a visitor ten empty bins and no Brier score while nothing is resolved', async () => {
    fx = await startQueryFixture();
    const voter = await fx.signUp('early_voter');
    await answered([voter.userId], ['yes']);

    const response = await fx.get('/api/calibration');

    expect(response.statusCode).toBe(200);
    const calibration = response.json<NationalCalibration>();
    expect(calibration).toMatchObject({ resolvedQuestions: 0, yesOutcomes: 0, crowdBrier: null });
    expect(calibration.bins).toHaveLength(10);
    expect(calibration.bins.every((bin) => bin.questions === 0 && bin.yesRate === null)).toBe(true);
  });

  it('bins every resolved question by its final Yes share, with corrected outcomes and without deleted questions', async () => {
    fx = await startQueryFixture();
    const admin = await fx.signUp('returning_officer', { admin: true });
    const voters = await Promise.all(['v1', 'v2', 'v3', 'v4'].map(async (name) => (await fx.signUp(name)).userId));
    // 75% Yes, and Yes happened.
    const landslide = await answered(voters, ['yes', 'yes', 'yes', 'no']);
    await resolve(landslide, 'yes', admin.userId);
    // 25% Yes, first resolved Yes, then corrected to No.
    const recount = await answered(voters, ['yes', 'no', 'no', 'no']);
    await resolve(recount, 'yes', admin.userId);
    await correct(recount, 'no', admin.userId);
    // Resolved, then deleted: it no longer counts.
    const deleted = await answered(voters, ['no', 'no']);
    await resolve(deleted, 'yes', admin.userId);
    await fx.append(streams.question(deleted), [{ type: 'QuestionDeleted', data: { questionId: deleted } }], admin.userId);
    // Answered but not resolved, and resolved with nobody answering: neither has a forecast to judge.
    await answered(voters, ['yes']);
    await resolve(await fx.question(), 'no', admin.userId);

    const calibration = (await fx.get('/api/calibration')).json<NationalCalibration>();

    expect(calibration.resolvedQuestions).toBe(2);
    expect(calibration.yesOutcomes).toBe(1);
    // (0.75 − 1)² and (0.25 − 0)².
    expect(calibration.crowdBrier).toBeCloseTo(0.0625, 12);
    expect(calibration.bins.map((bin) => [bin.questions, bin.yesOutcomes])).toEqual([
      [0, 0], [0, 0], [1, 0], [0, 0], [0, 0], [0, 0], [0, 0], [1, 1], [0, 0], [0, 0],
    ]);
    expect(calibration.bins[7]).toMatchObject({ from: 0.7, to: 0.8, meanYesShare: 0.75, yesRate: 1 });
  });

  it('follows a resolution read after the previous answer was given', async () => {
    fx = await startQueryFixture();
    const admin = await fx.signUp('returning_officer', { admin: true });
    const voter = await fx.signUp('voter');
    const questionId = await answered([voter.userId], ['no']);
    expect((await fx.get('/api/calibration')).json<NationalCalibration>().resolvedQuestions).toBe(0);

    await resolve(questionId, 'no', admin.userId);

    expect((await fx.get('/api/calibration')).json<NationalCalibration>()).toMatchObject({ resolvedQuestions: 1, crowdBrier: 0 });
  });
});

describe('GET /api/users/{id}/track-record', () => {
  it('is for signed-in users: a visitor gets 401', async () => {
    fx = await startQueryFixture();
    const voter = await fx.signUp('voter');

    const response = await fx.get(`/api/users/${voter.userId}/track-record`);

    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for a user who does not exist', async () => {
    fx = await startQueryFixture();
    const voter = await fx.signUp('voter');

    const response = await fx.get('/api/users/nobody-at-all/track-record', voter.cookie);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'We could not find that user', statusCode: 404 });
  });

  it("scores the user's resolved answers beside the crowd on the same questions, as the corrected outcome has it", async () => {
    fx = await startQueryFixture();
    const admin = await fx.signUp('returning_officer', { admin: true });
    const thandi = await fx.signUp('thandi');
    const others = await Promise.all(['v2', 'v3', 'v4'].map(async (name) => (await fx.signUp(name)).userId));
    const voters = [thandi.userId, ...others];
    // Thandi says No against a 75% Yes crowd, and is right.
    const upset = await answered(voters, ['no', 'yes', 'yes', 'yes']);
    await resolve(upset, 'no', admin.userId);
    // Thandi says Yes with the crowd (75%); it is first resolved Yes, then corrected to No.
    const recount = await answered(voters, ['yes', 'yes', 'yes', 'no']);
    await resolve(recount, 'yes', admin.userId);
    await correct(recount, 'no', admin.userId);
    // Neither her open answer nor a resolved question she skipped counts.
    await answered(voters, ['yes']);
    const skipped = await answered(others, ['yes', 'yes']);
    await resolve(skipped, 'no', admin.userId);

    const response = await fx.get(`/api/users/${thandi.userId}/track-record`, thandi.cookie);

    expect(response.statusCode).toBe(200);
    const record = response.json<TrackRecord>();
    expect(record).toMatchObject({ userId: thandi.userId, resolvedAnswers: 2, correctAnswers: 1, userBrier: 0.5 });
    // The crowd said 75% Yes on both, and both were No: (0.75)² each.
    expect(record.crowdBrier).toBeCloseTo(0.5625, 12);
  });

  it("lets another signed-in user read it, as they may read the user's stats", async () => {
    fx = await startQueryFixture();
    const thandi = await fx.signUp('thandi');
    const sipho = await fx.signUp('sipho');

    const response = await fx.get(`/api/users/${thandi.userId}/track-record`, sipho.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: thandi.userId, resolvedAnswers: 0, correctAnswers: 0, userBrier: null, crowdBrier: null });
  });
});
