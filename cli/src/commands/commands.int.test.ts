import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, type ServerProcess, startServerProcess } from '@iec-bets/testing';
import { HttpSession } from '../test-support/http-session.js';

const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-cli-'));
const env = { DATA_DIR: dataDir };
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the iec-bets command beside a running server', () => {
  it('grants admin rights, replays the read models without changing an answer, and exports the log', async () => {
    server = await startServerProcess(env);
    const admin = new HttpSession(server.url);
    const { id: adminId } = await admin.signUp('cli_admin');
    expect((await admin.json('POST', '/api/admin/questions', {})).status).toBe(403);

    await runCli(['grant-admin', 'CLI_ADMIN'], env);
    // Asked again, as a provisioning script does on every deployment: done already, nothing recorded, no failure.
    expect((await runCli(['grant-admin', 'cli_admin'], env)).stdout).toContain('cli_admin is already an admin: nothing to change.');
    const created = await admin.json<{ id: string }>('POST', '/api/admin/questions', {
      text: 'Will the by-election be held in March',
      date: new Date().toISOString(),
      options: [
        { id: 'yes', text: 'Yes' },
        { id: 'no', text: 'No' },
      ],
    });
    expect(created.status).toBe(201);
    await admin.json('POST', `/api/admin/questions/${created.body.id}/publish`);
    const voted = await admin.json('POST', '/api/answers', { questionId: created.body.id, optionId: 'no' });
    expect(voted.status).toBe(201);
    const wait = { 'x-min-position': voted.headers.get('x-position')! };
    const before = await admin.json('GET', `/api/questions/${created.body.id}/public-results`, undefined, wait);

    const replay = await runCli(['replay'], env);
    expect(replay.stdout).toMatch(/Rebuilt the read models from \d+ events at \d+ events\/s/);
    const after = await admin.json('GET', `/api/questions/${created.body.id}/public-results`, undefined, wait);
    expect(after.body).toEqual(before.body);
    expect((await admin.json<{ stats: { totalAnswers: number } }>('GET', `/api/users/${adminId}/stats`)).body.stats.totalAnswers).toBe(1);

    const exported = await runCli(['export', '--category', 'user'], env);
    const events = exported.stdout.trim().split('\n').map((line) => JSON.parse(line) as { type: string; data: Record<string, unknown> });
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'AdminGranted']);
    expect(events[0]?.data.passwordHash).toBe('[redacted]');
    expect(exported.stderr).toContain('Exported 2 events');

    const nowhere = join(tmpdir(), `iec-bets-no-such-folder-${process.pid}`, 'log.ndjson');
    await expect(runCli(['export', '--out', nowhere], env)).rejects.toMatchObject({
      stderr: `Cannot write the export to ${nowhere}: its folder does not exist\n`,
    });
    await expect(runCli(['export', '--since', 'yesterday'], env)).rejects.toMatchObject({
      stderr: expect.stringContaining('--since takes an ISO date-time'),
    });
    await expect(runCli(['grant-admin', 'nobody_here'], env)).rejects.toMatchObject({
      stderr: expect.stringContaining('No user is registered under the username "nobody_here"'),
    });
  }, 60_000);

  it("refuses to work on a folder that holds no data, rather than make an empty store there and report success", async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'iec-bets-cli-elsewhere-'));
    try {
      for (const command of [['verify'], ['replay'], ['export'], ['grant-admin', 'cli_admin'], ['rescore', '--rule', 'accuracy-v0', '--dry-run']]) {
        await expect(runCli(command, { DATA_DIR: elsewhere }), command.join(' ')).rejects.toMatchObject({
          stderr: expect.stringContaining(`There is no event log in ${elsewhere}. This command works on the server's data: give it the same DATA_DIR as the server`),
        });
      }
      expect(readdirSync(elsewhere)).toEqual([]);
      // An export's file from before is left as it was: the folder is refused before the file is opened.
      const earlier = join(dataDir, 'last-week.ndjson');
      writeFileSync(earlier, '{"type":"UserRegistered"}\n');
      await expect(runCli(['export', '--out', earlier], { DATA_DIR: elsewhere })).rejects.toMatchObject({
        stderr: expect.stringContaining(`There is no event log in ${elsewhere}.`),
      });
      expect(readFileSync(earlier, 'utf8')).toBe('{"type":"UserRegistered"}\n');
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
    // Six runs of the command line, each a Node process that starts afresh: on a busy 2-core machine, over 20 s.
  }, 60_000);

  it('ends the demo data with the grant-admin command as it runs, with the folder it wrote to', async () => {
    const seeded = await runCli(['seed-demo'], env);
    expect(seeded.stdout).toContain(`Make a demo user an admin with: DATA_DIR=${dataDir} npx iec-bets grant-admin demo_voter_1`);
  }, 60_000);
});
