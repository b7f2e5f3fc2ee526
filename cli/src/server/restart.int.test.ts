import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, type ServerProcess, startServerProcess } from '@iec-bets/testing';
import { HttpSession } from '../test-support/http-session.js';

const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-restart-'));
const env = { DATA_DIR: dataDir, RATE_LIMIT_SIGNUP_PER_HOUR: '1000', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' };
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('iec-bets start killed in the middle of a load', () => {
  it('loses no accepted answer and counts none twice after a restart', async () => {
    server = await startServerProcess(env);
    const port = new URL(server.url).port;
    const admin = new HttpSession(server.url);
    await admin.signUp('restart_admin');
    // grant-admin runs as a second process against the same files while the server runs.
    const granted = await runCli(['grant-admin', 'restart_admin'], env);
    expect(granted.stdout).toContain('restart_admin');

    // Enough answers that many are still to come when the kill, sent once 20 have come back, lands.
    const questionIds: string[] = [];
    for (let i = 0; i < 24; i++) {
      questionIds.push(await admin.publishQuestion(`Will restart question ${i} hold`));
    }

    const players: Array<{ id: string; session: HttpSession }> = [];
    for (let i = 0; i < 15; i++) {
      const session = new HttpSession(server.url);
      const { id } = await session.signUp(`restart_player_${i}`);
      players.push({ id, session });
    }

    // Every player answers every question, SENDERS answers in flight at any time; the server is killed (no chance to
    // flush) mid-way. Sent all at once, the answers could all be answered before the signal reached the server (on a
    // fast machine, 360 of 360), and the kill then fell on no load at all.
    const SENDERS = 12;
    const accepted: Array<{ player: (typeof players)[number]; questionId: string; optionId: string }> = [];
    const attempts = players.flatMap((player) =>
      questionIds.map((questionId, q) => ({ player, questionId, optionId: q % 2 === 0 ? 'yes' : 'no' })),
    );
    const running = server;
    let answered = 0;
    let next = 0;
    const sender = async () => {
      for (let attempt = attempts[next++]; attempt; attempt = attempts[next++]) {
        try {
          const response = await attempt.player.session.request('POST', '/api/answers', {
            questionId: attempt.questionId,
            optionId: attempt.optionId,
          });
          if (response.status === 201) accepted.push(attempt);
          if (++answered === 20) await running.kill('SIGKILL');
        } catch {
          // the connection died with the server, or the server was gone: this answer was not accepted
        }
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    expect(accepted.length).toBeGreaterThanOrEqual(20);
    expect(accepted.length).toBeLessThan(attempts.length);

    // Same address, same DATA_DIR; sessions live there too, so the players stay signed in across the restart.
    server = await startServerProcess(env, Number(port));

    // The log as it stands after the restart; reads below wait until the read models have caught up with it.
    const exported = await runCli(['export', '--category', 'answer'], env);
    const logged = exported.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { data: { questionId: string } });
    expect(logged.length).toBeGreaterThanOrEqual(accepted.length);
    const head = Math.max(...exported.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { position: number }).position));

    // Everything accepted is there, exactly once.
    for (const attempt of accepted) {
      const again = await attempt.player.session.json<{ error: string }>('POST', '/api/answers', {
        questionId: attempt.questionId,
        optionId: attempt.optionId,
      });
      expect(again.status).toBe(409);
      const mine = await attempt.player.session.json<{ answer: { optionId: string } }>(
        'GET',
        `/api/users/${attempt.player.id}/answers/${attempt.questionId}`,
        undefined,
        { 'x-min-position': String(head) },
      );
      expect(mine.status).toBe(200);
      expect(mine.body.answer.optionId).toBe(attempt.optionId);
    }

    // The totals equal the answers in the log: none lost, none counted twice.
    for (const questionId of questionIds) {
      const results = await admin.json<{ totalVotes: number }>('GET', `/api/questions/${questionId}/public-results`, undefined, {
        'x-min-position': String(head),
      });
      expect(results.body.totalVotes).toBe(logged.filter((event) => event.data.questionId === questionId).length);
    }
  }, 120_000);
});
