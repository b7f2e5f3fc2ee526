import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli as runCliWith, startServerProcess } from '@iec-bets/testing';

/**
 * The built client that `iec-bets start` serves (`npm run build` makes it, with the command itself), or the one in
 * CLIENT_DIR, which the server then serves too.
 */
const CLIENT_INDEX = process.env.CLIENT_DIR
  ? join(resolve(process.env.CLIENT_DIR), 'index.html')
  : fileURLToPath(new URL('../../dist/index.html', import.meta.url));

export interface ServerOptions {
  /**
   * Sets PUBLIC_ORIGIN to the server's own address: the links it emails (a new password's), and the address and
   * picture its link previews name, are built from it.
   */
  knowsItsOrigin?: boolean;
}

/**
 * How long a journey's server may take to finish what it has in hand after SIGTERM before the teardown kills it. A
 * teardown waiting on a stop slowed by a busy machine ran past the hook's minute once, failing a file whose every
 * test had passed.
 */
const STOP_GRACE_MS = 20_000;

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * `iec-bets start` on a free port and the given DATA_DIR, started as the command line's own tests start it; `env`
 * adds configuration (e.g. the mail and WhatsApp settings that decide which alerts it offers).
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}, options: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(CLIENT_INDEX)) throw new Error('The web client is not built: run `npm run build` before the e2e tests');
  const server = await startServerProcess((url) => ({ ...env, ...(options.knowsItsOrigin ? { PUBLIC_ORIGIN: url } : {}), DATA_DIR: dataDir }));
  return {
    url: server.url,
    stop: async () => {
      const stopped = server.kill('SIGTERM').then(() => true);
      if (await Promise.race([stopped, new Promise<false>((resolve) => setTimeout(() => resolve(false), STOP_GRACE_MS))])) return;
      // Said, not hidden: a stop this slow is worth a look, but the journey has passed and its data is thrown away.
      console.warn(`iec-bets start had not stopped ${STOP_GRACE_MS / 1000} s after SIGTERM: killed`);
      await server.kill('SIGKILL');
    },
  };
}

/** Another `iec-bets` command against the same DATA_DIR (e.g. grant-admin). */
export async function runCli(args: string[], dataDir: string): Promise<string> {
  return (await runCliWith(args, { DATA_DIR: dataDir })).stdout;
}
