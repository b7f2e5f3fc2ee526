import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, type ServerProcess, startServerProcess } from '@iec-bets/testing';
import { filesHolding } from '../test-support/files-holding.js';
import { HttpSession } from '../test-support/http-session.js';

/**
 * The privacy notice tells a person who wants a comment gone to delete it themselves. End to end on `iec-bets start`:
 * once its author deletes it, no file the product keeps, no export and no replay of the log holds what it said, while
 * the comments around it stay as they were.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-comment-erasure-'));
const env = { DATA_DIR: dataDir };
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

const REGRETTED = 'I live at 12 Vilakazi Street and will not vote';
const KEPT = 'Turnout in Limpopo will surprise everyone';

describe('deleting a comment', () => {
  it('erases what it said from every file, export and replay, and leaves the other comments', async () => {
    server = await startServerProcess(env);
    const admin = new HttpSession(server.url);
    await admin.signUp('comment_erasure_admin');
    await runCli(['grant-admin', 'comment_erasure_admin'], env);
    const questionId = await admin.publishQuestion('Will turnout pass sixty percent');

    const thandi = new HttpSession(server.url);
    await thandi.signUp('comment_thandi');
    const sipho = new HttpSession(server.url);
    await sipho.signUp('comment_sipho');
    const regretted = await thandi.json<{ id: string }>('POST', `/api/questions/${questionId}/comments`, { content: REGRETTED });
    expect(regretted.status).toBe(201);
    expect((await sipho.json('POST', `/api/questions/${questionId}/comments`, { content: KEPT })).status).toBe(201);

    const deleted = await thandi.json('DELETE', `/api/comments/${regretted.body.id}`);
    expect(deleted.status).toBe(200);
    const afterDeletion = { 'x-min-position': deleted.headers.get('x-position')! };
    const comments = await sipho.json<Array<{ content: string }>>('GET', `/api/questions/${questionId}/comments`, undefined, afterDeletion);
    expect(comments.body.map((comment) => comment.content)).toEqual([KEPT]);

    const exported = await runCli(['export'], env);
    expect(exported.stdout).not.toContain(REGRETTED);
    expect(exported.stdout).toContain(KEPT);
    expect((await runCli(['replay'], env)).stdout).toMatch(/Rebuilt the read models/);
    const replayed = await sipho.json<Array<{ content: string }>>('GET', `/api/questions/${questionId}/comments`);
    expect(replayed.body.map((comment) => comment.content)).toEqual([KEPT]);

    await server.kill('SIGTERM');
    server = undefined;
    expect(filesHolding(dataDir, [REGRETTED])).toEqual([]);
    expect((await runCli(['verify'], env)).stdout).toMatch(/intact/);
  }, 90_000);
});
