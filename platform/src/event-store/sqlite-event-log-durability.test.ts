import { expect, it } from 'vitest';
import { syncSettingOf } from '../sqlite/test-support/sync-setting.js';
import { prepareEventLog } from './sqlite-event-log-schema.js';

it('syncs every commit of the event log to disk before the append is acknowledged', () => {
  expect(syncSettingOf(prepareEventLog)).toEqual({ journalMode: 'wal', synchronous: 2 });
});
