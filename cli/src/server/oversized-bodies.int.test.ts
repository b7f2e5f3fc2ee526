import { IMAGE_TOO_LARGE } from '@iec-bets/contracts';
import { type ServerProcess, startServerProcess } from '@iec-bets/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Bodies past their route's limit, sent to `npm start` in a process of its own, as a browser sends them: the server
 * answers 413 and closes the connection, and before it read the rest of the body a sender still writing met a reset
 * and `fetch` a network error, in most tries. In this process, beside the server, the race could not be seen.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-oversized-'));
let server: ServerProcess;
let cookie: string;

beforeAll(async () => {
  server = await startServerProcess({ DATA_DIR: dataDir });
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ username: 'big_sender', password: 'a-good-long-password', name: 'Big Sender' }),
  });
  expect(signup.status).toBe(201);
  cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!;
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

const megabytes = (count: number) => JSON.stringify({ text: 'x'.repeat(count * 1024 * 1024) });

describe('a body past its route limit', () => {
  it.each([
    ['a public route (1 MiB)', '/api/auth/login', 8, 'The request body is too large'],
    ['an unknown route', '/api/no-such-route', 8, 'The request body is too large'],
    ["a member's comment as JSON (its image as a data URL)", `/api/questions/${randomUUID()}/comments`, 16, IMAGE_TOO_LARGE],
  ])('gets an answer fetch can read, every time, on %s', async (_where, path, size, message) => {
    const body = megabytes(size);
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, cookie },
        body,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: message, statusCode: 413 });
    }
  });
});
