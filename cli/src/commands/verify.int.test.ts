import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDatabase } from '@iec-bets/platform';
import { runCli, type ServerProcess, startServerProcess } from '@iec-bets/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../test-support/http-session.js';

const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-verify-'));
const env = { DATA_DIR: dataDir };
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Changes the stored log as someone with access to the file could, then checks it in a copy's place. */
function tamperedCopy(name: string, tamper: (db: InstanceType<typeof SqliteDatabase>) => void): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), `iec-bets-verify-${name}-`));
  for (const file of ['events.sqlite', 'read-models.sqlite', 'personal-data-keys.sqlite']) {
    try {
      copyFileSync(join(dataDir, file), join(dir, file));
    } catch {
      // Not every store has written its file.
    }
  }
  const db = new SqliteDatabase(join(dir, 'events.sqlite'));
  tamper(db);
  db.close();
  return { DATA_DIR: dir };
}

describe('iec-bets verify', () => {
  it('finds every chain intact in a real log, and names the first broken event once the stored log is altered', async () => {
    server = await startServerProcess(env);
    const admin = new HttpSession(server.url);
    await admin.signUp('verify_admin');
    await runCli(['grant-admin', 'verify_admin'], env);
    const created = await admin.json<{ id: string }>('POST', '/api/admin/questions', {
      text: 'Will the by-election in Tshwane be held before June',
      date: new Date().toISOString(),
      options: [
        { id: 'yes', text: 'Yes' },
        { id: 'no', text: 'No' },
      ],
    });
    const questionId = created.body.id;
    await admin.json('POST', `/api/admin/questions/${questionId}/publish`);
    await admin.json('POST', '/api/answers', { questionId, optionId: 'no' });
    const resolved = await admin.json('PUT', `/api/admin/questions/${questionId}/resolve`, {
      correctOptionId: 'yes',
      resolutionSummary: 'The IEC proclaimed the by-election for 14 May.',
      resolutionProofUrl: 'https://www.elections.org.za/',
    });
    expect(resolved.status).toBe(200);
    // The published seals reach the log's end before the server stops.
    const head = resolved.headers.get('x-position')!;
    expect((await admin.request('GET', '/api/health', undefined, { 'x-min-position': head })).status).toBe(200);
    await server.kill('SIGTERM');
    server = undefined;

    const intact = await runCli(['verify'], env);
    expect(intact.stdout).toMatch(/Checked \d+ events in \d+ streams: every hash chain is intact\./);
    expect(intact.stdout).toMatch(/Log head: [0-9a-f]{64}/);

    // The outcome rewritten in place: the event's hash no longer matches what it says.
    const rewritten = tamperedCopy('rewritten', (db) =>
      db.exec("UPDATE events SET data = json_set(data, '$.correctOptionId', 'no') WHERE type = 'QuestionResolved'"),
    );
    await expect(runCli(['verify'], rewritten)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        new RegExp(`First broken event: position \\d+, stream question-${questionId}, revision 2 \\(QuestionResolved\\): its hash does not match its content`),
      ),
    });

    // The publication taken out of the log: the resolution no longer follows the event before it.
    const removed = tamperedCopy('removed', (db) => db.exec("DELETE FROM events WHERE type = 'QuestionPublished'"));
    await expect(runCli(['verify'], removed)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`stream question-${questionId}, revision 2 (QuestionResolved): it does not link to the event before it`),
    });

    // The log's last event taken away: no link breaks, but the published head is past the log's end.
    const cut = tamperedCopy('cut', (db) => db.exec('DELETE FROM events WHERE position = (SELECT MAX(position) FROM events)'));
    await expect(runCli(['verify'], cut)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/The head published at position \d+ \([0-9a-f]{64}\) is past the log's last event, at position \d+: events are missing from the log's end\./),
    });

    // Publication and resolution swapped, each event whole with its own link: the order is part of the chain.
    const swapped = tamperedCopy('swapped', (db) => {
      const stream = `question-${questionId}`;
      const row = db.prepare('SELECT type, data, metadata FROM events WHERE stream_id = ? AND revision = ?');
      const [published, resolution] = [row.get(stream, 1), row.get(stream, 2)] as Array<Record<string, string>>;
      const put = db.prepare('UPDATE events SET type = ?, data = ?, metadata = ? WHERE stream_id = ? AND revision = ?');
      put.run(resolution!.type, resolution!.data, resolution!.metadata, stream, 1);
      put.run(published!.type, published!.data, published!.metadata, stream, 2);
    });
    await expect(runCli(['verify'], swapped)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`stream question-${questionId}, revision 1 (QuestionResolved): it does not link to the event before it`),
    });

    // The publication and the answer exchanged in the log's order, each whole: two streams, each still in its own order,
    // so no link breaks; the seal does, and verify says between which positions the change lies and what it was.
    let moved: number[] = [];
    const exchanged = tamperedCopy('exchanged', (db) => {
      const row = db.prepare<[string], Record<string, string | number>>('SELECT position, id, stream_id, revision, type, data, metadata FROM events WHERE type = ?');
      const [publication, answer] = [row.get('QuestionPublished')!, row.get('AnswerSubmitted')!];
      moved = [Number(publication.position), Number(answer.position)];
      const put = db.prepare('UPDATE events SET id = ?, stream_id = ?, revision = ?, type = ?, data = ?, metadata = ? WHERE position = ?');
      const contentOf = (event: Record<string, string | number>) => [event.id, event.stream_id, event.revision, event.type, event.data, event.metadata];
      // Out of the way first: (stream, revision) is unique.
      db.prepare("UPDATE events SET stream_id = 'moving' WHERE position = ?").run(publication.position);
      put.run(...contentOf(publication), answer.position);
      put.run(...contentOf(answer), publication.position);
    });
    const failure = await runCli(['verify'], exchanged).then(
      () => expect.fail('verify passed a reordered log'),
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure.code).toBe(1);
    expect(failure.stderr).not.toContain('First broken event');
    const [, heldTo, upTo] = /The log is as sealed up to position (\d+); the first change lies after it and at or before position (\d+) \(\d{4}-\d\d-\d\d\): the log holds as many events as were sealed up to there, so some were reordered/.exec(failure.stderr) ?? [];
    expect(Number(heldTo)).toBeLessThan(Math.min(...moved));
    expect(Number(upTo)).toBeGreaterThanOrEqual(Math.max(...moved));
  }, 90_000);
});
