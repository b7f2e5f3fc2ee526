import { describe, expect, it } from 'vitest';
import { reminderDueAt, reminderStillTimely } from './reminder-time.js';

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
});
