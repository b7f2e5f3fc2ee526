import type { PublicComments, Question } from '@iec-bets/contracts';
import { ArchiveCard } from './archive-card';

/** The public questions before today's (today's sits in the teaser above, with its results and comments). */
export function PublicArchive({ questions, comments, onJoin }: { questions: Question[]; comments: PublicComments; onJoin: () => void }) {
  return (
    <section aria-labelledby="archive-title" className="stack">
      <h2 id="archive-title">Recent Questions</h2>
      {questions.length === 0 && <p className="muted">No election questions available yet. Check back soon!</p>}
      {questions.map((question) => (
        <ArchiveCard key={question.id} question={question} comments={comments[question.id] ?? []} onJoin={onJoin} />
      ))}
    </section>
  );
}
