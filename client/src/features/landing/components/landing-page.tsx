import { lazy, Suspense } from 'react';
import { useTodayQuestions } from '@/api/get-today-questions';
import { LoadingScreen } from '@/components/loading-screen';
import { NoQuestionsToday } from '@/components/no-questions-today';
import { RenderAfterRest } from '@/components/render-after-rest';
import { usePublicComments } from '@/api/get-public-comments';
import { usePublicQuestions } from '@/api/get-public-questions';
import { TodayTeaser } from './today-teaser';
import './landing-page.css';
import { loadFailureReason } from '@/lib/api-error';
import { PartBoundary } from '@/components/part-boundary';

// Below the fold: its cards come in a chunk of their own, out of the page's first JavaScript. The server's markup
// shows them meanwhile (the server renders the chunk in), and React takes them over once it has arrived.
const PublicArchive = lazy(() => import('./public-archive').then((m) => ({ default: m.PublicArchive })));
// The same for the newsletter card: beside or under the question, never what a visitor reaches for first, its 0.7 kB
// made room in the first JavaScript for saying when the connection is gone (app/shell/offline-notice.tsx).
const NewsletterSignup = lazy(() => import('./newsletter-signup').then((m) => ({ default: m.NewsletterSignup })));

/** What a visitor sees: the way in, today's questions, the newsletter, the public archive and the alerts. */
export function LandingPage({ onJoin }: { onJoin: () => void }) {
  const today = useTodayQuestions();
  const archive = usePublicQuestions();
  // Comments are extra: the page shows without them if they fail.
  const comments = usePublicComments();
  const hero = (
    <section className="hero landing-hero" aria-labelledby="landing-title">
      <h1 id="landing-title">Election Predictions</h1>
      <p>Prove you saw it coming before anyone else.</p>
      <button type="button" className="button primary" onClick={onJoin}>
        Create Account
      </button>
    </section>
  );
  // The page shows once its three reads have been answered or have failed, all at once (the server usually sends
  // them with the page): cards filling in one by one would move what the visitor is about to tap. `isFetched`
  // rather than `isPending`: a failed read must not send the page back to loading when it is tried again.
  if ([today, archive, comments].some((read) => !read.isFetched)) {
    return (
      <div className="screen wide stack">
        {hero}
        <LoadingScreen text="Loading election predictions..." />
      </div>
    );
  }
  const todayQuestions = today.data ?? [];
  const commentsByQuestion = comments.data ?? {};
  // Today's questions are in the public list too; each shows once, today's as a teaser of its own.
  const todayIds = new Set(todayQuestions.map((question) => question.id));
  const earlier = archive.data?.filter((question) => !todayIds.has(question.id)) ?? [];
  return (
    <div className="screen wide stack landing">
      {hero}
      {/* A boundary the server's markup keeps: React takes the page below the hero over after the rest, in slices
          that let the phone answer a tap in between, rather than in one long task (a tap inside it is taken over
          first). Nothing in it suspends, so it never shows a fallback. */}
      <Suspense fallback={null}>
        {todayQuestions.length === 0 ? (
          <NoQuestionsToday />
        ) : (
          // Every question open today: a visitor with two to answer should meet both before joining.
          todayQuestions.map((question) => (
            <TodayTeaser key={question.id} question={question} comments={commentsByQuestion[question.id] ?? []} onJoin={onJoin} />
          ))
        )}
        <div className="landing-side stack">
          <PartBoundary fallback={null}>
            <Suspense fallback={null}>
              <NewsletterSignup />
            </Suspense>
          </PartBoundary>
          <section className="card" aria-labelledby="alerts-title">
            <h2 id="alerts-title">Never miss a question</h2>
            {/* No alert promised: which ones a server can send (push, email, WhatsApp, or none) is its configuration,
                which a member's settings show; a visitor's page should promise nothing it may not have. */}
            <p className="muted">Once you join, your settings show the notifications this site can send you when a new question goes live or a result is in.</p>
          </section>
        </div>
        {/* In an in-app navigation the archive and the closing call render just after the question shows. */}
        <RenderAfterRest>
          {archive.isError ? (
            <p role="alert">Could not load the archive: {loadFailureReason(archive.error)}</p>
          ) : (
            // With only today's question published, the archive would say "no questions yet" under it: it waits.
            (earlier.length > 0 || todayQuestions.length === 0) && (
              // Done without, should its chunk not arrive: the page around it stands.
              <PartBoundary fallback={null}>
                <Suspense fallback={null}>
                  <PublicArchive questions={earlier} comments={commentsByQuestion} onJoin={onJoin} />
                </Suspense>
              </PartBoundary>
            )
          )}
          <section className="card cta" aria-labelledby="cta-title">
            <h2 id="cta-title">Think you know South African politics?</h2>
            <p>Create a free account, answer one question a day and climb the national leaderboard.</p>
            <button type="button" className="button primary" onClick={onJoin}>
              Create Account
            </button>
          </section>
        </RenderAfterRest>
      </Suspense>
    </div>
  );
}
