import { expect, it } from 'vitest';
import { syncSettingOf } from '../sqlite/test-support/sync-setting.js';
import { prepareSessionsFile } from './sqlite-session-store.js';

it('syncs every commit of the sessions file, so that an acknowledged sign-out or revocation survives a power cut', () => {
  expect(syncSettingOf(prepareSessionsFile)).toEqual({ journalMode: 'wal', synchronous: 2 });
});
