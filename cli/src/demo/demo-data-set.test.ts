import { streamCategory } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { demoDataSet } from './demo-data-set.js';

const now = new Date('2026-11-22T06:30:00Z');
const { users, steps } = demoDataSet(now, 'scrypt$hash');
const events = steps.flatMap((step) => step.events.map((event) => ({ ...event, at: step.at, streamId: step.streamId })));

describe('the demo data set', () => {
  it('is the same for the same moment, so ids and texts never drift between runs', () => {
    expect(demoDataSet(now, 'scrypt$hash')).toEqual({ users, steps });
  });

  it('happens entirely in the past, in time order', () => {
    const times = steps.map((step) => step.at);
    expect([...times].sort()).toEqual(times);
    expect(times.at(-1)! <= now.toISOString()).toBe(true);
  });

  it('answers each question after it is published and before it is resolved, once per user', () => {
    const published = new Map(events.filter((e) => e.type === 'QuestionPublished').map((e) => [e.data.questionId, e.at]));
    const resolved = new Map(events.filter((e) => e.type === 'QuestionResolved').map((e) => [e.data.questionId, e.at]));
    const answers = events.filter((e) => e.type === 'AnswerSubmitted');
    expect(answers.length).toBeGreaterThan(80);
    for (const answer of answers) {
      if (answer.type !== 'AnswerSubmitted') continue;
      expect(answer.at > published.get(answer.data.questionId)!).toBe(true);
      const resolvedAt = resolved.get(answer.data.questionId);
      if (resolvedAt) expect(answer.at < resolvedAt).toBe(true);
    }
    expect(new Set(answers.map((answer) => answer.streamId)).size).toBe(answers.length);
  });

  it('marks every user and text as demo content, and links only to example.org', () => {
    expect(users.map((user) => user.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Demo Voter ${i + 1}`));
    for (const event of events) {
      const data = event.data as Record<string, unknown>;
      for (const field of ['text', 'context', 'statement']) if (field in data) expect(data[field]).toMatch(/^Demo: /);
      for (const field of ['resolutionProofUrl', 'sourceUrl']) if (field in data) expect(data[field]).toMatch(/^https:\/\/example\.org\/demo\//);
      if ('sourceTitle' in data) expect(data.sourceTitle).toBe('Demo source (fictional)');
      if ('bio' in data) expect(data.bio).toMatch(/^Demo profile: /);
    }
  });

  it('spans ten days of questions, seven resolved and three open with today among them', () => {
    const drafted = events.filter((e) => e.type === 'QuestionDrafted');
    expect(drafted).toHaveLength(10);
    expect(events.filter((e) => e.type === 'QuestionResolved')).toHaveLength(7);
    const dates = drafted.map((e) => (e.type === 'QuestionDrafted' ? e.data.date.slice(0, 10) : ''));
    expect(dates.at(-1)).toBe('2026-11-22');
    expect(dates[0]).toBe('2026-11-13');
  });

  it('writes to the streams of each kind, research in its own category', () => {
    const categories = new Set(steps.map((step) => streamCategory(step.streamId)));
    expect([...categories].sort()).toEqual(['answer', 'question', 'research', 'user', 'username']);
  });
});
