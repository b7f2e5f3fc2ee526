import { describe, expect, it } from 'vitest';
import { reminderDueAt, reminderStillTimely, secondsLeftToRemind } from './reminder-time.js';

describe('when an evening reminder goes', () => {
  it('is due at six in the evening, South African time', () => {
    expect(reminderDueAt('2026-03-10').toISOString()).toBe('2026-03-10T16:00:00.000Z');
  });

  it('may still go until ten at night on its own day, and never after', () => {
    expect(reminderStillTimely('2026-03-10', new Date('2026-03-10T18:00:00+02:00'))).toBe(true);
    expect(reminderStillTimely('2026-03-10', new Date('2026-03-10T21:59:59+02:00'))).toBe(true);
    expect(reminderStillTimely('2026-03-10', new Date('2026-03-10T22:00:00+02:00'))).toBe(false);
    expect(reminderStillTimely('2026-03-10', new Date('2026-03-11T18:00:00+02:00'))).toBe(false);
  });

  it('leaves a push service the time until ten to hold a reminder for an offline phone, and never none', () => {
    expect(secondsLeftToRemind('2026-03-10', new Date('2026-03-10T18:00:00+02:00'))).toBe(4 * 60 * 60);
    expect(secondsLeftToRemind('2026-03-10', new Date('2026-03-10T21:59:59.500+02:00'))).toBe(1);
    expect(secondsLeftToRemind('2026-03-10', new Date('2026-03-10T23:00:00+02:00'))).toBe(1);
  });
});
