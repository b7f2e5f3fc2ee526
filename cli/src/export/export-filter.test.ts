import type { RecordedEvent } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { ExportFilter, matchesExportFilter, toExportRecord } from './export-filter.js';

const registered: RecordedEvent = {
  id: 'e1',
  streamId: 'user-u1',
  revision: 0,
  position: 7,
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'lerato', name: 'Lerato', email: null, phoneNumber: null, passwordHash: 'scrypt$secret' },
  metadata: { actorId: 'u1', correlationId: 'c1', causationId: null, occurredAt: '2026-11-10T08:00:00.000Z', schemaVersion: 1 },
};

describe('export filter', () => {
  it('keeps events of the chosen categories within the time window', () => {
    const filter = (input: object) => ExportFilter.parse({ categories: [], ...input });
    expect(matchesExportFilter(registered, filter({}))).toBe(true);
    expect(matchesExportFilter(registered, filter({ categories: ['user'] }))).toBe(true);
    expect(matchesExportFilter(registered, filter({ categories: ['question', 'answer'] }))).toBe(false);
    expect(matchesExportFilter(registered, filter({ since: '2026-11-10T08:00:00Z', until: '2026-11-10T08:00:00Z' }))).toBe(true);
    expect(matchesExportFilter(registered, filter({ since: '2026-11-11T00:00:00+02:00' }))).toBe(false);
    expect(matchesExportFilter(registered, filter({ until: '2026-11-09T23:59:59Z' }))).toBe(false);
  });

  it("refuses a category the log has none of, naming the ones it has, rather than export nothing as if it were empty", () => {
    const result = ExportFilter.safeParse({ categories: ['user', 'questions'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'There is no stream category "questions": the categories are answer, celebration, comment, friendship, newsletter, pushsubscription, question, research, scoring, suggestion, user, username',
    );
    expect(ExportFilter.safeParse({ categories: ['answer', 'research', 'pushsubscription'] }).success).toBe(true);
  });

  it('refuses a time that is not an ISO date-time with a message naming the option', () => {
    const result = ExportFilter.safeParse({ categories: [], since: 'last week' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('--since');
  });

  it('never exports a password hash', () => {
    const record = toExportRecord(registered);
    expect(record).toMatchObject({ position: 7, streamId: 'user-u1', type: 'UserRegistered', data: { username: 'lerato', passwordHash: '[redacted]' } });
    expect(JSON.stringify(record)).not.toContain('scrypt$secret');
  });

  it('never exports the hash of a changed password either', () => {
    const changed: RecordedEvent = {
      ...registered,
      id: 'e2',
      revision: 1,
      position: 9,
      type: 'PasswordChanged',
      data: { userId: 'u1', passwordHash: 'scrypt$new-secret' },
    };
    expect(toExportRecord(changed)).toMatchObject({ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: '[redacted]' } });
    expect(JSON.stringify(toExportRecord(changed))).not.toContain('scrypt$new-secret');
  });
});
