import { friendRequestId } from './friendship-events.js';

/** Stream names, category first, as ARCHITECTURE.md lays them out. One place so that no one spells them twice. */
export const streams = {
  user: (userId: string) => `user-${userId}`,
  username: (username: string) => `username-${username.toLowerCase()}`,
  question: (questionId: string) => `question-${questionId}`,
  answer: (questionId: string, userId: string) => `answer-${questionId}-${userId}`,
  /** One stream per pair of users, whichever asks; see friendship-events.ts for the request id it ends with. */
  friendship: (userA: string, userB: string) => `friendship-${friendRequestId(userA, userB)}`,
  pushSubscriptions: (userId: string) => `pushsubscription-${userId}`,
  /** The streams that hold a user's personal data (their sign-up and settings, their browsers' push subscriptions). */
  personalDataOf: (userId: string) => [`user-${userId}`, `pushsubscription-${userId}`],
  suggestion: (suggestionId: string) => `suggestion-${suggestionId}`,
  comment: (commentId: string) => `comment-${commentId}`,
  /** One stream per address, named by its subscriber id (a keyed hash of the lowercased email) so it holds no address. */
  newsletter: (subscriberId: string) => `newsletter-${subscriberId}`,
  /** Research hub entries: the kind comes after the category, so both kinds share the category `research`. */
  researchOfficial: (officialId: string) => `research-official-${officialId}`,
  researchPrediction: (predictionId: string) => `research-prediction-${predictionId}`,
  /** The operator's adoptions of scoring rules, one stream for the whole product. */
  scoringRules: () => 'scoring-rules',
  /** What celebrations a user has been shown, so that none shows twice. */
  celebrations: (userId: string) => `celebration-${userId}`,
} as const;

/** The category of a stream is the part before the first dash. */
export function streamCategory(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}

/**
 * Every category the log's streams fall in (`user`, `question`, `answer`, ...), read off the stream names above so
 * that a new kind of stream is in it at once: what `iec-bets export --category` takes.
 */
export const STREAM_CATEGORIES: readonly string[] = [
  ...new Set(
    Object.values(streams)
      .flatMap((name) => [(name as (...ids: string[]) => string | string[])('id', 'other-id')].flat())
      .map(streamCategory),
  ),
].sort();
