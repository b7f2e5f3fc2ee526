import type { LeaderboardEntry } from '@iec-bets/contracts';
import { Link } from 'react-router-dom';
import { useFriendRequests } from '@/api/get-friend-requests';
import { useFriends } from '@/api/get-friends';
import { useSentRequests } from '@/api/get-sent-requests';
import { useSendFriendRequest } from '@/api/send-friend-request';
import { DialogPanel } from '@/components/dialog-panel';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage, loadFailureReason } from '@/lib/api-error';
import { formatAccuracy, formatEarnedPoints, formatRank } from '@/lib/points';
import { friendStandingOf } from '../utils/friend-standing';

/** What the reader can do about being friends with the player, as their lists stand. */
function FriendAction({ player, userId, onSent }: { player: LeaderboardEntry; userId: string; onSent: () => void }) {
  const friends = useFriends(userId);
  const sent = useSentRequests(userId);
  const received = useFriendRequests(userId);
  const send = useSendFriendRequest(userId);
  const toast = useToast();
  if (friends.isPending || sent.isPending || received.isPending) {
    return (
      <p className="muted" role="status">
        Loading your friends...
      </p>
    );
  }
  const failed = [friends, sent, received].find((read) => read.isError);
  if (failed) return <p role="alert">Could not load your friends: {loadFailureReason(failed.error)}</p>;
  const standing = friendStandingOf(player.userId, { friends: friends.data!, sent: sent.data!, received: received.data! });
  switch (standing) {
    case 'friends':
      return <p>You and {player.name} are friends.</p>;
    case 'asked-them':
      return <p>Your friend request is waiting for {player.name}’s answer.</p>;
    case 'they-asked':
      return (
        <p>
          {player.name} has asked to be your friend. <Link to="/friends">Answer on Friends</Link>
        </p>
      );
    case 'none':
      return (
        <PendingButton
          className="button primary"
          pending={send.isPending}
          onClick={() =>
            void send.mutateAsync({ friendId: player.userId }).then(
              () => {
                toast({ title: 'Friend Request Sent', description: `${player.name} will see your request.` });
                onSent();
              },
              (error: unknown) => toast({ title: 'Error', description: errorMessage(error, 'Failed to send friend request'), variant: 'destructive' }),
            )
          }
        >
          {send.isPending ? 'Sending...' : 'Add as a friend'}
        </PendingButton>
      );
  }
}

/**
 * A player of the board, opened from their row: who they are, their record on this board, and the way to become
 * friends, so that the players one sees doing well can be followed on the Friends board without looking them up.
 */
export function PlayerCard({ player, userId, board, onDone }: { player: LeaderboardEntry; userId: string; board: string; onDone: () => void }) {
  return (
    <DialogPanel
      title={player.name}
      description={`@${player.username}`}
      className="player-card"
      // The card itself has the focus as it opens, not "Add as a friend": one Enter from sending a request.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement).focus();
      }}
    >
      {/* A rank on the Friends board or a month's is not a national one. */}
      <p className="player-card-board muted">On the {board.charAt(0).toLowerCase() + board.slice(1)}</p>
      <dl className="player-card-figures">
        <div>
          <dt>Rank</dt>
          <dd>{formatRank(player.rank)}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>{formatEarnedPoints(player.points, player.resolvedAnswers)}</dd>
        </div>
        <div>
          <dt>Accuracy</dt>
          <dd>{formatAccuracy(player.accuracy, player.resolvedAnswers)}</dd>
        </div>
      </dl>
      <div className="player-card-friend">
        <FriendAction player={player} userId={userId} onSent={onDone} />
      </div>
    </DialogPanel>
  );
}
