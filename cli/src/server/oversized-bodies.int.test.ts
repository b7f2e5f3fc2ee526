import { COMMENT_FORM_FIELDS, IMAGE_TOO_LARGE } from '@iec-bets/contracts';
import { BODY_TOO_LARGE } from '@iec-bets/platform';
import { type ServerProcess, startServerProcess } from '@iec-bets/testing';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
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
    ['a public route (1 MiB)', '/api/auth/login', 8, BODY_TOO_LARGE],
    ['an unknown route', '/api/no-such-route', 8, BODY_TOO_LARGE],
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

/**
 * Sends the head of a multipart comment whose one part goes on for `partBytes` (of a declared length far beyond), then
 * sends nothing more and waits for the server's answer, head and body, as text.
 */
function sendEndlessForm(part: { name: string; filename?: string }, partBytes: number): Promise<string> {
  const { hostname, port } = new URL(server.url);
  const boundary = 'endless-form';
  const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const answer: Buffer[] = [];
    const timer = setTimeout(() => reject(new Error('no answer within 20 s')), 20_000);
    const answered = (text: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(text);
    };
    socket.on('data', (chunk) => {
      answer.push(chunk);
      const text = Buffer.concat(answer).toString('latin1');
      const [head, body] = text.split('\r\n\r\n', 2);
      const length = /\r\ncontent-length: (\d+)/i.exec(head ?? '')?.[1];
      if (body !== undefined && length !== undefined && body.length >= Number(length)) answered(text);
    });
    socket.on('error', () => answered(Buffer.concat(answer).toString('latin1')));
    socket.write(
      `POST /api/questions/${randomUUID()}/comments HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${server.url}\r\n` +
        `Cookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${10 * 1024 * 1024 * 1024}\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    const more = () => {
      while (sent < partBytes && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', more);
      }
    };
    more();
  });
}

describe('a comment form that never ends', () => {
  it.each([
    ['an image', { name: 'image', filename: 'huge.png' }, 413, IMAGE_TOO_LARGE],
    ['a text field', { name: 'content' }, 413, BODY_TOO_LARGE],
    ['a file in another field', { name: 'attachment', filename: 'huge.bin' }, 400, COMMENT_FORM_FIELDS],
  ])('is answered once %s passes what a comment can hold, not when the sender stops', async (_what, part, status, message) => {
    // 80 MiB of a declared 10 GiB, then silence: the server answers without waiting for the rest.
    const answer = await sendEndlessForm(part, 80 * 1024 * 1024);
    expect(answer.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${status === 413 ? 'Payload Too Large' : 'Bad Request'}`);
    expect(answer).toContain(JSON.stringify({ error: message, statusCode: status }));
  });
});

describe('a comment form refused part way, whose later parts are sent all the same', () => {
  const file = (bytes: number, name: string) => new File([new Uint8Array(bytes).fill(0x61)], name, { type: 'image/png' });
  it.each([
    ['an image past 5 MB, then another file', [['image', file(6 * 1024 * 1024, 'big.png')], ['attachment', file(500 * 1024, 'more.png')]], 413, IMAGE_TOO_LARGE],
    ['a file in another field past 5 MB, then the image', [['attachment', file(6 * 1024 * 1024, 'big.png')], ['image', file(500 * 1024, 'small.png')]], 400, COMMENT_FORM_FIELDS],
  ] as const)('is answered at once after %s', async (_what, parts, status, message) => {
    const form = new FormData();
    for (const [name, value] of parts) form.append(name, value);
    // The answer's refusal must not wait for a body that the form's parser, stopped part way, stalls (30 s).
    const response = await fetch(`${server.url}/api/questions/${randomUUID()}/comments`, {
      method: 'POST',
      headers: { origin: server.url, cookie },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: message, statusCode: status });
  });
});

