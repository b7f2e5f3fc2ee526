import { freePort } from '@iec-bets/platform';
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClusterFile } from '../cluster/cluster-file.js';
import { CLI } from '@iec-bets/testing';

export interface ClusterProcess {
  entry: string;
  dataDir: string;
  child: ChildProcess;
  /** What the cluster wrote to DATA_DIR/cluster.json last. */
  processes(): ClusterFile['processes'];
  /** Everything the cluster printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** `iec-bets cluster` in its own process on a free port; resolves once nginx answers and cluster.json is written. */
export async function startClusterProcess(dataDir: string, env: Record<string, string> = {}): Promise<ClusterProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [CLI, 'cluster'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const readFile = (): ClusterFile => JSON.parse(readFileSync(join(dataDir, 'cluster.json'), 'utf8')) as ClusterFile;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`iec-bets cluster exited: ${output}`);
    if (output.includes('IEC Bets runs distributed on') && (await answers(`http://127.0.0.1:${port}/api/health`))) break;
    if (Date.now() > deadline) throw new Error(`iec-bets cluster did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    entry: readFile().entry,
    dataDir,
    child,
    processes: () => readFile().processes,
    output: () => output,
    stop: async () => {
      const listed = readFile().processes.map((entry) => entry.pid);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      // The cluster stops its processes itself; one left behind (the cluster died first) must not outlive the test.
      for (const pid of listed) if (isClusterProcess(pid)) process.kill(pid, 'SIGKILL');
    },
  };
}

/** Whether GET `url` answers 200 within a second. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/** Whether `pid` is still one of the cluster's kinds of process (a pid freed by its end may be anyone's now). */
function isClusterProcess(pid: number): boolean {
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /dist\/main\.js|nginx|redis-server/.test(commandLine);
  } catch {
    return false;
  }
}
