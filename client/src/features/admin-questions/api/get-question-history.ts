import type { QuestionHistoryEntry } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every event of a question's life from the log, oldest first, with who did it. */
export function useQuestionHistory(questionId: string) {
  return useQuery({
    queryKey: queryKeys.questionHistory(questionId),
    queryFn: async () =>
      (await api.get<{ questionId: string; events: QuestionHistoryEntry[] }>(`/api/admin/questions/${encodeURIComponent(questionId)}/history`))
        .events,
  });
}
