import { NewsletterPanel } from '@/features/admin-newsletter/components/newsletter-panel';
import { UsersPanel } from '@/features/admin-users/components/users-panel';
import { useSession } from '@/app/session';

/** The admin dashboard's Users tab: the members, then the newsletter's subscribers, who have no account. */
export function UsersTab() {
  const session = useSession();
  return (
    <>
      <UsersPanel currentUserId={session.user?.id ?? ''} />
      <NewsletterPanel />
    </>
  );
}
