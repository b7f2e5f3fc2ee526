import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Debian's redis-server (`apt-get install redis-server`), which the tests run for real. */
const REDIS_SERVER = '/usr/bin/redis-server';
const START_TIMEOUT_MS = 10_000;

export interface RedisServerProcess {
  port: number;
  url: string;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s); start() runs it again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): its connections stay open, and nothing is answered until resume(). */
  pause(): void;
  resume(): void;
}

/**
 * A throwaway redis-server on `port` with nothing persisted, in `dir`; resolves once it answers PING. Tests that
 * need Redis to go away and come back (a restart, an outage) stop and start it.
 */
export async function startRedisServer(port: number, dir: string): Promise<RedisServerProcess> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`The tests need a real Redis, and ${REDIS_SERVER} is missing. Install it with: sudo apt-get install redis-server`);
  }
  let running: RunningServer | undefined;
  const start = async () => {
    running = spawnServer(port, dir);
    try {
      await waitUntilAnswering(port, running);
    } catch (error) {
      await stopProcess(running.process);
      throw error;
    }
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: async () => {
      if (running) await stopProcess(running.process);
    },
    pause: () => running?.process.kill('SIGSTOP'),
    resume: () => running?.process.kill('SIGCONT'),
  };
}

interface RunningServer {
  process: ChildProcess;
  output: () => string;
  exited: () => boolean;
}

function spawnServer(port: number, dir: string): RunningServer {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let exited = false;
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.on('error', (error) => collect(Buffer.from(String(error))));
  child.on('exit', () => {
    exited = true;
  });
  return { process: child, output: () => output, exited: () => exited };
}

async function waitUntilAnswering(port: number, server: RunningServer): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`redis-server on port ${port} stopped while starting:\n${server.output()}`);
    if (await answersPing(port)) return;
    await sleep(50);
  }
  throw new Error(`redis-server on port ${port} did not answer PING within ${START_TIMEOUT_MS} ms:\n${server.output()}`);
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG'));
    });
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
  if (!stopped) {
    child.kill('SIGKILL');
    await exited;
  }
}
