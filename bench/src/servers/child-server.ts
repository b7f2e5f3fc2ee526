import { type ChildProcess, spawn } from 'node:child_process';
import { benchSettings } from '../bench-settings.js';

export interface ChildServer {
  url: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}


/** Starts a Node script in its own process and waits until `healthUrl` answers 200. */
export async function startChildServer(options: {
  script: string;
  args?: string[];
  env: Record<string, string>;
  url: string;
  healthPath: string;
  timeoutMs?: number;
}): Promise<ChildServer> {
  // Node's own flags for the servers the benchmark starts, to profile them: `--cpu-prof` is refused in NODE_OPTIONS.
  const nodeArgs = benchSettings().BENCH_CHILD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, options.script, ...(options.args ?? [])], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.script} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${options.url}${options.healthPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.script} did not become ready`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: options.url,
    process: child,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}
