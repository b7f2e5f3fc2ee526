import { zodResolver } from '@hookform/resolvers/zod';
import { FriendUser, PICK_A_USER, TYPE_MORE_TO_SEARCH, withoutHandleSign } from '@iec-bets/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api-error';
import { MIN_SEARCH_LENGTH, userSearchQuery, useUserSearch } from '../api/search-users';
import { useSendFriendRequest } from '@/api/send-friend-request';
import { PersonName } from './person-name';
import { refusalOfPerson } from '../utils/refusal-of-person';

const SEARCH_PAUSE_MS = 250;

/**
 * What is sent is a user from the list: the one picked, the one whose whole username was typed, or the only one the
 * list shows. Without one, the message stands beside the search box, where a user is found and picked, and the focus
 * goes there.
 */
const FriendFields = z.object({ search: z.string(), friend: FriendUser.nullable() }).transform(({ friend }, context) => {
  if (friend) return friend;
  context.addIssue({ code: 'custom', path: ['search'], message: PICK_A_USER });
  return z.NEVER;
});

/** Search people by username, pick one from the list, and ask them to be friends. */
export function FindFriendForm({ userId }: { userId: string }) {
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(FriendFields),
    defaultValues: { search: '', friend: null },
    // Typing is how a user is found, not a fix for the message: typing clears it, and only sending checks again.
    reValidateMode: 'onSubmit',
  });
  const [typed, picked] = useWatch({ control, name: ['search', 'friend'] });
  // "@sipho_d", as usernames are shown, is looked for as sipho_d.
  const wanted = withoutHandleSign(typed.trim());
  const term = useDebouncedValue(wanted, SEARCH_PAUSE_MS);
  const search = useUserSearch(term);
  const send = useSendFriendRequest(userId);
  const toast = useToast();
  const longEnough = wanted.length >= MIN_SEARCH_LENGTH;
  const queryClient = useQueryClient();

  // The only person the list on screen shows, for what is in the box: a second step to pick them read as a refusal.
  // Only as shown: part of a username looked up afresh could name a stranger the person never saw.
  const onlyShown = term === wanted && !search.isPlaceholderData && search.data?.length === 1 ? search.data[0] : undefined;

  // A whole username typed is as good as its row tapped. Sent before the list has caught up with the box (Enter at
  // once), the search for what is in the box is made first, so that nobody else is sent the request.
  async function typedOrOnlyMatch(): Promise<FriendUser | undefined> {
    if (onlyShown) return onlyShown;
    if (wanted.length < MIN_SEARCH_LENGTH) return undefined;
    try {
      const users = await queryClient.fetchQuery(userSearchQuery(wanted));
      return users.find((user) => user.username.toLowerCase() === wanted.toLowerCase());
    } catch {
      // The search failed: the form asks for a pick, as without a match.
      return undefined;
    }
  }

  function pick(user: FriendUser) {
    setValue('friend', user);
    clearErrors('search');
  }

  // The request is sent once however often Enter is pressed: from the first press until the server has answered
  // (the username's lookup included, while the button cannot yet show that it waits), a press does nothing.
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const sendTo = handleSubmit(async (friend) => {
    try {
      await send.mutateAsync({ friendId: friend.id });
      toast({ title: 'Friend Request Sent', description: `${friend.name} will see your request.` });
      reset();
    } catch (error) {
      // A refusal of this person (oneself, already friends or asked) stands beside the search, where another is found.
      const refusal = refusalOfPerson(error);
      if (refusal) setError('search', { message: refusal }, { shouldFocus: true });
      else toast({ title: 'Error', description: errorMessage(error, 'Failed to send friend request'), variant: 'destructive' });
    }
  });

  function submit(event: FormEvent<HTMLFormElement>): void {
    // Not submitted the browser's way: the form may first look up what was typed.
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setSubmitting(true);
    void (async () => {
      try {
        const typedUser = picked ? undefined : await typedOrOnlyMatch();
        if (typedUser) setValue('friend', typedUser);
        await sendTo();
      } finally {
        sending.current = false;
        setSubmitting(false);
      }
    })();
  }

  return (
    <form className="form card find-friend" onSubmit={submit} noValidate aria-labelledby="find-friend-title">
      <h2 id="find-friend-title">Add a Friend</h2>
      <FormField id="friend-search" label="Search by username" error={errors.search?.message}>
        {(control) => (
          <input
            {...control}
            type="search"
            autoComplete="off"
            aria-describedby={['friend-search-status', control['aria-describedby']].filter(Boolean).join(' ')}
            // A new search starts afresh: the last pick goes, and so does the message about it.
            {...register('search', {
              onChange: () => {
                setValue('friend', null);
                clearErrors('search');
              },
            })}
          />
        )}
      </FormField>
      <div id="friend-search-status" aria-live="polite">
        {!longEnough ? (
          <p className="muted">{TYPE_MORE_TO_SEARCH}</p>
        ) : search.isError ? (
          <p className="muted">{errorMessage(search.error, 'Search failed')}</p>
        ) : search.isPending || term !== wanted ? (
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
      <PendingButton type="submit" className="button primary" pending={submitting}>
        {submitting ? 'Sending...' : 'Send Friend Request'}
      </PendingButton>
    </form>
  );
}
