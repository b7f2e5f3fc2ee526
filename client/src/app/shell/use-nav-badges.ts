import { useFriendRequests } from '@/api/get-friend-requests';
import { useSession } from '@/app/session';
import { useUnansweredToday } from '@/hooks/use-unanswered-today';
import { useAdminWaiting } from './use-admin-waiting';

/** A count to show on a navigation item, keyed by the item's path ('/vote', '/friends'). */
export type NavBadges = Partial<Record<string, number>>;

/**
 * The counts the navigation shows on its items, such as the questions still unanswered today on Vote. Each count comes
 * from the feature that knows it; this is the one place the navigation asks for them.
 */
export function useNavBadges(): NavBadges {
  const user = useSession().user;
  const userId = user?.id ?? '';
  const friendRequests = useFriendRequests(userId);
  return {
    '/vote': useUnansweredToday(userId) ?? undefined,
    '/friends': friendRequests.data?.length,
    '/newadmin': useAdminWaiting(user?.isAdmin ?? false),
  };
}
