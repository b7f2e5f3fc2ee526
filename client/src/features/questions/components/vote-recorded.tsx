import type { Question } from '@iec-bets/contracts';
import { AnswerSharePanel } from '@/components/share-panel/answer-share-panel';
import { takeDroppedFocus } from '@/lib/take-dropped-focus';
import { usePublicResults } from '../api/get-public-results';

export function VoteRecorded({ question, optionId }: { question: Question; optionId: string }) {
  // The split as it stands (the vote refreshes it); until it comes, the card is shared without it rather than wait.
  const live = usePublicResults(question.id).data;
  const split = live && live.totalVotes > 0 ? live.results : null;
  return (
    <section className="vote-recorded" aria-labelledby="vote-recorded-title">
      <p className="big-check" aria-hidden="true">
        ✓
      </p>
      {/* The vote's button has gone: the keyboard's place, and a screen reader's attention, move here. */}
      <h2 id="vote-recorded-title" ref={takeDroppedFocus} tabIndex={-1}>
        Vote Recorded!
      </h2>
      <AnswerSharePanel className="card" question={question} optionId={optionId} split={split} />
      <p className="muted" role="status">
        Results will appear in a few seconds...
      </p>
    </section>
  );
}
