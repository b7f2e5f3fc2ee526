import { NoticedCopies, type ProjectorNotices } from './noticed-copies.js';

/**
 * A question's discussion, as the JSON body its route sends, kept per replica. Every open discussion reads its latest
 * page every 30 s, tens of thousands of readers of the same few questions on election night: each page is read from
 * the store once and everyone else gets that copy, until the comments change or an account whose name they show does
 * (a deleted author reads "Deleted user"). The answers, results and statistics flowing meanwhile leave it good; a
 * reader's own comment is always in the page they read next (see NoticedCopies).
 */
export class DiscussionCopies extends NoticedCopies {
  constructor(projector: ProjectorNotices, options: { maxEntries: number; now?: () => number }) {
    super(projector, (notice) => notice.commentsChangedAt, options);
  }
}

/**
 * The public feed's comments, kept per replica for visitors the same way. They are made from the questions as well
 * (which are in the feed, and which have comments), so either changing makes a copy stale.
 */
export class FeedCommentCopies extends NoticedCopies {
  constructor(projector: ProjectorNotices, options: { maxEntries: number; now?: () => number }) {
    super(
      projector,
      ({ questionsChangedAt, commentsChangedAt }) =>
        questionsChangedAt === undefined || commentsChangedAt === undefined ? undefined : Math.max(questionsChangedAt, commentsChangedAt),
      options,
    );
  }
}
