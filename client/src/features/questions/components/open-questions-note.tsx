/** How many of today's questions are left, said plainly at the top of home, so a second question is never missed. */
export function OpenQuestionsNote({ total, unanswered }: { total: number; unanswered: number | null }) {
  if (unanswered === null || total < 2) return null;
  return (
    <p className="open-questions-note" role="status">
      {unanswered === 0
        ? `All ${total} of today's questions answered. Nicely done.`
        : `${unanswered} of today's ${total} questions ${unanswered === 1 ? 'is' : 'are'} still open.`}
    </p>
  );
}
