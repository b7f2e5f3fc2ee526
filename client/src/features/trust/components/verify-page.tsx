import { asQuestion, type DailySeal } from '@iec-bets/contracts';
import { Link } from 'react-router-dom';
import { usePublicQuestions } from '@/api/get-public-questions';
import { useSeals } from '../api/get-seals';
import { HashValue } from './hash-value';
import { eventCount, SealList, sealDay } from './seal-list';
import '../trust.css';

function TodaysSeal({ head }: { head: DailySeal | null }) {
  if (!head) return <p className="muted">The log is empty: there is nothing to seal yet.</p>;
  return (
    <>
      <p className="seal-day">
        <time dateTime={head.day}>{sealDay(head.day)}</time>
      </p>
      <HashValue label="Head" hash={head.headHash} name="log's head hash as it stands" />
      <p className="muted seal-note">
        {eventCount(head.eventCount)} so far. It changes with every new event until midnight, South African time, and
        is then fixed as the day’s seal.
      </p>
    </>
  );
}

type SealsQuery = ReturnType<typeof useSeals>;

/** While the seals load or if they fail (said once, here): the explanations around them still read on their own. */
function SealsPending({ seals }: { seals: SealsQuery }) {
  if (seals.isError) {
    return (
      <p role="alert">
        Could not load the seals.{' '}
        <button type="button" className="link-button" onClick={() => void seals.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  return <p className="muted">Loading the seals...</p>;
}

/** A published question to try the check on: a resolved one tells the fuller story. */
function ExampleLink() {
  const questions = usePublicQuestions();
  const example = questions.data?.find((question) => question.isResolved) ?? questions.data?.[0];
  if (!example) return null;
  return (
    <p>
      Try it on an example:{' '}
      <Link to={`/questions/${encodeURIComponent(example.id)}/history`}>{asQuestion(example.text)}</Link>
    </p>
  );
}

/**
 * /verify: what the hash chains and daily seals are, how anyone can check a question's history or keep a seal, how
 * an operator checks the whole log, and the seals themselves.
 */
export function VerifyPage() {
  const seals = useSeals();
  return (
    <article className="screen trust-page" aria-labelledby="verify-title">
      <header className="trust-header">
        <p className="trust-eyebrow">Verify</p>
        <h1 id="verify-title">Check our history yourself</h1>
        <p className="trust-lead">
          You do not have to take our word for how a question was decided. Everything that happens to a question is
          written to a log that is only ever added to, never edited, and every entry is sealed with a hash, so a
          rewritten history would show. This page explains how, and how to check it.
        </p>
      </header>

      <section className="card trust-seal-now" aria-labelledby="head-title">
        <h2 id="head-title">Today’s seal, so far</h2>
        {seals.data ? <TodaysSeal head={seals.data.head} /> : <SealsPending seals={seals} />}
      </section>

      <section className="trust-section" aria-labelledby="chain-title">
        <h2 id="chain-title">Every question is a chain</h2>
        <p>
          Each step of a question (drafted, published, resolved, disputed, corrected) gets a <strong>hash</strong>: a
          64-character fingerprint computed from what the step says, who took it, when, and the hash of the step before
          it. Change one word of a resolution, remove a step or swap two, and that step’s hash, and every one after
          it, stops matching.
        </p>
        <p>
          A player’s dispute shows that it happened, never who disputed or why, and a moderator’s decision on a comment
          shows who took it but not about whom. Their fingerprints are still shown, so the chain checks through them.
        </p>
      </section>

      <section className="trust-section" aria-labelledby="seals-title">
        <h2 id="seals-title">Daily seals</h2>
        <p>
          At midnight, South African time, the hashes of every event in the whole log, in order, are folded into one
          value: that day’s <strong>seal</strong>. Anyone who keeps a copy of a seal can later tell whether anything
          before it was rewritten, because a rewritten log gives a different seal. The most recent days:
        </p>
        {seals.data ? <SealList seals={seals.data.seals} /> : seals.isPending && <p className="muted">Loading the seals...</p>}
      </section>

      <section className="trust-section" aria-labelledby="check-question-title">
        <h2 id="check-question-title">Check a question’s history</h2>
        <ol className="trust-steps">
          <li>
            On a question’s card, follow <strong>How this question was decided</strong> (or <strong>History</strong>{' '}
            while it is open).
          </li>
          <li>
            Press <strong>Check this history</strong>. Your browser recomputes every hash from that page alone; nothing
            is taken on trust from our server.
          </li>
          <li>
            <strong>All steps check out</strong> means the history is exactly what was recorded at the time. Otherwise
            the page names the first step that does not.
          </li>
        </ol>
        <ExampleLink />
      </section>

      <section className="trust-section" aria-labelledby="keep-title">
        <h2 id="keep-title">Keep a copy of today’s seal</h2>
        <ol className="trust-steps">
          <li>
            After midnight, copy that day’s seal from the list above (today’s is still changing until then; the newest
            closed day is at the top).
          </li>
          <li>Keep it somewhere we cannot reach: a note on your phone, an email to yourself, a public post.</li>
          <li>
            Whenever you like, compare your copy with the seal listed here for that day. If they differ, the log before
            that day was rewritten.
          </li>
        </ol>
      </section>

      <section className="trust-section" aria-labelledby="operators-title">
        <h2 id="operators-title">For operators: check the whole log</h2>
        <p>
          Whoever runs IEC Bets can recompute every chain and every daily seal from the log itself, with the server’s
          own settings (its <code>DATA_DIR</code>, or its <code>EVENTSTORE_URL</code> and <code>MONGODB_URL</code>):
        </p>
        <pre className="trust-code">
          <code>npx iec-bets verify</code>
        </pre>
        <p>
          It reads the log as stored, prints the number of events, the head and every seal, and exits 0 when
          everything holds. If anything was altered it exits 1 and names the first broken event: where it is, and
          whether its content changed or it no longer follows the event before it.
        </p>
      </section>

      <section className="trust-section" aria-labelledby="recipe-title">
        <h2 id="recipe-title">The recipe, for the technically minded</h2>
        <p>
          A question’s history is public at <code>GET /api/questions/&#123;id&#125;/history</code>, and the seals at{' '}
          <code>GET /api/seals</code>. For each step:
        </p>
        <pre className="trust-code">
          <code>
            {'contentHash = SHA-256(JCS({\n' +
              '  actorId, data }))\n' +
              'hash = SHA-256(JCS({\n' +
              '  contentHash, occurredAt,\n' +
              '  previousHash, revision,\n' +
              '  streamId, type }))'}
          </code>
        </pre>
        <ul>
          <li>
            <strong>JCS</strong> is RFC 8785 canonical JSON: keys sorted, no spaces, strings and numbers as
            JavaScript’s <code>JSON.stringify</code> writes them. SHA-256 is taken over the UTF-8 bytes and written as
            lowercase hex.
          </li>
          <li>
            <code>streamId</code> is <code>question-</code> followed by the question’s id; <code>previousHash</code> is
            null for the first step.
          </li>
          <li>
            Recompute <code>contentHash</code> where <code>actorId</code> and <code>data</code> are shown (a withheld
            step gives its <code>contentHash</code> to build on), then <code>hash</code>, and check that each{' '}
            <code>previousHash</code> is the <code>hash</code> of the step before.
          </li>
          <li>
            A seal folds the log’s hashes in order: <code>head = SHA-256(previousHead + hash)</code> over the two hex
            strings, starting from an empty head.
          </li>
        </ul>
      </section>
    </article>
  );
}
