import { RealtimeMessage } from '@iec-bets/contracts';
import { buildGateway } from '@iec-bets/gateway';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { runCli, type ServerProcess, startServerProcess } from '../test-support/cli-process.js';
import { HttpSession } from '../test-support/http-session.js';

/**
 * The /ws feed as deployed: `iec-bets start` in its own process, and the gateway in front of it as the distributed
 * setup puts one in front of the services. A page served by either host opens /ws on it.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'iec-realtime-journey-'));
const env = { DATA_DIR: dataDir };
let server: ServerProcess;
let gateway: FastifyInstance;
let gatewayUrl: string;

beforeAll(async () => {
  server = await startServerProcess(env);
  gateway = await buildGateway({ commandServiceUrl: server.url, queryServiceUrl: server.url, clientDir: dataDir });
  gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway?.close();
  await server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens /ws as a page of `origin` would; resolves with the socket once open, or the status it was refused with. */
function openFeed(baseUrl: string, origin: string): Promise<{ socket: WebSocket; messages: unknown[] } | { status: number }> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { origin });
  const messages: unknown[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

describe('/ws in iec-bets start, directly and behind the gateway', () => {
  it('tells pages of both hosts of a question an admin publishes, and refuses a page of another site', async () => {
    const direct = await openFeed(server.url, server.url);
    const viaGateway = await openFeed(gatewayUrl, gatewayUrl);
    if (!('socket' in direct) || !('socket' in viaGateway)) throw new Error('a feed was refused');
    expect(await openFeed(gatewayUrl, 'https://evil.example')).toEqual({ status: 403 });
    expect(await openFeed(server.url, 'https://evil.example')).toEqual({ status: 403 });

    const admin = new HttpSession(gatewayUrl);
    await admin.signUp('feed_admin');
    await runCli(['grant-admin', 'feed_admin'], env);
    const questionId = await admin.publishQuestion('Will the feed reach everyone?');

    const expected: RealtimeMessage = { type: 'new-question', questionId, questionText: 'Will the feed reach everyone?' };
    for (const feed of [direct, viaGateway]) {
      await expect.poll(() => feed.messages, { timeout: 5000 }).toEqual([expected]);
      feed.socket.close();
    }
    const today = await fetch(`${gatewayUrl}/api/questions/today`);
    const questions = (await today.json()) as Array<{ id: string }>;
    expect(questions.map((question) => question.id)).toEqual([questionId]);
  });
});
