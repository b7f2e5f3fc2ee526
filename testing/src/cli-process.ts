import { freePort } from '@iec-bets/platform';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The built command, as `npx iec-bets` runs it (`npm test` builds first). */
export const CLI = fileURLToPath(new URL('../../cli/bin/iec-bets.js', import.meta.url));


export interface ServerProcess {
  url: string;
  child: ChildProcess;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** `iec-bets start` in its own process (on a free port unless one is given); resolves once it answers. */
export async function startServerProcess(
  env: Record<string, string> | ((url: string) => Record<string, string>),
  port?: number,
): Promise<ServerProcess> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  // As a function, the configuration may name the server's own address (PUBLIC_ORIGIN), known only once the port is.
  const configured = typeof env === 'function' ? env(url) : env;
  const child = spawn(process.execPath, [CLI, 'start'], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...configured, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Generous: a CI machine of two cores starting several servers at once, beside the browsers, has taken over 20 s.
  const deadline = Date.now() + 40_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`iec-bets start exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) throw new Error(`iec-bets start did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Runs another `iec-bets` command against the same DATA_DIR and returns what it printed. */
export async function runCli(args: string[], env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, [CLI, ...args], { env: { ...process.env, ...env } });
}
