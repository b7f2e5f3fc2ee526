/**
 * What a screen shows when a part of it could not be loaded or drawn: most often a chunk of the app that did not
 * arrive (a dropped connection, or a page left open across a release, whose old chunks are gone). Nothing but a
 * fresh page brings such a part back (React keeps a lazy part's failure, and Chromium keeps a failed module's for the
 * page's life), so the way out is a reload: a link to the page itself, which needs no script of its own.
 */
export function PartFailed() {
  return (
    <section className="screen empty-state" role="alert">
      <h1>This page could not load</h1>
      <p className="muted">Check your connection, then reload the page.</p>
      <a href="" className="button primary">
        Reload the page
      </a>
    </section>
  );
}
