import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '@/components/tab-trigger';
import { useState } from 'react';
import { useFriends } from '@/api/get-friends';
import { LoadingScreen } from '@/components/loading-screen';
import { useFriendRequests } from '@/api/get-friend-requests';
import { DESKTOP_QUERY, useMediaQueryUnlessDrawnOnServer } from '@/lib/use-media-query';
import { useSentRequests } from '@/api/get-sent-requests';
import '../friends.css';
import { FindFriendForm } from './find-friend-form';
import { FriendRequestsList } from './friend-requests-list';
import { FriendsList } from './friends-list';
import { InviteFriendsDialog } from './invite-friends-dialog';
import { SentRequestsList } from './sent-requests-list';
import { loadFailureReason } from '@/lib/api-error';
import { useFocusKept } from '@/hooks/use-focus-kept';
import { useFriendRequestAnswers } from '../hooks/use-friend-request-answers';

/** A tab's count, " (n)", once its list has been read; nothing before, as the predictions page does. */
const counted = (list: readonly unknown[] | undefined) => (list ? ` (${list.length})` : '');

/**
 * Friends, requests received and requests sent, each on its tab with its count. A desktop has the width to show the
 * requests waiting for an answer beside the friends as well, so that they are answered without a change of tab.
 */
export function FriendsScreen({ userId, startInviting = false }: { userId: string; startInviting?: boolean }) {
  const region = useFocusKept<HTMLElement>();
  const friends = useFriends(userId);
  const received = useFriendRequests(userId);
  const sent = useSentRequests(userId);
  const answers = useFriendRequestAnswers(userId);
  const [inviting, setInviting] = useState(startInviting);
  // Undefined until read: a count is only shown once known, never a 0 that may be false (slow or offline API).
  const waiting = received.data?.length;
  // Undefined in the server's picture of the screen: the column is drawn, and CSS shows it only at a desktop's width.
  const desktop = useMediaQueryUnlessDrawnOnServer(DESKTOP_QUERY);
  const requestsBeside = desktop !== false && waiting !== undefined && waiting > 0;

  return (
    <section ref={region} className="screen wide friends-screen" aria-labelledby="friends-title">
      <div className="screen-top">
        <h1 id="friends-title">Friends</h1>
        <button type="button" className="button secondary small" onClick={() => setInviting(true)}>
          Invite Friends
        </button>
      </div>
      <Tabs.Root defaultValue="friends">
        <Tabs.List className="tabs-list" aria-label="Friends, requests and sent requests">
          <TabTrigger className="tab" value="friends">
            Friends{counted(friends.data)}
          </TabTrigger>
          <TabTrigger className="tab" value="requests">
            Requests
            {waiting !== undefined && (
              <>
                {' '}
                <span className={waiting > 0 ? 'tab-badge' : undefined}>({waiting})</span>
              </>
            )}
          </TabTrigger>
          <TabTrigger className="tab" value="sent">
            Sent{counted(sent.data)}
          </TabTrigger>
        </Tabs.List>
        <Tabs.Content value="friends" className={requestsBeside ? 'stack with-requests' : 'stack'}>
          <FindFriendForm userId={userId} />
          {friends.isPending ? (
            <LoadingScreen text="Loading friends..." />
          ) : friends.isError ? (
            <p role="alert">Could not load your friends: {loadFailureReason(friends.error)}</p>
          ) : (
            <FriendsList friends={friends.data} />
          )}
          {requestsBeside && (
            <section className={desktop === undefined ? 'card requests-beside desktop-only' : 'card requests-beside'} aria-labelledby="requests-beside-title">
              <h2 id="requests-beside-title">Friend Requests ({waiting})</h2>
              <FriendRequestsList requests={received.data ?? []} answers={answers} framed={false} />
            </section>
          )}
        </Tabs.Content>
        <Tabs.Content value="requests">
          {received.isPending ? (
            <LoadingScreen text="Loading friend requests..." />
          ) : received.isError ? (
            <p role="alert">Could not load your friend requests: {loadFailureReason(received.error)}</p>
          ) : (
            <FriendRequestsList requests={received.data} answers={answers} />
          )}
        </Tabs.Content>
        <Tabs.Content value="sent">
          {sent.isPending ? (
            <LoadingScreen text="Loading sent requests..." />
          ) : sent.isError ? (
            <p role="alert">Could not load your sent requests: {loadFailureReason(sent.error)}</p>
          ) : (
            <SentRequestsList requests={sent.data} />
          )}
        </Tabs.Content>
      </Tabs.Root>
      <InviteFriendsDialog userId={userId} open={inviting} onOpenChange={setInviting} />
    </section>
  );
}
