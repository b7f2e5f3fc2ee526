import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestProject } from 'vitest/node';
import { freePort } from '../net/free-port.js';

/**
 * Starts a throwaway redis-server for the whole test run and hands its URL to the tests as `inject('redisUrl')`.
 * Nothing is persisted: the server lives in its own temp dir and goes away with the run.
 */

const REDIS_SERVER = '/usr/bin/redis-server';
const START_TIMEOUT_MS = 10_000;

export default async function startRedisForTests(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `The tests need a real Redis, and ${REDIS_SERVER} is missing. Install it with: sudo apt-get install redis-server`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'iec-bets-test-redis-'));
  let lastError: unknown;
  // Another process may take the free port between looking it up and redis-server binding it: try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const server = startServer(port, dir);
    try {
      await waitUntilAnswering(port, server);
      project.provide('redisUrl', `redis://127.0.0.1:${port}`);
      return async () => {
        await stop(server.process);
        rmSync(dir, { recursive: true, force: true });
      };
    } catch (error) {
      lastError = error;
      await stop(server.process);
    }
  }
  rmSync(dir, { recursive: true, force: true });
  throw lastError;
}

interface RunningServer {
  process: ChildProcess;
  output: () => string;
  exited: () => boolean;
}

function startServer(port: number, dir: string): RunningServer {
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


async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
  if (!stopped) {
    child.kill('SIGKILL');
    await exited;
  }
}
