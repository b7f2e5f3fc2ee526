import { type FriendUser, PICK_A_USER, TYPE_MORE_TO_SEARCH } from '@iec-bets/contracts';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { MIN_SEARCH_LENGTH, useUserSearch } from '../api/search-users';
import { useSendFriendRequest } from '../api/send-friend-request';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { FormAlert } from '@/components/form-alert';
import { PersonName } from './person-name';

const SEARCH_PAUSE_MS = 250;

/** Search people by username, pick one from the list, and ask them to be friends. */
export function FindFriendForm({ userId }: { userId: string }) {
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<FriendUser | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const term = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  const search = useUserSearch(term);
  const send = useSendFriendRequest(userId);
  const toast = useToast();
  const longEnough = typed.trim().length >= MIN_SEARCH_LENGTH;

  function pick(user: FriendUser) {
    setPicked(user);
    setProblem(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!picked) {
      setProblem(PICK_A_USER);
      return;
    }
    setProblem(null);
    send.mutate(
      { friendId: picked.id },
      {
        onSuccess: () => {
          toast({ title: 'Friend Request Sent', description: `${picked.name} will see your request.` });
          setPicked(null);
          setTyped('');
        },
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error, 'Failed to send friend request'), variant: 'destructive' }),
      },
    );
  }

  return (
    <form className="form card find-friend" onSubmit={submit} noValidate aria-labelledby="find-friend-title">
      <h2 id="find-friend-title">Add a Friend</h2>
      <label htmlFor="friend-search">Search by username</label>
      <input
        id="friend-search"
        type="search"
        autoComplete="off"
        value={typed}
        aria-describedby="friend-search-status"
        onChange={(event) => {
          setTyped(event.target.value);
          setPicked(null);
        }}
      />
      <div id="friend-search-status" aria-live="polite">
        {!longEnough ? (
          <p className="muted">{TYPE_MORE_TO_SEARCH}</p>
        ) : search.isError ? (
          <p className="muted">{errorMessage(search.error, 'Search failed')}</p>
        ) : search.isPending || term !== typed.trim() ? (
          <p className="muted">Searching...</p>
        ) : search.data.length === 0 ? (
          <p className="muted">No users found</p>
        ) : null}
      </div>
      {longEnough && search.data && search.data.length > 0 && (
        <ul className="plain-list search-results" aria-label="Matching users">
          {search.data.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                className={`search-result${picked?.id === user.id ? ' picked' : ''}`}
                aria-pressed={picked?.id === user.id}
                onClick={() => pick(user)}
              >
                <PersonName person={user} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {picked && (
        <p className="picked-user">
          Selected: <strong>{picked.name}</strong> (@{picked.username})
        </p>
      )}
      <FormAlert id="find-friend-error" message={problem} />
      <button type="submit" className="button primary" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Friend Request'}
      </button>
    </form>
  );
}
