import type { Question } from '@iec-bets/contracts';
import { SharePanel } from '@/components/share-panel/share-panel';
import { shareText } from '@/components/share-panel/share-text';

export function VoteRecorded({ question, optionId }: { question: Question; optionId: string }) {
  const text = shareText({
    questionText: question.text,
    optionId,
    options: question.options,
    dayNumber: question.dayNumber,
    origin: window.location.origin,
  });
  return (
    <section className="vote-recorded" aria-labelledby="vote-recorded-title">
      <p className="big-check" aria-hidden="true">
        ✓
      </p>
      <h2 id="vote-recorded-title">Vote Recorded!</h2>
      <SharePanel className="card" title="Share your prediction" text={text} />
      <p className="muted" role="status">
        Results will appear in a few seconds...
      </p>
    </section>
  );
}
