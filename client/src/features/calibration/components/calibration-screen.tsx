import type { NationalCalibration } from '@iec-bets/contracts';
import { useCalibration } from '../api/get-calibration';
import '../calibration.css';
import { asPercent } from '../format';
import { CalibrationChart } from './calibration-chart';
import { CrowdBrier } from './crowd-brier';
import { TrackRecordCard } from './track-record-card';
import { loadFailureReason } from '@/lib/api-error';

function CalibrationCard({ calibration }: { calibration: NationalCalibration }) {
  const { resolvedQuestions, yesOutcomes, bins } = calibration;
  return (
    <section className="card calibration-card" aria-labelledby="calibration-title">
      <h2 id="calibration-title">Calibration</h2>
      <p>
        Every resolved question, grouped by the share of South Africans who had said Yes when it was resolved. If the
        crowd is well calibrated, the questions on which about 70% said Yes come true about 70% of the time.
      </p>
      <CalibrationChart bins={bins} />
      <p className="muted">
        {resolvedQuestions.toLocaleString('en-ZA')} resolved {resolvedQuestions === 1 ? 'question' : 'questions'}; Yes happened in{' '}
        {yesOutcomes.toLocaleString('en-ZA')} ({asPercent(yesOutcomes / resolvedQuestions)}). A row with few questions
        gives only a rough figure.
      </p>
    </section>
  );
}

function NothingResolved() {
  return (
    <section className="card empty-state" aria-labelledby="calibration-empty-title">
      <h2 id="calibration-empty-title">No resolved questions yet</h2>
      <p className="muted">Once the first questions are resolved, this page shows how often the country's predictions came true.</p>
    </section>
  );
}

/** "How well does South Africa predict?": the nation's calibration and Brier score, and the user's own record. */
export function CalibrationScreen({ userId, onSignIn }: { userId: string | null; onSignIn: () => void }) {
  const calibration = useCalibration();
  const national = calibration.data;
  return (
    <section className="screen calibration-screen" aria-labelledby="calibration-screen-title">
      <header className="calibration-header">
        <h1 id="calibration-screen-title">How well does South Africa predict?</h1>
        <p className="muted">The country's answers to every resolved question, set against what happened.</p>
      </header>
      {calibration.isPending && <p className="muted">Loading the country's record...</p>}
      {calibration.isError && <p role="alert">Could not load the country's record: {loadFailureReason(calibration.error)}</p>}
      {national && national.crowdBrier === null && <NothingResolved />}
      {/* The answer first, the user's own beside it, then the detail behind the answer. */}
      {national && national.crowdBrier !== null && <CrowdBrier score={national.crowdBrier} questions={national.resolvedQuestions} />}
      <TrackRecordCard userId={userId} onSignIn={onSignIn} />
      {national && national.crowdBrier !== null && <CalibrationCard calibration={national} />}
    </section>
  );
}
