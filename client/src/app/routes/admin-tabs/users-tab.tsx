import { UsersPanel } from '../../../features/admin-users/components/users-panel';
import { useSession } from '../../session';

/** The admin dashboard's Users tab. */
export function UsersTab() {
  const session = useSession();
  return <UsersPanel currentUserId={session.user?.id ?? ''} />;
}
