import type { RealtimeMessage } from '@iec-bets/contracts';
import type { Query, QueryClient } from '@tanstack/react-query';
import { showBrowserNotification } from '@/lib/browser-notification';
import { forgetPageReads } from '@/lib/page-reads';
import { isUserResultsKey, queryKeys } from '@/lib/query-keys';

/**
 * Today's and the public questions: a question was published, or resolved. And, on an admin's dashboard, its lists:
 * another admin may have done it (a draft would stay a draft there, and publishing it again be refused). And the
 * topic boards' list, whose counts of questions a publication changes.
 */
function refreshQuestions(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.todayQuestions });
  void queryClient.invalidateQueries({ queryKey: queryKeys.publicQuestions });
  void queryClient.invalidateQueries({ queryKey: queryKeys.boardTopics });
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminQuestions });
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminDrafts });
}

/** What a resolution changes besides the questions. */
function refreshAfterResolution(queryClient: QueryClient): void {
  // Accuracies, and so the ranks.
  void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboardAll });
  // ... and the country's calibration, and each answerer's record beside it.
  void queryClient.invalidateQueries({ queryKey: queryKeys.calibration });
  // ... and someone who answered has a result to be told, perhaps a rank or a milestone to celebrate.
  void queryClient.invalidateQueries({ queryKey: queryKeys.celebrations });
  // ... and every answerer's own record: their accuracy and score, their answers' outcomes and their history. The
  // message does not say who answered, so every user's are read again (only those on screen go out at once); home's
  // "Your Rankings" otherwise kept the score from before the cheer it sits under until a reload.
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'users' && ['stats', 'answers', 'history'].includes(String(query.queryKey[2])),
  });
  void queryClient.invalidateQueries({ predicate: (query) => isUserResultsKey(query.queryKey) });
}

/**
 * A request to or from this user was made or answered: their friends, both lists of requests (and so the Friends
 * badge), the friends' board, friends' answers and what friends did on the feed may all have changed.
 */
function refreshFriends(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'users' && ['friends', 'friend-requests', 'sent-requests', 'friend-activity'].includes(String(query.queryKey[2])),
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard('friends') });
  void queryClient.invalidateQueries({ queryKey: queryKeys.friendsRank });
  void queryClient.invalidateQueries({ queryKey: queryKeys.celebrations });
}

export interface SpreadOptions {
  /** The frame's word on how widely to spread the reads of one's own data (RealtimeFrame's `refetchWithinMs`). */
  refetchWithinMs?: number;
  /** Where in that spread this client falls: a number in [0, 1). */
  random?: () => number;
}

/** The clients with a round of their own reads waiting within a spread. */
const waitingRounds = new WeakSet<QueryClient>();

/**
 * Runs `refresh` now, or at a random moment within the spread the server asked for: every player's page hears a
 * resolution at once, and their own reads (stats, answers, celebrations) would otherwise all reach the replicas in the
 * same instant. The shared reads (today's and the public questions) are cached per replica and go at once.
 */
function withinSpread(queryClient: QueryClient, { refetchWithinMs = 0, random = Math.random }: SpreadOptions, refresh: () => void): void {
  if (refetchWithinMs <= 0) return refresh();
  // One round for several resolutions told in a row: one still waiting reads after them all.
  if (waitingRounds.has(queryClient)) return;
  waitingRounds.add(queryClient);
  setTimeout(() => {
    waitingRounds.delete(queryClient);
    refresh();
  }, Math.floor(random() * refetchWithinMs));
}

/** What a /ws message changes on screen (SPEC section 7), and the notification that tells of it. */
export function applyRealtimeMessage(queryClient: QueryClient, message: RealtimeMessage, spread: SpreadOptions = {}): void {
  switch (message.type) {
    case 'new-question':
      refreshQuestions(queryClient);
      showBrowserNotification('New IEC Bets Question!', `${message.questionText}\nMake your prediction now!`, {
        requireInteraction: true,
        tag: `question-${message.questionId}`,
      });
      return;
    case 'question-resolved':
      refreshQuestions(queryClient);
      // A member's dispute of it, if they have one on screen: a correction settles it, and the card must not say "An
      // admin will review it" under the corrected answer. That question's alone: /predictions holds one per card.
      void queryClient.invalidateQueries({ queryKey: queryKeys.myDispute(message.questionId) });
      // Its page's summary: a correction changes the answer it gives, beside the member's points, read again below.
      void queryClient.invalidateQueries({ queryKey: queryKeys.publishedQuestion(message.questionId) });
      withinSpread(queryClient, spread, () => refreshAfterResolution(queryClient));
      showBrowserNotification('Question Resolved!', `${message.questionText}\nThe correct answer: ${message.correctOptionText}`, {
        tag: `resolved-${message.questionId}`,
      });
      return;
    case 'friends-changed':
      // Meant for this user alone.
      refreshFriends(queryClient);
      return;
  }
}

/**
 * Everything a message could have changed, read again when the feed connects again after a close: a message sent in
 * the seconds without a connection never comes. Only the reads of the screen in view go out again; the others are
 * read when next shown. No notification: what was missed is not known, only that something may have been.
 */
export function catchUpOnMissedMessages(queryClient: QueryClient): void {
  // What the page brought and the client has not asked for yet is as old as the rest.
  forgetPageReads();
  // So may be a read still on its way for a screen not in view (a preload): landing after the invalidation below, it
  // would count as fresh. Dropped, it is asked again when its screen shows; those in view are asked again below.
  void queryClient.cancelQueries({ type: 'inactive' });
  // A screen's first read still on its way is not asked again by an invalidation (React Query hands the read in
  // flight to whoever asks, when there is no data yet to keep), so its answer, which may stand before the missed
  // message, would land as fresh. It is called off, then asked again with the rest once the call-off has settled.
  const firstReads = queryClient
    .getQueryCache()
    .findAll({ type: 'active', fetchStatus: 'fetching', predicate: (query) => query.state.data === undefined });
  const readAgain = () => {
    refreshQuestions(queryClient);
    refreshAfterResolution(queryClient);
    refreshFriends(queryClient);
  };
  if (firstReads.length === 0) return readAgain();
  const isFirstRead = (query: Query) => firstReads.includes(query);
  void queryClient.cancelQueries({ predicate: isFirstRead }).then(() => {
    readAgain();
    void queryClient.refetchQueries({ predicate: isFirstRead });
  });
}
