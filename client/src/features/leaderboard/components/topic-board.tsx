import { useId } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useLeaderboard } from '../api/get-leaderboard';
import { useTopics } from '../api/get-topics';
import { LeaderboardBoard } from './leaderboard-board';
import { loadFailureReason } from '@/lib/api-error';

/**
 * The board of one research topic: answers to the questions tagged with it. Opens on the chosen topic, or the first
 * one, so the tab shows a board at once rather than an empty picker.
 */
export function TopicBoard({ userId, tag, onTag }: { userId: string; tag: string | null; onTag: (tag: string) => void }) {
  const topics = useTopics();
  const pickerId = useId();
  const chosen = tag ?? topics.data?.[0] ?? null;
  const board = useLeaderboard({ scope: 'tag', tag: chosen }, { enabled: chosen !== null });
  if (topics.isError) return <p role="alert">Could not load the topics: {loadFailureReason(topics.error)}</p>;
  if (topics.isPending && chosen === null) return <LoadingScreen text="Loading topics..." />;
  if (topics.data?.length === 0 && tag === null) return <p className="muted empty-state">No question has a topic yet.</p>;
  // A topic in the address that has since gone from the list is still shown, so the picker never lies about the board.
  const choices = topics.data && chosen !== null && !topics.data.includes(chosen) ? [chosen, ...topics.data] : (topics.data ?? []);
  return (
    <div className="stack">
      <div className="topic-picker">
        <label htmlFor={pickerId}>Topic</label>
        <select id={pickerId} value={chosen ?? ''} onChange={(event) => onTag(event.target.value)} disabled={!topics.data}>
          {choices.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </select>
      </div>
      {chosen !== null && (
        <LeaderboardBoard
          board={board}
          userId={userId}
          label={`Leaderboard for ${chosen}`}
          empty={(minimum) => `Nobody has a rank on ${chosen} yet: it takes ${minimum} resolved answers on the topic.`}
        />
      )}
    </div>
  );
}
