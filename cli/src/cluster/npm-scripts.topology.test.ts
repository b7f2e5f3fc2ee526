import { freePort } from '@iec-bets/platform';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { answers } from '../test-support/cluster-process.js';
import type { ClusterFile } from './cluster-file.js';

/**
 * `npm start` and `npm run cluster` as a service manager (or a terminal's kill) stops them: SIGTERM to the npm process.
 * npm passes it to the script's shell only, so a script that ran node under that shell left the server running, its
 * port held and its data directory locked, once npm and the shell had gone.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dataDirs: string[] = [];
/** Every process the scripts started, so that none outlives a failed test. */
const seen = new Set<number>();

afterAll(() => {
  for (const pid of seen) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** `pid` and every process below it, from /proc (each thread lists the children it started). */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      children = children.concat(readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
    }
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}

function runScript(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn('npm', args, { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  seen.add(child.pid!);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  return { child, output: () => output };
}

/** Waits, as vitest's `expect.poll` does, until `condition` holds; fails naming `what` after `timeoutMs`. */
const until = (condition: () => boolean | Promise<boolean>, what: string, timeoutMs: number) =>
  expect.poll(condition, { timeout: timeoutMs, interval: 200, message: `waiting until ${what}` }).toBe(true);

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('the npm scripts, stopped with SIGTERM to npm', () => {
  it('`npm start` lets its port go', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'iec-npm-start-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const health = `http://127.0.0.1:${port}/api/health`;
    const { child, output } = runScript(['start'], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await until(() => answers(health), `npm start answered (${output()})`, 60_000);
    const tree = processTree(child.pid!);
    for (const pid of tree) seen.add(pid);
    expect(tree.length).toBeGreaterThanOrEqual(2);

    child.kill('SIGTERM');
    await exited(child);
    await until(() => tree.every((pid) => !isRunning(pid)), 'the server process ended', 10_000);
    expect(await answers(health)).toBe(false);
  }, 90_000);

  it('`npm run cluster` stops every process it started', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'iec-npm-cluster-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const { child, output } = runScript(['run', 'cluster'], { DATA_DIR: dataDir, PORT: String(port) });
    const clusterFile = join(dataDir, 'cluster.json');
    await until(
      async () => output().includes('IEC Bets runs distributed on') && existsSync(clusterFile) && (await answers(`http://127.0.0.1:${port}/api/health`)),
      `the cluster answered (${output()})`,
      90_000,
    );
    const { processes } = JSON.parse(readFileSync(clusterFile, 'utf8')) as ClusterFile;
    expect(processes.length).toBeGreaterThanOrEqual(8);
    // The services run in process groups of their own, but still below the cluster's process.
    const tree = [...new Set([...processTree(child.pid!), ...processes.map(({ pid }) => pid)])];
    for (const pid of tree) seen.add(pid);

    child.kill('SIGTERM');
    await exited(child);
    await until(() => tree.every((pid) => !isRunning(pid)), 'every process of the cluster ended', 30_000);
  }, 150_000);
});
