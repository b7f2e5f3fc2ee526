import { useId } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useLeaderboard } from '../api/get-leaderboard';
import { useBoardTopics } from '../api/get-board-topics';
import { LeaderboardBoard } from './leaderboard-board';
import { loadFailureReason } from '@/lib/api-error';

/**
 * The board of one research topic: answers to the questions tagged with it. Opens on the chosen topic, or else the one
 * with the most questions, whose board is the likeliest to have players, rather than an empty picker or a topic that
 * only an official carries. Each topic in the picker says how many questions it has.
 */
export function TopicBoard({ userId, tag, onTag }: { userId: string; tag: string | null; onTag: (tag: string) => void }) {
  const topics = useBoardTopics();
  const pickerId = useId();
  const chosen = tag ?? topics.data?.[0]?.tag ?? null;
  const board = useLeaderboard({ scope: 'tag', tag: chosen }, { enabled: chosen !== null });
  if (topics.isError) return <p role="alert">Could not load the topics: {loadFailureReason(topics.error)}</p>;
  if (topics.isPending && chosen === null) return <LoadingScreen text="Loading topics..." />;
  if (topics.data?.length === 0 && tag === null) return <p className="muted empty-state">No question has a topic yet.</p>;
  // A topic in the address that has since gone from the list is still shown, so the picker never lies about the board.
  const listed = (topics.data ?? []).map((topic) => ({ tag: topic.tag, label: `${topic.tag} (${questionsInWords(topic.questionCount)})` }));
  const choices = topics.data && chosen !== null && !listed.some((topic) => topic.tag === chosen) ? [{ tag: chosen, label: chosen }, ...listed] : listed;
  return (
    <div className="stack">
      <div className="topic-picker">
        <label htmlFor={pickerId}>Topic</label>
        <select id={pickerId} value={chosen ?? ''} onChange={(event) => onTag(event.target.value)} disabled={!topics.data}>
          {choices.map((topic) => (
            <option key={topic.tag} value={topic.tag}>
              {topic.label}
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

const questionsInWords = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;
