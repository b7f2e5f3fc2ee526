import { writeFileSync } from 'node:fs';
import { benchSettings } from '../bench-settings.js';
import { formatTable } from '../report.js';
import { measureNational } from './national.js';
import { failedTargets, judgeNational, nationalJson } from './national-targets.js';

const FULL_USERS = 500_000;
const QUICK_USERS = 20_000;

/**
 * `--national`: measures, prints the table, writes BENCH_JSON (exactly issue 15's keys) and, in the full run, sets a
 * failing exit code when a target is missed or was not measured; `--quick` (20,000 users unless --users says
 * otherwise) only reports.
 */
export async function runNational(options: { quick: boolean; users: string | undefined }): Promise<void> {
  const users = options.users === undefined ? (options.quick ? QUICK_USERS : FULL_USERS) : Number(options.users);
  if (!Number.isInteger(users) || users < 100) throw new Error(`--users must be a whole number of at least 100, not ${options.users}`);
  const started = performance.now();
  const figures = await measureNational({ users, quick: options.quick });
  const rows = judgeNational(figures);
  const minutes = (performance.now() - started) / 60_000;
  console.log(`\nIEC Bets national benchmark (${options.quick ? 'quick' : 'full'} run, ${users.toLocaleString('en-ZA')} users, Node ${process.version}, ${minutes.toFixed(1)} min)\n`);
  console.log(formatTable(rows).replace('| vs bare Fastify |', '| |'));
  const { BENCH_JSON } = benchSettings();
  if (BENCH_JSON) writeFileSync(BENCH_JSON, `${JSON.stringify(nationalJson(figures), null, 2)}\n`);
  const { missed, unmeasured } = failedTargets(rows);
  if (missed.length > 0) console.log(`\nMissed: ${missed.map((row) => row.name).join('; ')}`);
  if (unmeasured.length > 0) console.log(`\nNot measured, so not met: ${unmeasured.map((row) => row.name).join('; ')}`);
  if (!options.quick && missed.length + unmeasured.length > 0) process.exitCode = 1;
}
