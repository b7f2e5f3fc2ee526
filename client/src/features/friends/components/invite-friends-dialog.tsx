import { zodResolver } from '@hookform/resolvers/zod';
import { ENTER_A_USERNAME, SendFriendRequestRequest } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogPanel } from '@/components/dialog-panel';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useSendFriendRequest } from '@/api/send-friend-request';
import { inviteText, twitterShareUrl, whatsAppShareUrl } from './invite-links';
import { refusalOfPerson } from '../utils/refusal-of-person';

/** The contract lets the username be absent, as a request may name the friend by id; here it is what is asked for. */
const InviteFields = z.object({ friendUsername: SendFriendRequestRequest.shape.friendUsername.unwrap().min(1, ENTER_A_USERNAME) });


/** Invite people who are not playing yet (WhatsApp, Twitter), or ask one who is by their username. */
export function InviteFriendsDialog({ userId, open, onOpenChange }: { userId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(InviteFields), defaultValues: { friendUsername: '' } });
  const send = useSendFriendRequest(userId);
  const toast = useToast();
  // Only while open: the server draws the friends screen too (entry-server.tsx), with the dialog closed and no window.
  const text = open ? inviteText(window.location.origin) : '';

  function changeOpen(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  const submit = handleSubmit(({ friendUsername }) =>
    send.mutate(
      { friendUsername },
      {
        onSuccess: (outcome) => {
          // The username as the server has it ("demo_voter_5"), not as typed ("DEMO_VOTER_5"): the lookup ignores case.
          const username = outcome.receiverUsername ?? friendUsername;
          toast({ title: 'Friend Request Sent', description: `@${username} will see your request.` });
          changeOpen(false);
        },
        onError: (error) => {
          // A refusal of this username (unknown, oneself, already friends or asked) goes beside the field, as the
          // other forms put the server's word on a field: the person retypes there, and a screen reader is led to it.
          const refusal = refusalOfPerson(error);
          if (refusal) {
            setError('friendUsername', { message: refusal }, { shouldFocus: true });
            return;
          }
          toast({ title: 'Error', description: errorMessage(error, 'Failed to add friend'), variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <DialogPanel title="Invite Friends" description="Predict together and compare who knows South African politics best." className="invite-dialog">
        <div className="share-links">
          <a className="button primary" href={whatsAppShareUrl(text)} target="_blank" rel="noopener noreferrer">
            Share on WhatsApp
          </a>
          <a className="button secondary" href={twitterShareUrl(text)} target="_blank" rel="noopener noreferrer">
            Share on Twitter
          </a>
        </div>
        <form className="form" onSubmit={submit} noValidate aria-labelledby="add-by-username-title">
          <h3 id="add-by-username-title">Already playing?</h3>
          <FormField id="invite-username" label="Friend's username" error={errors.friendUsername?.message}>
            {(control) => <input {...control} autoComplete="off" {...register('friendUsername')} />}
          </FormField>
          <PendingButton type="submit" className="button primary" pending={send.isPending}>
            {send.isPending ? 'Adding...' : 'Add Friend'}
          </PendingButton>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
