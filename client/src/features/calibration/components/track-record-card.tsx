import type { TrackRecord } from '@iec-bets/contracts';
import { Link } from 'react-router-dom';
import { useTrackRecord } from '../api/get-track-record';
import { asBrier } from '../format';
import { loadFailureReason } from '@/lib/api-error';

function verdict(user: number, crowd: number): string {
  // Compared as shown, so that the sentence never contradicts the two figures above it.
  const [shownUser, shownCrowd] = [asBrier(user), asBrier(crowd)];
  if (shownUser === shownCrowd) return 'You and the crowd are level on these questions.';
  return Number(shownUser) < Number(shownCrowd) ? 'You beat the crowd on these questions.' : 'The crowd did better on these questions.';
}

function Figures({ record }: { record: TrackRecord }) {
  if (record.userBrier === null || record.crowdBrier === null) {
    return (
      <p className="muted">
        None of the questions you answered has been resolved yet. Your record appears here once one is.{' '}
        <Link to="/vote">Answer today's questions</Link>
      </p>
    );
  }
  const { resolvedAnswers: answered, correctAnswers: right } = record;
  return (
    <>
      <p className="track-record-lead">
        Brier scores on the {answered} resolved {answered === 1 ? 'question' : 'questions'} you answered. Lower is better.
      </p>
      <dl className="tiles track-record-tiles">
        <div className="tile">
          <dt>You</dt>
          <dd>{asBrier(record.userBrier)}</dd>
        </div>
        <div className="tile">
          <dt>The crowd</dt>
          <dd>{asBrier(record.crowdBrier)}</dd>
        </div>
      </dl>
      <p className="track-record-verdict">{verdict(record.userBrier, record.crowdBrier)}</p>
      <p className="muted">
        You were right on {right} of {answered}. A pick counts as 100% sure: it scores 0 when right and 1 when wrong,
        while the crowd scores by its Yes share. So to beat the crowd, be right where it was unsure.
      </p>
      {/* A player who beat this crowd but won few points asked why: the two measure against the crowd at two moments. */}
      <p className="muted">
        The crowd here is its final Yes share on each question. Your points are counted against the crowd as it stood
        when you answered (<Link to="/scoring">how scoring works</Link>), so early and late answers can tell different stories.
      </p>
    </>
  );
}

function SignedInRecord({ userId }: { userId: string }) {
  const record = useTrackRecord(userId);
  if (record.isPending) return <p className="muted">Loading your record...</p>;
  if (record.isError) return <p role="alert">Could not load your record: {loadFailureReason(record.error)}</p>;
  return <Figures record={record.data} />;
}

/** The user's own Brier score beside the crowd's, or, for a visitor, an invitation to sign in for it. */
export function TrackRecordCard({ userId, onSignIn }: { userId: string | null; onSignIn: () => void }) {
  return (
    <section className="card track-record" aria-labelledby="track-record-title">
      <h2 id="track-record-title">Your record beside the crowd's</h2>
      {userId ? (
        <SignedInRecord userId={userId} />
      ) : (
        <>
          <p className="muted">Sign in to see how your own predictions score against the crowd's, on the same questions.</p>
          <button type="button" className="button primary" onClick={onSignIn}>
            Log In
          </button>
        </>
      )}
    </section>
  );
}
