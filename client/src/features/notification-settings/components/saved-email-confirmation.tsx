import type { User } from '@iec-bets/contracts';
import { useWatch } from 'react-hook-form';
import { PendingButton } from '@/components/form/pending-button';
import { errorMessage } from '@/lib/api-error';
import { useSendEmailConfirmation } from '../api/send-email-confirmation';
import type { SettingsFormControl } from '../hooks/use-settings-form';

/**
 * Whether the saved email address is confirmed, under its field. Said only while the field shows that address: of
 * an address being typed, not saved yet, there is nothing to say.
 */
export function SavedEmailConfirmation({ user, control }: { user: User; control: SettingsFormControl }) {
  const shown = useWatch({ control, name: 'email' });
  if (!user.email || shown.trim() !== user.email) return null;
  if (user.emailConfirmed) {
    return (
      <p className="email-confirmed">
        <span aria-hidden="true">✓ </span>Confirmed
      </p>
    );
  }
  // Anew for each address: what was said of the link mailed to the last one is not said of the next.
  return <UnconfirmedEmail key={user.email} userId={user.id} email={user.email} />;
}

function UnconfirmedEmail({ userId, email }: { userId: string; email: string }) {
  const send = useSendEmailConfirmation(userId);
  return (
    <div className="email-unconfirmed">
      <p>
        Not confirmed yet: email alerts wait until you open a link we email to <strong>{email}</strong>.
      </p>
      <PendingButton className="button secondary small" pending={send.isPending} onClick={() => send.mutate()}>
        {send.isPending ? 'Sending...' : 'Send the link again'}
      </PendingButton>
      {/* Both there from the start, empty, so that a screen reader hears what fills them. */}
      <p role="status" className="email-link-sent">
        {send.isSuccess && send.data.message}
      </p>
      <p role="alert" className="email-link-failed">
        {send.isError && errorMessage(send.error, 'We could not send the link. Please try again.')}
      </p>
    </div>
  );
}
