import { RealtimeMessage } from '@iec-bets/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { runCli, type ServerProcess, startServerProcess } from '@iec-bets/testing';
import { HttpSession } from '../test-support/http-session.js';

/**
 * The /ws feed of `iec-bets start` in its own process, as a page it serves opens it. The distributed setup's feed,
 * behind nginx, is tested with the rest of the topology (cli/src/cluster).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'iec-realtime-journey-'));
const env = { DATA_DIR: dataDir };
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess(env);
});

afterAll(async () => {
  await server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens /ws as a page of `origin` would; resolves with the socket once open, or the status it was refused with. */
function openFeed(baseUrl: string, origin: string): Promise<{ socket: WebSocket; hello: unknown; messages: unknown[] } | { status: number }> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { origin });
  const messages: unknown[] = [];
  return new Promise((resolve, reject) => {
    // Open once its hello is in: `messages` holds those after it, but for a later hello (a socket that opened just
    // before the feed listened is told again once it does).
    socket.once('message', (hello) => {
      socket.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as { type?: unknown };
        if (frame.type !== 'hello') messages.push(frame);
      });
      resolve({ socket, hello: JSON.parse(hello.toString()), messages });
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

describe('/ws in iec-bets start', () => {
  it('tells every open page of a question an admin publishes, and refuses a page of another site', async () => {
    const first = await openFeed(server.url, server.url);
    const second = await openFeed(server.url, server.url);
    if (!('socket' in first) || !('socket' in second)) throw new Error('a feed was refused');
    expect(await openFeed(server.url, 'https://evil.example')).toEqual({ status: 403 });

    const admin = new HttpSession(server.url);
    await admin.signUp('feed_admin');
    await runCli(['grant-admin', 'feed_admin'], env);
    const questionId = await admin.publishQuestion('Will the feed reach everyone?');

    const expected: RealtimeMessage = { type: 'new-question', questionId, questionText: 'Will the feed reach everyone?' };
    for (const feed of [first, second]) {
      await expect.poll(() => feed.messages, { timeout: 5000 }).toEqual([{ ...expected, position: expect.any(Number) }]);
      feed.socket.close();
    }
    // A page whose feed opens later is told how far the messages it missed go: to this one.
    const { position } = first.messages[0] as { position: number };
    const later = await openFeed(server.url, server.url);
    if (!('socket' in later)) throw new Error('a feed was refused');
    expect(later.hello).toEqual({ type: 'hello', position });
    later.socket.close();
    const today = await fetch(`${server.url}/api/questions/today`);
    const questions = (await today.json()) as Array<{ id: string }>;
    expect(questions.map((question) => question.id)).toEqual([questionId]);
  });
});
