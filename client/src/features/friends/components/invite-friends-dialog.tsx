import { ENTER_A_USERNAME } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useSendFriendRequest } from '../api/send-friend-request';
import { FormAlert } from '@/components/form-alert';
import { DialogPanel } from '@/components/dialog-panel';
import { inviteText, twitterShareUrl, whatsAppShareUrl } from './invite-links';

/** Invite people who are not playing yet (WhatsApp, Twitter), or ask one who is by their username. */
export function InviteFriendsDialog({ userId, open, onOpenChange }: { userId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendFriendRequest(userId);
  const toast = useToast();
  const text = inviteText(window.location.origin);

  function changeOpen(next: boolean) {
    if (!next) {
      setUsername('');
      setProblem(null);
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const friendUsername = username.trim();
    if (!friendUsername) {
      setProblem(ENTER_A_USERNAME);
      return;
    }
    setProblem(null);
    send.mutate(
      { friendUsername },
      {
        onSuccess: () => {
          toast({ title: 'Friend Request Sent', description: `@${friendUsername} will see your request.` });
          changeOpen(false);
        },
        onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to add friend'), variant: 'destructive' }),
      },
    );
  }

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
          <label htmlFor="invite-username">Friend's username</label>
          <input
            id="invite-username"
            autoComplete="off"
            value={username}
            aria-describedby="invite-error"
            onChange={(event) => setUsername(event.target.value)}
          />
          <FormAlert id="invite-error" message={problem} />
          <button type="submit" className="button primary" disabled={send.isPending}>
            {send.isPending ? 'Adding...' : 'Add Friend'}
          </button>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
