import { describe, expect, it } from 'vitest';
import { aQuestion } from '@/test-support/fixtures';
import { decidedToday, withDecided } from './decided-today';

describe("today's decided questions", () => {
  // 09:00 on 5 December 2026 in South Africa.
  const now = new Date('2026-12-05T07:00:00Z');

  it('are the resolved ones of the South African day, whatever their time', () => {
    const decided = aQuestion({ id: 'q-decided', date: '2026-12-04T22:30:00.000Z', isResolved: true });
    const open = aQuestion({ id: 'q-open', date: '2026-12-05T11:00:00.000Z', isResolved: false });
    const yesterdays = aQuestion({ id: 'q-yesterday', date: '2026-12-04T11:00:00.000Z', isResolved: true });

    expect(decidedToday([open, decided, yesterdays], now).map((question) => question.id)).toEqual(['q-decided']);
  });
});

describe("today's questions, open and decided, in one list", () => {
  const open = aQuestion({ id: 'q-open' });
  const resolving = aQuestion({ id: 'q-resolving' });
  const resolved = aQuestion({ id: 'q-resolving', isResolved: true, correctOptionId: 'no' });
  const earlier = aQuestion({ id: 'q-earlier', isResolved: true });

  it('shows each question once, the decided after the open', () => {
    expect(withDecided([open], [earlier]).map((question) => question.id)).toEqual(['q-open', 'q-earlier']);
  });

  it('shows one the published list already has as resolved in its place, resolved, while today\'s list still has it open', () => {
    const shown = withDecided([resolving, open], [resolved]);
    expect(shown.map((question) => [question.id, question.isResolved])).toEqual([
      ['q-resolving', true],
      ['q-open', false],
    ]);
  });
});
