import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserDataExport } from '@iec-bets/contracts';
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
const UNDER_DELETED_QUESTION = 'My cousin counts the ballots in Polokwane';
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

  it('under a question an admin deleted: its author finds it in their data export, and can still erase it', async () => {
    server = await startServerProcess(env);
    const admin = new HttpSession(server.url);
    await admin.signUp('deleted_question_admin');
    await runCli(['grant-admin', 'deleted_question_admin'], env);
    const questionId = await admin.publishQuestion('Will the count finish by Friday');
    const thandi = new HttpSession(server.url);
    const me = { body: await thandi.signUp('deleted_question_thandi') };
    const posted = await thandi.json<{ id: string }>('POST', `/api/questions/${questionId}/comments`, { content: UNDER_DELETED_QUESTION });
    expect(posted.status).toBe(201);
    const questionDeleted = await admin.json('DELETE', `/api/admin/questions/${questionId}`);
    expect(questionDeleted.status).toBe(200);

    // Nobody sees it any more, but the log holds it, sealed under the comment's key: its author is shown it.
    const exportOf = async (after: Headers) =>
      (await thandi.json<UserDataExport>('GET', `/api/users/${me.body.id}/export`, undefined, { 'x-min-position': after.get('x-position')! })).body;
    const held = await exportOf(questionDeleted.headers);
    expect(held.comments).toContainEqual(expect.objectContaining({ id: posted.body.id, content: UNDER_DELETED_QUESTION, questionDeletedAt: expect.any(String) }));
    expect((await runCli(['export'], env)).stdout).toContain(UNDER_DELETED_QUESTION);

    const deleted = await thandi.json('DELETE', `/api/comments/${posted.body.id}`);
    expect(deleted.status).toBe(200);
    // Its words are gone; only that it was posted, and deleted, is left.
    expect((await exportOf(deleted.headers)).comments.find((comment) => comment.id === posted.body.id)).toMatchObject({
      content: '',
      deletedAt: expect.any(String),
    });
    // Someone else cannot learn that a comment of a deleted question exists by trying to delete it.
    const sipho = new HttpSession(server.url);
    await sipho.signUp('deleted_question_sipho');
    expect((await sipho.json('DELETE', `/api/comments/${posted.body.id}`)).status).toBe(404);

    expect((await runCli(['export'], env)).stdout).not.toContain(UNDER_DELETED_QUESTION);
    await server.kill('SIGTERM');
    server = undefined;
    expect(filesHolding(dataDir, [UNDER_DELETED_QUESTION])).toEqual([]);
  }, 90_000);
});
