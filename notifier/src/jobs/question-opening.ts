import { type QuestionDocument, ReadModel, southAfricanDay } from '@iec-bets/contracts';
import type { NewJob, ReadStore } from '@iec-bets/platform';
import type { FanOutJob } from './alert-jobs.js';

/** When a question's South African day begins (epoch milliseconds): from then on it takes answers. */
export function openingTimeOf(questionDate: string): number {
  return Date.parse(`${southAfricanDay(questionDate)}T00:00:00+02:00`);
}

/**
 * The fan-outs with the time each may run. "A new question: make your prediction now!" about a question published
 * ahead of its day (tomorrow's, set up tonight) would send people to a question that takes no answer yet, so its
 * alerts wait for the South African midnight that opens it. Every other fan-out runs at once.
 */
export async function withOpeningTimes(
  jobs: ReadonlyArray<NewJob<FanOutJob>>,
  readStore: Pick<ReadStore, 'getMany'>,
  now = Date.now(),
): Promise<Array<NewJob<FanOutJob>>> {
  const announced = jobs.flatMap((job) => (job.data.kind === 'new-question' ? [job.data.questionId] : []));
  if (announced.length === 0) return [...jobs];
  const questions = await readStore.getMany<QuestionDocument>(ReadModel.questions, [...new Set(announced)]);
  const opening = new Map(questions.map((question) => [question.id, openingTimeOf(question.date)]));
  return jobs.map((job) => {
    const opens = job.data.kind === 'new-question' ? opening.get(job.data.questionId) : undefined;
    return opens !== undefined && opens > now ? { ...job, notBefore: opens } : job;
  });
}
