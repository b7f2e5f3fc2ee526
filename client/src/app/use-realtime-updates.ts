import type { RealtimeMessage } from '@iec-bets/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showBrowserNotification } from '@/lib/browser-notification';
import { queryKeys } from '@/lib/query-keys';
import { connectRealtime, realtimeUrl } from '@/lib/realtime-socket';


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
      showBrowserNotification('Question Resolved!', `${message.questionText}\nThe answer: ${message.correctOptionText}`, {
        tag: `resolved-${message.questionId}`,
      });
      return;
  }
}

/** Keeps the page in step with new and resolved questions for as long as it is open. */
export function useRealtimeUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const connection = connectRealtime({
      url: realtimeUrl(window.location),
      onMessage: (message) => applyRealtimeMessage(queryClient, message),
    });
    return () => connection.close();
  }, [queryClient]);
}
