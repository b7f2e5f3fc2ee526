import type { AdminUserRow } from '@iec-bets/contracts';
import { ConfirmAction } from '@/components/confirm-action';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { formatLongDate } from '@/lib/dates';
import { shortId } from '@/lib/short-id';
import { useSetAdmin } from '../api/set-admin';

export function UserRow({ user, isYou }: { user: AdminUserRow; isYou: boolean }) {
  const setAdmin = useSetAdmin();
  const toast = useToast();
  const granting = !user.isAdmin;

  function confirm() {
    setAdmin.mutate(
      { userId: user.id, isAdmin: granting },
      {
        onSuccess: () =>
          toast({
            title: granting ? 'Admin Rights Granted' : 'Admin Rights Revoked',
            description: granting ? `${user.name} is now an admin.` : `${user.name} is no longer an admin.`,
          }),
        onError: (error) => toast({ title: 'Update Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
      },
    );
  }

  return (
    <article className="card admin-user" aria-label={user.name}>
      <div className="admin-user-top">
        <div>
          <h3 className="admin-user-name">
            {user.name} {isYou && <span className="muted">(you)</span>}
          </h3>
          <p className="muted admin-user-handle">@{user.username}</p>
        </div>
        {user.isAdmin && <span className="badge admin-badge">Admin</span>}
      </div>
      <dl className="admin-user-facts">
        <div>
          <dt>ID</dt>
          <dd>
            <code title={user.id}>{shortId(user.id)}</code>
          </dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{formatLongDate(user.joinDate)}</dd>
        </div>
        <div>
          <dt>Answers</dt>
          <dd>{user.totalAnswers}</dd>
        </div>
      </dl>
      {/* An admin cannot revoke their own rights (the server refuses): another admin must. */}
      {!isYou && (
        <ConfirmAction
          trigger={granting ? 'Make Admin' : 'Revoke Admin'}
          triggerClassName={`button small ${granting ? 'secondary' : 'secondary danger-outline'}`}
          triggerLabel={`${granting ? 'Make admin' : 'Revoke admin'}: ${user.name}`}
          title={granting ? `Make ${user.name} an admin?` : `Revoke ${user.name}'s admin rights?`}
          description={
            granting
              ? 'They will be able to create, publish, resolve and delete questions, settle disputes, moderate comments, review suggestions, edit the research hub, see the newsletter list and manage users.'
              : 'They will lose access to the admin dashboard.'
          }
          confirmLabel={granting ? 'Make Admin' : 'Revoke Admin'}
          onConfirm={confirm}
          tone={granting ? 'primary' : 'danger'}
          pending={setAdmin.isPending}
        />
      )}
    </article>
  );
}
