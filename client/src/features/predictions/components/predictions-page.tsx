import type { Question } from '@iec-bets/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '@/components/tab-trigger';
import { type ReactNode, useState } from 'react';
import { useFriends } from '@/api/get-friends';
import { FriendsTab } from './friends-tab';
import { PublicTab } from './public-tab';
import '../predictions.css';
import { loadFailureReason } from '@/lib/api-error';

/** Election Predictions: how the nation called every public question, and what friends predicted and said. */
export function PredictionsPage({
  userId,
  renderResolutionActions,
}: {
  userId: string;
  /** Shown under a resolved question's resolution (the disputes feature, composed by the app). */
  renderResolutionActions?: (question: Question) => ReactNode;
}) {
  const friends = useFriends(userId);
  // Each tab's older pages: a tab's content goes when the other is picked, and the reader expects it as they left it.
  const [olderPages, setOlderPages] = useState(0);
  const [olderFriendPages, setOlderFriendPages] = useState(0);
  return (
    <section className="screen predictions" aria-labelledby="predictions-title">
      <header className="hero">
        <h1 id="predictions-title">Election Predictions</h1>
        <p>Prove you saw it coming before anyone else</p>
      </header>
      <Tabs.Root defaultValue="public">
        <Tabs.List className="tabs-list" aria-label="Whose predictions">
          <TabTrigger className="tab" value="public">
            Public
          </TabTrigger>
          <TabTrigger className="tab" value="friends">
            {friends.data ? `Friends (${friends.data.length})` : 'Friends'}
          </TabTrigger>
        </Tabs.List>
        <Tabs.Content value="public">
          <PublicTab userId={userId} olderPages={{ count: olderPages, setCount: setOlderPages }} renderResolutionActions={renderResolutionActions} />
        </Tabs.Content>
        <Tabs.Content value="friends">
          {friends.isError ? (
            <p role="alert">Could not load your friends: {loadFailureReason(friends.error)}</p>
          ) : (
            <FriendsTab userId={userId} friends={friends.data} olderPages={{ count: olderFriendPages, setCount: setOlderFriendPages }} />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
