import { openSqliteEventStore } from '@iec-bets/platform';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeSignupAtomicity } from '../test-support/signup-atomicity-contract.js';

describeSignupAtomicity('SQLite', () => openSqliteEventStore({ file: join(mkdtempSync(join(tmpdir(), 'iec-signup-log-')), 'events.sqlite') }));
