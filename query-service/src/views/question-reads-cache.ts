import { NoticedCopies, type ProjectorNotices } from './noticed-copies.js';

/**
 * Answers made from the questions read model alone (today's questions, the public lists, a question's public
 * results), as JSON bodies, kept per replica. A new question makes every open client refetch the lists at once, and
 * everyone looking at a question polls its results: each is read from the store once, and everyone else gets that
 * copy, until the questions change. The projector's many batches that leave them alone (a resolution's pages of
 * answers and statistics, sign-ups) keep the copies good. A reader who has just answered, which changed the counts,
 * never gets a copy from before their answer (see NoticedCopies).
 */
export class QuestionReadsCache extends NoticedCopies {
  constructor(projector: ProjectorNotices, options: { maxEntries: number; now?: () => number }) {
    super(projector, (notice) => notice.questionsChangedAt, options);
  }
}
