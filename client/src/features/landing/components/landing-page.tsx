import { NewsletterForm } from './newsletter-form';
import { PublicArchive } from './public-archive';
import { TodayTeaser } from './today-teaser';

/** What a visitor sees: today's question, the public archive, the newsletter and the way in. */
export function LandingPage({ onJoin }: { onJoin: () => void }) {
  return (
    <div className="screen stack">
      <section className="hero">
        <h1>Election Predictions</h1>
        <p>Prove you saw it coming before anyone else.</p>
      </section>
      <TodayTeaser onJoin={onJoin} />
      <PublicArchive onJoin={onJoin} />
      <NewsletterForm />
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
