import { lazy, Suspense } from 'react';
import { useTodayQuestions } from '@/api/get-today-questions';
import { LoadingScreen } from '@/components/loading-screen';
import { usePublicComments } from '@/api/get-public-comments';
import { usePublicQuestions } from '@/api/get-public-questions';
import { PublicArchive } from './public-archive';
import { TodayTeaser } from './today-teaser';

// The newsletter form sits below the archive, out of a phone's first screen: it and its form library load after
// the page has shown, which keeps them out of the landing route's initial JavaScript.
const NewsletterForm = lazy(() => import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })));

/** What a visitor sees: today's question, the public archive, the newsletter and the way in. */
export function LandingPage({ onJoin }: { onJoin: () => void }) {
  // The page shows once its three reads have been answered or have failed, all at once: cards filling in one by
  // one would push the newsletter form down under a visitor's thumb. `isFetched` rather than `isPending`: a failed
  // read is tried again when the section showing it mounts, and must not send the page back to loading.
  const settling = [useTodayQuestions(), usePublicQuestions(), usePublicComments()].some((read) => !read.isFetched);
  const hero = (
    <section className="hero">
      <h1>Election Predictions</h1>
      <p>Prove you saw it coming before anyone else.</p>
    </section>
  );
  if (settling) {
    return (
      <div className="screen stack">
        {hero}
        <LoadingScreen text="Loading election predictions..." />
      </div>
    );
  }
  return (
    <div className="screen stack">
      {hero}
      <TodayTeaser onJoin={onJoin} />
      <PublicArchive onJoin={onJoin} />
      <Suspense fallback={<section className="card newsletter-loading" aria-busy="true" aria-label="Newsletter" />}>
        <NewsletterForm />
      </Suspense>
      <section className="card" aria-labelledby="alerts-title">
        <h2 id="alerts-title">Never miss a question</h2>
        <p className="muted">Get an alert by browser notification, email or WhatsApp when a new question goes live or a result is in.</p>
      </section>
      <section className="card cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Think you know South African politics?</h2>
        <p>Create a free account, answer one question a day and climb the accuracy leaderboard.</p>
        <button type="button" className="button primary" onClick={onJoin}>
          Create Account
        </button>
      </section>
    </div>
  );
}
