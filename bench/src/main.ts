import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureAlertJobs } from './measure/alert-jobs.js';
import { measureClientBundle } from './measure/client-bundle.js';
import { measureLandingPage } from './measure/landing-page.js';
import { LIGHTHOUSE_CATEGORIES } from './measure/lighthouse.js';
import { runNational } from './measure/national-run.js';
import { measureReplay } from './measure/replay.js';
import { measureServerLoad } from './measure/server-load.js';
import { formatScreenTable, judgeScreens, slowest, SPEED_TARGETS } from './measure/screen-speed.js';
import { CPU_SLOWDOWN, measureScreens } from './measure/screens.js';
import { measureWsFanout } from './measure/ws-fanout.js';
import { type Figure, formatTable, ms, perSecond, ratio } from './report.js';
import { benchSettings } from './bench-settings.js';

/**
 * `npm run bench`: the one-process server under load on loopback, each figure beside a bare Fastify route measured
 * in the same run on the same machine, then the web client as a phone meets it. `--quick` runs briefly and only
 * reports (CI keeps the benchmark working); the full run fails when a target is missed. `--only <part>[,<part>]`
 * runs some of the parts (see PARTS); `BENCH_JSON=<file>` also writes every figure there as JSON. `--national
 * [--users N]` runs the national benchmark instead (see measure/national.ts), N = 500,000 or 20,000 with --quick.
 */
const PARTS = ['load', 'replay', 'ws', 'alerts', 'bundle', 'lighthouse', 'screens'] as const;
type Part = (typeof PARTS)[number];
const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, only: { type: 'string' }, national: { type: 'boolean', default: false }, users: { type: 'string' } },
});
const quick = values.quick ?? false;
const settings = benchSettings();
if (values.national) {
  await runNational({ quick, users: values.users });
  process.exit();
}
const only = values.only?.split(',').map((part) => part.trim());
const unknownParts = (only ?? []).filter((part) => !(PARTS as readonly string[]).includes(part));
if (unknownParts.length > 0) throw new Error(`Unknown part ${unknownParts.join(', ')}: the parts are ${PARTS.join(', ')}`);
const runs = (part: Part) => !only || only.includes(part);
const connections = 100;
/**
 * The loads are measured in turns (see measure/alternating-load.ts): 3 rounds of 3 s, or 2 of 1 s in the quick run.
 * Whole seconds, since autocannon ends a load at its next one-second sample. Each round opens its 100 connections
 * afresh, whose first requests wait longest: more, shorter rounds would count that start more often in the p99s.
 */
const loadRounds = quick ? 2 : 3;
const roundSeconds = quick ? 1 : 3;
const durationSeconds = loadRounds * roundSeconds;
// Every answer of the load must be a new (player, question) pair: players x questions must outlast warm-up plus
// load at the best rate this machine gives, or repeats come back as 409s. It gave 13,000/s on its fast evenings
// (2026-12-02), which took 130,000 pairs; these hold 320,000 (60,000 quick), twice what that rate needs.
const scale = quick
  ? { players: 2000, probePlayers: 20, questions: 30, replayPlayers: 200, replayQuestions: 100 }
  : { players: 8000, probePlayers: 100, questions: 40, replayPlayers: 2000, replayQuestions: 100 };

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const figures: Figure[] = [];
/** Raw figures for BENCH_JSON, by part. */
const json: Record<string, unknown> = { quick, node: process.version };
let screenTable = '';

if (runs('load')) {
  const { bare, server } = await measureServerLoad({ rounds: loadRounds, roundSeconds, connections, scale });
  json.load = { bare, server };
  const answerShare = server.answers.load.requestsPerSecond / bare.post.requestsPerSecond;
  const readShare = server.reads.requestsPerSecond / bare.get.requestsPerSecond;
  figures.push(
    { name: 'bare Fastify GET', value: perSecond(bare.get.requestsPerSecond), ratio: '100%', target: '', met: null },
    { name: 'bare Fastify POST (JSON body built per request)', value: perSecond(bare.post.requestsPerSecond), ratio: '100%', target: '', met: null },
    {
      name: `accepted answers (${connections} connections)`,
      value: `${perSecond(server.answers.load.requestsPerSecond)} (${server.answers.load.non2xx} non-2xx)`,
      ratio: ratio(server.answers.load.requestsPerSecond, bare.post.requestsPerSecond),
      target: '>= 50% of bare POST',
      met: answerShare >= 0.5 && server.answers.load.non2xx === 0,
    },
    { name: 'answer latency p50', value: ms(server.answers.load.p50Ms), ratio: `bare ${ms(bare.post.p50Ms)}`, target: '', met: null },
    { name: 'answer latency p99', value: ms(server.answers.load.p99Ms), ratio: `bare ${ms(bare.post.p99Ms)}`, target: '< 25 ms', met: server.answers.load.p99Ms < 25 },
    { name: `projection lag p50 (${server.answers.lagSamples} samples)`, value: ms(server.answers.lagP50Ms), ratio: `bare p50 ${ms(bare.get.p50Ms)}`, target: '', met: null },
    { name: 'projection lag p99', value: ms(server.answers.lagP99Ms), ratio: `bare p99 ${ms(bare.get.p99Ms)}`, target: '< 250 ms', met: server.answers.lagP99Ms < 250 },
    {
      name: 'public-results reads',
      value: `${perSecond(server.reads.requestsPerSecond)} (p99 ${ms(server.reads.p99Ms)})`,
      ratio: ratio(server.reads.requestsPerSecond, bare.get.requestsPerSecond),
      target: '>= 80% of bare GET',
      met: readShare >= 0.8 && server.reads.non2xx === 0,
    },
  );
}

if (runs('replay')) {
  const replay = await measureReplay({ players: scale.replayPlayers, questions: scale.replayQuestions });
  json.replay = replay;
  figures.push({
    name: `replay (${replay.events.toLocaleString('en-ZA')} events, peak RSS ${Math.round(replay.peakRssMb)} MB)`,
    value: perSecond(replay.eventsPerSecond),
    ratio: '',
    target: '>= 20,000 events/s',
    met: replay.eventsPerSecond >= 20_000,
  });
}

if (runs('alerts')) {
  const alertJobs = await measureAlertJobs({ jobs: quick ? 5_000 : 20_000, concurrency: 16 });
  json.alerts = alertJobs;
  figures.push(
    { name: 'BullMQ no-op jobs (local Redis, 16 at a time)', value: perSecond(alertJobs.noop.jobsPerSecond), ratio: '', target: '', met: null },
    {
      name: `alert delivery jobs (BullMQ, ${alertJobs.delivery.jobs.toLocaleString('en-ZA')} jobs, instant channels)`,
      value: perSecond(alertJobs.delivery.jobsPerSecond),
      ratio: `${ratio(alertJobs.delivery.jobsPerSecond, alertJobs.noop.jobsPerSecond)} of no-op jobs`,
      target: '',
      met: null,
    },
  );
}

if (runs('ws')) {
  // Clients live in this process and the server's sockets in its own: each N needs N descriptors (`ulimit -n`) on each side.
  const wsFanout = await measureWsFanout({ clientCounts: quick ? [200, 500] : [1000, 5000], rounds: quick ? 3 : 10 });
  json.ws = wsFanout;
  figures.push(
    ...wsFanout.server.map((figure, index): Figure => {
      const bareFigure = wsFanout.bare[index]!;
      return {
        name: `/ws new-question to the last of ${figure.clients.toLocaleString('en-ZA')} clients, p50 (max) of ${figure.rounds}`,
        value: `${ms(figure.p50Ms)} (${ms(figure.maxMs)})`,
        ratio: `bare ws ${ms(bareFigure.p50Ms)} (${ms(bareFigure.maxMs)})`,
        target: '',
        met: null,
      };
    }),
  );
}

if (runs('bundle')) {
  // CLIENT_DIR, as for the server the browser parts start: a second build can be measured beside the first.
  const clientBundle = measureClientBundle(settings.CLIENT_DIR ?? here('../../client/dist'));
  json.bundle = clientBundle;
  figures.push(
    {
      name: `landing route initial JavaScript, gzip (${clientBundle.initialFiles.length} files)`,
      value: kB(clientBundle.initialGzipBytes),
      ratio: '',
      target: `<= ${kB(SPEED_TARGETS.landingInitialJsGzipBytes)}`,
      met: clientBundle.initialGzipBytes <= SPEED_TARGETS.landingInitialJsGzipBytes,
    },
    {
      name: 'admin dashboard split out of the landing route',
      value: clientBundle.adminInInitial ? 'loaded by the landing page' : `lazy (${kB(clientBundle.adminOnlyGzipBytes)} gzip on opening)`,
      ratio: '',
      target: 'lazy',
      met: !clientBundle.adminInInitial,
    },
  );
}

if (runs('lighthouse')) {
  // Lighthouse is the median of several runs in the full benchmark: one run swings with the machine's other work.
  const landing = await measureLandingPage(quick ? 1 : 5);
  json.lighthouse = landing;
  figures.push(
    ...LIGHTHOUSE_CATEGORIES.map((category): Figure => {
      const target = category === 'performance' ? SPEED_TARGETS.lighthousePerformance : 90;
      return {
        name: `Lighthouse ${category}, landing page, mobile (median of ${landing.runs})`,
        value: String(landing.scores[category]),
        ratio: '',
        target: `>= ${target}`,
        met: landing.scores[category] >= target,
      };
    }),
    {
      name: 'landing page FCP / LCP / TBT (simulated mobile, median run)',
      value: `${ms(landing.firstContentfulPaintMs)} / ${ms(landing.largestContentfulPaintMs)} / ${ms(landing.totalBlockingTimeMs)}`,
      ratio: '',
      target: `LCP < ${ms(SPEED_TARGETS.landingLcpMs)}`,
      met: landing.largestContentfulPaintMs < SPEED_TARGETS.landingLcpMs,
    },
  );
}

if (runs('screens')) {
  // One run of each in the quick mode, about two minutes: CI's half hour leaves no room for it (see .ci/run).
  const speed = await measureScreens(quick ? 1 : 5);
  const verdicts = judgeScreens(speed.screens);
  json.screens = { ...speed, verdicts };
  screenTable = formatScreenTable(verdicts, speed.runs);
  const slowestCold = slowest(verdicts, 'coldMs');
  const slowestWarm = slowest(verdicts, 'warmMs');
  const slowestLive = slowest(verdicts, 'coldLiveMs');
  const throttled = `Fast 3G, CPU ${CPU_SLOWDOWN}x slower`;
  figures.push(
    {
      name: `every screen, cold load to data on screen (${throttled}; slowest of ${verdicts.length})`,
      value: `${ms(slowestCold.coldMs)} (${slowestCold.screen})`,
      ratio: '',
      target: `< ${ms(SPEED_TARGETS.coldMs)}`,
      met: verdicts.every((verdict) => verdict.coldMet),
    },
    {
      name: `every screen, warm in-app navigation to data on screen (${throttled}; slowest of ${verdicts.length})`,
      value: `${ms(slowestWarm.warmMs)} (${slowestWarm.screen})`,
      ratio: '',
      target: `< ${ms(SPEED_TARGETS.warmMs)}`,
      met: verdicts.every((verdict) => verdict.warmMet),
    },
    {
      // No target: the are for the data on screen, which a member's picture and the landing's markup show first.
      name: `every screen, cold load until the app itself runs it (${throttled}; slowest of ${verdicts.length})`,
      value: `${ms(slowestLive.coldLiveMs)} (${slowestLive.screen})`,
      ratio: '',
      target: '',
      met: null,
    },
    {
      name: `landing page first visit, total transfer (median of ${speed.runs})`,
      value: kB(speed.landingTransferBytes),
      ratio: '',
      target: `< ${kB(SPEED_TARGETS.landingFirstVisitBytes)}`,
      met: speed.landingTransferBytes < SPEED_TARGETS.landingFirstVisitBytes,
    },
  );
}

console.log(`\nIEC Bets benchmark (${quick ? 'quick' : 'full'} run, ${durationSeconds} s per load in ${loadRounds} rounds, Node ${process.version})\n`);
console.log(formatTable(figures));
if (screenTable) console.log(`\nTime to useful content, each screen (Fast 3G, CPU ${CPU_SLOWDOWN}x slower, phone viewport)\n\n${screenTable}`);
if (settings.BENCH_JSON) writeFileSync(settings.BENCH_JSON, `${JSON.stringify({ ...json, figures }, null, 2)}\n`);
const missed = figures.filter((figure) => figure.met === false);
if (missed.length > 0) {
  console.log(`\nMissed: ${missed.map((figure) => figure.name).join('; ')}`);
  if (!quick) process.exitCode = 1;
}
