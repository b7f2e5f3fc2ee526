import { MIN_POSITION_HEADER, POSITION_HEADER } from '@iec-bets/contracts';
import type { SeededPlayer } from '../seed/seed-log.js';
import { type LoadResult, percentile, runLoad } from './load.js';

export interface AnswerLag {
  lagP50Ms: number;
  lagP99Ms: number;
  lagSamples: number;
}

/** Accepted answers, measured a few seconds at a time (see alternating-load.ts), and the projection lag meanwhile. */
export interface AnswerLoad {
  /** A second of load first, as for the baseline: the figures are of a server whose code the JIT has compiled. */
  warmUp(): Promise<void>;
  /** Answers for `seconds`, with the lag probe running beside them; returns once they are all projected. */
  round(seconds: number): Promise<LoadResult>;
  /** The projection lag over every round so far. */
  lag(): AnswerLag;
}

const WARM_UP_SECONDS = 1;

const cookieOf = (player: SeededPlayer) => `iec_session=${player.sessionId}`;

/**
 * Accepted answers under load from 100 connections, each request a new (player, question) pair so every one is a
 * real, accepted answer. Meanwhile a probe measures projection lag: from an answer's acceptance to the moment a
 * read that asks for that position (x-min-position) returns, i.e. until the vote is visible in the results.
 */
export function answerLoad(options: {
  url: string;
  players: SeededPlayer[];
  probePlayers: SeededPlayer[];
  questions: string[];
  connections: number;
}): AnswerLoad {
  const { players, questions } = options;
  let next = 0;
  const capacity = players.length * questions.length;
  const load = (durationSeconds: number) =>
    runLoad({
      url: options.url,
      connections: options.connections,
      duration: durationSeconds,
      requests: [
        {
          method: 'POST',
          path: '/api/answers',
          setupRequest: (request) => {
            const index = next++ % capacity;
            const player = players[index % players.length]!;
            const questionId = questions[Math.floor(index / players.length)]!;
            return {
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json', cookie: cookieOf(player) },
              body: JSON.stringify({ questionId, optionId: index % 3 === 0 ? 'no' : 'yes' }),
            };
          },
        },
      ],
    });

  const lags: number[] = [];
  let probe = 0;
  /** One answer by a probe player, outside the load; its position, or undefined when none was accepted. */
  async function probeAnswer(): Promise<{ questionId: string; position: string } | undefined> {
    if (probe >= options.probePlayers.length * questions.length) return undefined;
    const player = options.probePlayers[probe % options.probePlayers.length]!;
    const questionId = questions[Math.floor(probe / options.probePlayers.length)]!;
    probe++;
    const answered = await fetch(`${options.url}/api/answers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieOf(player) },
      body: JSON.stringify({ questionId, optionId: 'yes' }),
    });
    const position = answered.headers.get(POSITION_HEADER);
    await answered.arrayBuffer();
    return answered.status === 201 && position ? { questionId, position } : undefined;
  }

  async function probeUntil(deadline: number): Promise<void> {
    while (Date.now() < deadline) {
      const accepted = await probeAnswer();
      if (!accepted) {
        if (probe >= options.probePlayers.length * questions.length) return;
        continue;
      }
      const acceptedAt = performance.now();
      const visible = await fetch(`${options.url}/api/questions/${accepted.questionId}/public-results`, {
        headers: { [MIN_POSITION_HEADER]: accepted.position },
      });
      await visible.arrayBuffer();
      lags.push(performance.now() - acceptedAt);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Waits until the round's answers are projected: the server's projector (and its collector) would otherwise still
   * be at work when the next load of the turns starts, and that load, the bare server's among them, would pay for it.
   */
  async function untilProjected(): Promise<void> {
    const last = await probeAnswer();
    if (!last) return;
    const health = await fetch(`${options.url}/api/health`, { headers: { [MIN_POSITION_HEADER]: last.position } });
    await health.arrayBuffer();
  }

  return {
    warmUp: async () => {
      await load(WARM_UP_SECONDS);
      await untilProjected();
    },
    round: async (seconds) => {
      const result = load(seconds);
      await probeUntil(Date.now() + seconds * 1000 - 200);
      const measured = await result;
      await untilProjected();
      return measured;
    },
    lag: () => ({ lagP50Ms: percentile(lags, 50), lagP99Ms: percentile(lags, 99), lagSamples: lags.length }),
  };
}
