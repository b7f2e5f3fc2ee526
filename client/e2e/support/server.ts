import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The built command, as `npm start` runs it, and the built client it serves (`npm run build` makes both). */
const CLI = fileURLToPath(new URL('../../../cli/bin/iec-bets.js', import.meta.url));
const CLIENT_INDEX = fileURLToPath(new URL('../../dist/index.html', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** `iec-bets start` on a free port and the given DATA_DIR; resolves once it answers. */
export async function startServer(dataDir: string): Promise<RunningServer> {
  if (!existsSync(CLIENT_INDEX)) throw new Error('The web client is not built: run `npm run build` before the e2e tests');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [CLI, 'start'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`iec-bets start exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`iec-bets start did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Another `iec-bets` command against the same DATA_DIR (e.g. grant-admin). */
export async function runCli(args: string[], dataDir: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], { env: { ...process.env, DATA_DIR: dataDir } });
  return stdout;
}
