import { RealtimeMessage } from '@iec-bets/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectFeed, handshakeStatus, runCli, type ServerProcess, startServerProcess } from '@iec-bets/testing';
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

/** The /ws address of the server at `baseUrl`. */
const feedUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/ws`;

describe('/ws in iec-bets start', () => {
  it('tells every open page of a question an admin publishes, and refuses a page of another site', async () => {
    const first = await connectFeed(feedUrl(server.url), { origin: server.url });
    const second = await connectFeed(feedUrl(server.url), { origin: server.url });
    expect(await handshakeStatus(feedUrl(server.url), 'https://evil.example')).toBe(403);

    const admin = new HttpSession(server.url);
    await admin.signUp('feed_admin');
    await runCli(['grant-admin', 'feed_admin'], env);
    const questionId = await admin.publishQuestion('Will the feed reach everyone?');

    const expected: RealtimeMessage = { type: 'new-question', questionId, questionText: 'Will the feed reach everyone?' };
    for (const feed of [first, second]) {
      await expect.poll(() => feed.received, { timeout: 5000 }).toEqual([{ ...expected, position: expect.any(Number), refetchWithinMs: expect.any(Number) }]);
      feed.socket.close();
    }
    // A page whose feed opens later is told how far the messages it missed go: to this one.
    const { position } = first.received[0] as { position: number };
    const later = await connectFeed(feedUrl(server.url), { origin: server.url });
    expect(later.hello).toEqual({ type: 'hello', position });
    later.socket.close();
    const today = await fetch(`${server.url}/api/questions/today`);
    const questions = (await today.json()) as Array<{ id: string }>;
    expect(questions.map((question) => question.id)).toEqual([questionId]);
  });
});
