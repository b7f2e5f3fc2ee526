import { UsersPanel } from '@/features/admin-users/components/users-panel';
import { useSession } from '@/app/session';

/** The admin dashboard's Users tab. */
export function UsersTab() {
  const session = useSession();
  return <UsersPanel currentUserId={session.user?.id ?? ''} />;
}
