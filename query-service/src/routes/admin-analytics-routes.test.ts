import { streams } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

const NOW = new Date('2026-11-22T10:00:00Z');

async function at<T>(instant: string, action: () => Promise<T>): Promise<T> {
  fx.setNow(new Date(instant));
  try {
    return await action();
  } finally {
    fx.setNow(NOW);
  }
}

function suggest(suggestionId: string, userId: string, status?: 'approved' | 'rejected') {
  return fx.append(streams.suggestion(suggestionId), [
    { type: 'QuestionSuggested', data: { suggestionId, userId, title: `Suggestion ${suggestionId} for a question?`, description: null } },
    ...(status ? [{ type: 'SuggestionReviewed' as const, data: { suggestionId, status, adminNotes: null } }] : []),
  ]);
}

/**
 * The last three South African days are 20, 21 and 22 November. Anna signs up on the 20th, Ben late on the 20th
 * UTC, which is the 21st in South Africa; the admin long before.
 */
async function scriptedActivity() {
  fx = await startQueryFixture({ now: NOW });
  const admin = await at('2026-11-01T08:00:00Z', () => fx.signUp('boss', { admin: true }));
  const anna = await at('2026-11-20T08:00:00Z', () => fx.signUp('anna'));
  const ben = await at('2026-11-20T22:30:00Z', () => fx.signUp('ben'));
  const q1 = await fx.question({ date: new Date('2026-11-20T11:00:00Z'), text: 'First question?' });
  const q2 = await fx.question({ date: new Date('2026-11-22T11:00:00Z'), text: 'Second question?' });
  await fx.question({ date: new Date('2026-11-21T11:00:00Z'), publish: false });
  await fx.question({ date: new Date('2026-11-01T11:00:00Z'), text: 'Too old to show' });
  const gone = await fx.question({ date: new Date('2026-11-21T11:00:00Z'), text: 'Deleted later' });

  await at('2026-11-20T10:00:00Z', () => fx.answer(anna.userId, q1, 'yes'));
  await at('2026-11-21T10:00:00Z', () => fx.answer(ben.userId, q1, 'no'));
  await at('2026-11-21T12:00:00Z', () => fx.answer(anna.userId, gone, 'no'));
  await fx.answer(anna.userId, q2, 'yes');
  await fx.answer(ben.userId, q2, 'yes');
  await fx.append(streams.question(q1), [{ type: 'QuestionResolved', data: { questionId: q1, correctOptionId: 'yes', resolutionSummary: 'Yes', resolutionProofUrl: null } }]);
  await fx.append(streams.question(gone), [{ type: 'QuestionDeleted', data: { questionId: gone } }]);

  await suggest('s1', anna.userId);
  await suggest('s2', ben.userId, 'approved');
  await suggest('s3', ben.userId, 'approved');
  return { admin, anna, ben, q1, q2 };
}

describe('GET /api/admin/analytics', () => {
  it('gives sign-ups, answers and distinct voters per South African day, zeros on quiet days', async () => {
    const { admin } = await scriptedActivity();
    const response = await fx.get('/api/admin/analytics?days=4', admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ from: '2026-11-19', to: '2026-11-22' });
    // The deleted question's answer (Anna, 21st) is taken out with the question.
    expect(body.daily).toEqual([
      { day: '2026-11-19', signUps: 0, answers: 0, activeVoters: 0 },
      { day: '2026-11-20', signUps: 1, answers: 1, activeVoters: 1 },
      { day: '2026-11-21', signUps: 1, answers: 1, activeVoters: 1 },
      { day: '2026-11-22', signUps: 0, answers: 2, activeVoters: 2 },
    ]);
  });

  it('gives resolved and correct answers per day of resolution', async () => {
    const { admin } = await scriptedActivity();
    const body = (await fx.get('/api/admin/analytics?days=2', admin.cookie)).json();
    expect(body.accuracy).toEqual([
      { day: '2026-11-21', resolvedAnswers: 0, correctAnswers: 0, accuracy: 0 },
      { day: '2026-11-22', resolvedAnswers: 2, correctAnswers: 1, accuracy: 50 },
    ]);
  });

  it('gives the participation in each published question of the period, newest first', async () => {
    const { admin, q1, q2 } = await scriptedActivity();
    const body = (await fx.get('/api/admin/analytics?days=3', admin.cookie)).json();
    expect(body.questions).toEqual([
      {
        questionId: q2,
        text: 'Second question?',
        date: '2026-11-22T11:00:00.000Z',
        totalVotes: 2,
        options: [
          { optionId: 'yes', optionText: 'Yes', count: 2 },
          { optionId: 'no', optionText: 'No', count: 0 },
        ],
      },
      {
        questionId: q1,
        text: 'First question?',
        date: '2026-11-20T11:00:00.000Z',
        totalVotes: 2,
        options: [
          { optionId: 'yes', optionText: 'Yes', count: 1 },
          { optionId: 'no', optionText: 'No', count: 1 },
        ],
      },
    ]);
  });

  it('counts suggestions by status', async () => {
    const { admin } = await scriptedActivity();
    const body = (await fx.get('/api/admin/analytics', admin.cookie)).json();
    expect(body.suggestions).toEqual({ pending: 1, approved: 2, rejected: 0, used: 0 });
    // Thirty days by default.
    expect(body.daily).toHaveLength(30);
    expect(body.from).toBe('2026-10-24');
  });

  it('answers with zeros when nothing has happened yet', async () => {
    fx = await startQueryFixture({ now: NOW });
    const admin = await fx.signUp('boss', { admin: true });
    const body = (await fx.get('/api/admin/analytics?days=1', admin.cookie)).json();
    expect(body).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
      daily: [{ day: '2026-11-22', signUps: 1, answers: 0, activeVoters: 0 }],
      accuracy: [{ day: '2026-11-22', resolvedAnswers: 0, correctAnswers: 0, accuracy: 0 }],
      questions: [],
      suggestions: { pending: 0, approved: 0, rejected: 0, used: 0 },
    });
  });

  it('is for admins only', async () => {
    fx = await startQueryFixture({ now: NOW });
    const voter = await fx.signUp('voter');
    expect((await fx.get('/api/admin/analytics')).statusCode).toBe(401);
    const response = await fx.get('/api/admin/analytics', voter.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('Admins only');
  });

  it.each([
    ['days=0', 'days must be at least 1'],
    ['days=367', 'days must be at most 366'],
    ['days=week', 'days must be a number'],
    ['days=1.5', 'days must be a whole number'],
  ])('answers 400 to %s', async (query, message) => {
    fx = await startQueryFixture({ now: NOW });
    const admin = await fx.signUp('boss', { admin: true });
    const response = await fx.get(`/api/admin/analytics?${query}`, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});
