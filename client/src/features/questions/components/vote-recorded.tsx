import type { Question } from '@iec-bets/contracts';
import { ShareBox } from './share-box';

export function VoteRecorded({ question, optionId }: { question: Question; optionId: string }) {
  return (
    <section className="vote-recorded" aria-labelledby="vote-recorded-title">
      <p className="big-check" aria-hidden="true">
        ✓
      </p>
      <h2 id="vote-recorded-title">Vote Recorded!</h2>
      <ShareBox question={question} optionId={optionId} />
      <p className="muted" role="status">
        Results will appear in a few seconds...
      </p>
    </section>
  );
}
