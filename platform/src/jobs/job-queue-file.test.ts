import { expect, it } from 'vitest';
import { syncSettingOf } from '../sqlite/test-support/sync-setting.js';
import { prepareJobQueueFile } from './job-queue-file.js';

it("syncs every commit of the embedded job queue's file before it returns", () => {
  expect(syncSettingOf(prepareJobQueueFile)).toEqual({ journalMode: 'wal', synchronous: 2 });
});
