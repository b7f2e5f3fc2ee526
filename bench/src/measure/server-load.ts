import { freePort, loadConfig, openStores } from '@iec-bets/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearOfSouthAfricanMidnight } from '../seed/clear-of-midnight.js';
import { seedOpenQuestions, seedPlayers, seedSessions } from '../seed/seed-log.js';
import { type ChildServer, startChildServer } from '../servers/child-server.js';
import { measureInTurns } from './alternating-load.js';
import { answerLoad, type AnswerLag } from './answers.js';
import { type LoadResult, runLoad } from './load.js';

export interface ServerLoadFigures {
  bare: { get: LoadResult; post: LoadResult };
  server: { answers: { load: LoadResult } & AnswerLag; reads: LoadResult };
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The one-process server (`iec-bets start`) under load on loopback beside a bare Fastify route, both running at once
 * and loaded in turns: accepted answers against the bare POST, public-results reads against the bare GET.
 */
export async function measureServerLoad(options: {
  rounds: number;
  roundSeconds: number;
  connections: number;
  scale: { players: number; probePlayers: number; questions: number };
}): Promise<ServerLoadFigures> {
  const { connections } = options;
  // Each round runs four loads in turn (the answers, the bare POST, the reads, the bare GET); two minutes more for the
  // seed and the servers' start.
  await clearOfSouthAfricanMidnight((options.rounds * options.roundSeconds * 2 * 2 + 120) * 1000);
  const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-bench-'));
  const started: ChildServer[] = [];
  try {
    const stores = await openStores(loadConfig({ DATA_DIR: dataDir }));
    const playerIds = await seedPlayers(stores.eventStore, options.scale.players + options.scale.probePlayers, 'bench');
    const allPlayers = await seedSessions(stores.sessionStore, playerIds);
    const questions = await seedOpenQuestions(stores.eventStore, options.scale.questions);
    const seededHead = await stores.eventStore.headPosition();
    await stores.close();

    const barePort = await freePort();
    const bareUrl = `http://127.0.0.1:${barePort}`;
    started.push(await startChildServer({ script: here('../servers/bare-server.js'), env: { PORT: String(barePort) }, url: bareUrl, healthPath: '/bare' }));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    started.push(
      await startChildServer({
        script: here('../../../cli/bin/iec-bets.js'),
        args: ['start'],
        env: { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
        url,
        healthPath: '/api/health',
      }),
    );
    // Let the projector take in the seeded log before the clock starts.
    await fetch(`${url}/api/health`, { headers: { 'x-min-position': String(seededHead) } });

    const bareGet = (seconds: number) => runLoad({ url: `${bareUrl}/bare`, connections, duration: seconds });
    // Each answer of the load carries its own body and cookie, built per request; the baseline pays the same.
    let next = 0;
    const barePost = (seconds: number) =>
      runLoad({
        url: `${bareUrl}/bare`,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/bare',
            setupRequest: (request) => {
              const index = next++;
              return {
                ...request,
                headers: { ...request.headers, 'content-type': 'application/json', cookie: `iec_session=bench-${index}` },
                body: JSON.stringify({ questionId: `question-${index}`, optionId: 'yes' }),
              };
            },
          },
        ],
      });
    const answers = answerLoad({
      url,
      players: allPlayers.slice(0, options.scale.players),
      probePlayers: allPlayers.slice(options.scale.players),
      questions,
      connections,
    });
    const reads = (seconds: number) => runLoad({ url: `${url}/api/questions/${questions[0]}/public-results`, connections, duration: seconds });

    // Warm-ups: the figures are of code the JIT has compiled, on both servers.
    await bareGet(1);
    await barePost(1);
    await answers.warmUp();
    await reads(1);
    const figures = await measureInTurns(
      { get: bareGet, reads, post: barePost, answers: answers.round },
      { rounds: options.rounds, roundSeconds: options.roundSeconds },
    );
    return {
      bare: { get: figures.get, post: figures.post },
      server: { answers: { load: figures.answers, ...answers.lag() }, reads: figures.reads },
    };
  } finally {
    for (const server of started) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
