import type { RealtimeMessage } from '@iec-bets/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { showBrowserNotification } from '@/lib/browser-notification';
import { queryKeys } from '@/lib/query-keys';

/** What a /ws message changes on screen (SPEC section 7), and the notification that tells of it. */
export function applyRealtimeMessage(queryClient: QueryClient, message: RealtimeMessage): void {
  switch (message.type) {
    case 'new-question':
      void queryClient.invalidateQueries({ queryKey: queryKeys.todayQuestions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.publicQuestions });
      showBrowserNotification('New IEC Bets Question!', `${message.questionText}\nMake your prediction now!`, {
        requireInteraction: true,
        tag: `question-${message.questionId}`,
      });
      return;
    case 'question-resolved':
      void queryClient.invalidateQueries({ queryKey: queryKeys.publicQuestions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.todayQuestions });
      // A resolution changes accuracies, and so the ranks.
      void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboardAll });
      // ... and the country's calibration, and each answerer's record beside it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.calibration });
      // ... and someone who answered has a result to be told, perhaps a rank or a milestone to celebrate.
      void queryClient.invalidateQueries({ queryKey: queryKeys.celebrations });
      showBrowserNotification('Question Resolved!', `${message.questionText}\nThe answer: ${message.correctOptionText}`, {
        tag: `resolved-${message.questionId}`,
      });
      return;
    case 'friends-changed':
      // Meant for this user alone: a request to or from them was made or answered. Their friends, both lists of
      // requests (and so the Friends badge), the friends' board and friends' answers may all have changed.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'users' && ['friends', 'friend-requests', 'sent-requests'].includes(String(query.queryKey[2])),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard('friends') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.friendsRank });
      void queryClient.invalidateQueries({ queryKey: queryKeys.celebrations });
      return;
  }
}
