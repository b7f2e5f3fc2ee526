import type { Question } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every question that is not deleted, drafts and archived ones included, newest first (admins only): the Questions tab and the Manage tab's tags. */
export function useAdminQuestions() {
  return useQuery({ queryKey: queryKeys.adminQuestions, queryFn: () => api.get<Question[]>('/api/admin/questions') });
}
