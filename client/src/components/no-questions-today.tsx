/** In place of today's questions when none is open: on home, /vote and a visitor's landing page alike. */
export function NoQuestionsToday() {
  return (
    <section className="card empty-state" aria-labelledby="no-questions">
      <h2 id="no-questions">No Questions Today</h2>
      <p className="muted">Check back tomorrow for new questions!</p>
    </section>
  );
}
