export function NoQuestionsToday() {
  return (
    <section className="card empty-state" aria-labelledby="no-questions">
      <h2 id="no-questions">No Questions Today</h2>
      <p className="muted">Check back tomorrow for new questions!</p>
    </section>
  );
}
