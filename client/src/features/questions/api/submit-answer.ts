import type { SubmitAnswerResponse } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { refusedThisSession, sessionEndOf } from '@/lib/session-end';
import { forgetAnswerPick, keepAnswerPick } from '../lib/kept-answer-pick';

/** The acting user is the session's, so only the question and the option are sent. */
export function useSubmitAnswer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { questionId: string; optionId: string }) => api.post<SubmitAnswerResponse>('/api/answers', answer),
    // SPEC section 7: an answer refreshes the public archive, today's questions and the user's answers. Not awaited:
    // the caller's own success (the Vote Recorded screen) comes first. Were it to wait for the refreshes, the user's
    // refreshed answer could land before, swap the form for the results, and the form's callback would never run.
    onSuccess: (_response, answer) => {
      forgetAnswerPick(userId, answer.questionId);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.publicQuestions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.resultsHistory(answer.questionId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.todayQuestions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userAnswers(userId) }),
        // The shared card tells the split with this vote in it, and home's streak counts today.
        queryClient.invalidateQueries({ queryKey: queryKeys.publicResults(answer.questionId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userStats(userId) }),
        // The results the screen turns to after Vote Recorded: a member's page reads them ahead (member-preloads),
        // before the vote, and that copy has no answer of theirs (so no share button) and the old counts. Read again
        // now, while nothing shows them yet, so that they are fresh by the time Vote Recorded gives way.
        queryClient.invalidateQueries({ queryKey: queryKeys.userResults(answer.questionId, userId), refetchType: 'all' }),
      ]);
    },
    // A 409 means the question moved on elsewhere: answered on another device, or closed meanwhile. Reading it again
    // shows it as it now stands (the results of the answer given there) instead of a form every retry refuses.
    onError: (error, answer) => {
      // Refused because the session ended: kept for when the member logs in again. Here, where it holds whoever
      // called and whether or not a form is still there to hear of it.
      if (sessionEndOf(error) && refusedThisSession(error)) keepAnswerPick(userId, answer.questionId, answer.optionId);
      if (!(error instanceof ApiError && error.status === 409)) return;
      // Answered elsewhere or closed: a pick kept from before is of no more use.
      forgetAnswerPick(userId, answer.questionId);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.userAnswers(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.todayQuestions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.publicResults(answer.questionId) }),
        // As after a vote of this device's (above): the copy read ahead has neither that answer nor its count.
        queryClient.invalidateQueries({ queryKey: queryKeys.userResults(answer.questionId, userId), refetchType: 'all' }),
      ]);
    },
  });
}
