import type { Question } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every question, drafts and archived ones too, newest first (admins only). */
export function useAdminQuestions() {
  return useQuery({ queryKey: queryKeys.adminQuestions, queryFn: () => api.get<Question[]>('/api/admin/questions') });
}
