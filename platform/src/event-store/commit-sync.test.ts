import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coalescedSync, syncFileData } from './commit-sync.js';

describe('coalesced syncs', () => {
  it('tells every commit waiting on a failed sync that it failed, and starts afresh for the next', async () => {
    let calls = 0;
    const sync = coalescedSync(async () => {
      calls++;
      if (calls === 1) throw new Error('disk full');
    });
    const [first, second] = [sync(), sync()];
    await expect(first).rejects.toThrow('disk full');
    // The second commit came while the failing sync ran: it gets a sync of its own, which succeeds.
    await expect(second).resolves.toBeUndefined();
    await expect(sync()).resolves.toBeUndefined();
    expect(calls).toBe(3);
  });

  it('flushes a real file, and fails for one that is not there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'commit-sync-'));
    try {
      writeFileSync(join(dir, 'events.sqlite-wal'), 'frames');
      await expect(syncFileData(join(dir, 'events.sqlite-wal'))).resolves.toBeUndefined();
      await expect(syncFileData(join(dir, 'missing'))).rejects.toThrow(/ENOENT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
