import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetSignedInUser } from './forget-signed-in-user';
import { queryKeys } from './query-keys';

const member = { id: 'user-1', username: 'thandi', name: 'Thandi', isAdmin: false } as never;
const keysOf = (queryClient: QueryClient) => queryClient.getQueryCache().getAll().map((query) => JSON.stringify(query.queryKey));

describe('forgetting the signed-in user', () => {
  it('leaves nothing of them in the cache, even what a screen still showing them asked for again meanwhile', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(queryKeys.me, member);
    queryClient.setQueryData(queryKeys.friendRequests('user-1'), [{ id: 'r1' }]);
    queryClient.setQueryData(['questions', 'today'], [{ id: 'q1' }]);
    // The navigation's badge, still rendered for the member until the app hears the session ended.
    const badge = new QueryObserver(queryClient, { queryKey: queryKeys.friendRequests('user-1'), queryFn: () => [] });
    const stop = badge.subscribe(() => undefined);

    forgetSignedInUser(queryClient);
    expect(queryClient.getQueryData(queryKeys.me)).toBeNull();
    expect(keysOf(queryClient)).toEqual([JSON.stringify(queryKeys.me)]);

    // A render before the cache's notifications go out asks for the badge's read again, under the member's id.
    badge.getOptimisticResult(queryClient.defaultQueryOptions(badge.options));
    expect(keysOf(queryClient)).toContain(JSON.stringify(queryKeys.friendRequests('user-1')));

    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(keysOf(queryClient).filter((key) => key.includes('user-1'))).toEqual([]);
    stop();
  });
});
