import type { Question } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SHARED_AMONG_ADMINS } from '@/lib/shared-among-admins';

/** Every question that is not deleted, drafts and archived ones included, newest first (admins only): the Questions tab and the Manage tab's tags. */
/** The read's key and fetch, shared by the hook and by the route preloading that starts it before the screen's chunk has loaded. */
export const adminQuestionsQuery = () =>
  queryOptions({ queryKey: queryKeys.adminQuestions, queryFn: () => api.get<Question[]>('/api/admin/questions'), ...SHARED_AMONG_ADMINS });

export function useAdminQuestions() {
  return useQuery(adminQuestionsQuery());
}
