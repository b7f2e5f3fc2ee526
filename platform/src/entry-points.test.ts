import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * The packages a fresh Node process has loaded through CommonJS (as every database driver here is) after importing
 * `entry`, as the built code runs: each worker thread and service pays in memory for what its imports load.
 */
async function packagesLoadedBy(entry: string): Promise<string[]> {
  const script = `
    import { createRequire } from 'node:module';
    await import(${JSON.stringify(entry)});
    const files = Object.keys(createRequire(import.meta.url).cache);
    const names = files.map((file) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(file)?.[1]).filter(Boolean);
    console.log(JSON.stringify([...new Set(names)]));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: new URL('..', import.meta.url) });
  return JSON.parse(stdout) as string[];
}

const DRIVERS = ['mongodb', '@eventstore/db-client', 'bullmq'];

describe("the platform's entry points", () => {
  it('load no database driver or BullMQ from the main entry: a thread of the one-process server never carries them', async () => {
    const loaded = await packagesLoadedBy('@iec-bets/platform');
    // The SQLite driver (one build per Node version), which every store of the one-process server uses.
    expect(loaded.some((name) => name.startsWith('better-sqlite3'))).toBe(true);
    expect(loaded.filter((name) => DRIVERS.includes(name))).toEqual([]);
  });

  it('load each driver from its own entry', async () => {
    expect(await packagesLoadedBy('@iec-bets/platform/mongodb')).toContain('mongodb');
    expect(await packagesLoadedBy('@iec-bets/platform/eventstoredb')).toContain('@eventstore/db-client');
    expect(await packagesLoadedBy('@iec-bets/platform/bullmq')).toContain('bullmq');
  });
});
