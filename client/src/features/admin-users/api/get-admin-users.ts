import type { AdminUsersResponse } from '@iec-bets/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const USERS_PAGE_SIZE = 20;

/** One page of users, newest sign-up first, matching `search` in username or name. */
export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: queryKeys.adminUsersPage(search, page),
    queryFn: () => {
      const query = new URLSearchParams({ search, page: String(page), pageSize: String(USERS_PAGE_SIZE) });
      return api.get<AdminUsersResponse>(`/api/admin/users?${query}`);
    },
    // The list stays on screen while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
