import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { superviseThread } from './supervised-thread.js';

/** A thread that says when it is up, crashes when told, ends when told to stop and, told to be stubborn, does not. */
const THREAD_SOURCE = `
import { parentPort, workerData } from 'node:worker_threads';
let stubborn = false;
parentPort.postMessage({ up: workerData.label });
parentPort.on('message', (message) => {
  if (message === 'crash') throw new Error('The thread met a fault');
  if (message === 'stubborn') stubborn = true;
  if (message === 'stop' && !stubborn) process.exit(0);
});
`;

const dir = mkdtempSync(join(tmpdir(), 'iec-supervised-thread-'));
const script = pathToFileURL(join(dir, 'thread.mjs'));
writeFileSync(script, THREAD_SOURCE);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function supervised(options: { restartAfter?: (code: number, failure: unknown) => boolean } = {}) {
  const ups: string[] = [];
  const errors: string[] = [];
  const thread = superviseThread<{ up: string }, string>({
    name: 'test',
    script,
    execArgv: [],
    workerData: { label: 'test' },
    resourceLimits: { maxOldGenerationSizeMb: 32 },
    logger: { error: (_, message) => errors.push(message) },
    onMessage: (message) => ups.push(message.up),
    ...options,
  });
  return { thread, ups, errors };
}

describe('a supervised worker thread', () => {
  it('is started again after it crashes, and says so', async () => {
    const { thread, ups, errors } = supervised();
    await vi.waitFor(() => expect(ups).toHaveLength(1));
    thread.post('crash');
    await vi.waitFor(() => expect(ups).toHaveLength(2), { timeout: 5_000, interval: 50 });
    expect(errors).toEqual(['The test thread failed', 'The test thread ended; starting it again']);
    // Messages go to the new thread: it stops when asked.
    await thread.stop('stop');
  });

  it('is not started again once stopped', async () => {
    const { thread, ups, errors } = supervised();
    await vi.waitFor(() => expect(ups).toHaveLength(1));
    await thread.stop('stop');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(ups).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('is ended when it does not stop within the grace period', async () => {
    const { thread, ups } = supervised();
    await vi.waitFor(() => expect(ups).toHaveLength(1));
    thread.post('stubborn');
    const stopping = performance.now();
    await thread.stop('stop', 200);
    expect(performance.now() - stopping).toBeGreaterThanOrEqual(150);
  });

  it('stays down when its caller says so, told how it ended', async () => {
    const ended: Array<[number, unknown]> = [];
    const { thread, ups } = supervised({ restartAfter: (code, failure) => (ended.push([code, failure]), false) });
    await vi.waitFor(() => expect(ups).toHaveLength(1));
    thread.post('crash');
    await vi.waitFor(() => expect(ended).toHaveLength(1));
    expect(ended[0]![0]).toBe(1);
    expect(String(ended[0]![1])).toContain('The thread met a fault');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(ups).toHaveLength(1);
  });
});
