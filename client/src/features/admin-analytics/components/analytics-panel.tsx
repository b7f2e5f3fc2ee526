import { useState } from 'react';
import { useAnalytics } from '../api/get-analytics';
import '../admin-analytics.css';
import { AccuracyChart } from './accuracy-chart';
import { summarise } from './analytics-summary';
import { ParticipationChart } from './participation-chart';
import { QuestionParticipation } from './question-participation';
import { SummaryFigures } from './summary-figures';
import { loadFailureReason } from '@/lib/api-error';

const PERIODS = [7, 30, 90] as const;

/** The admin's view of how the game is played: headline figures, participation and accuracy by day, votes per question. */
export function AnalyticsPanel() {
  const [days, setDays] = useState<number>(30);
  const analytics = useAnalytics(days);
  return (
    <div className="stack analytics">
      <div className="analytics-top">
        <h2>Analytics</h2>
        <label className="analytics-period">
          Period{' '}
          <select value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                Last {period} days
              </option>
            ))}
          </select>
        </label>
      </div>
      {analytics.isPending && <p className="muted">Loading analytics...</p>}
      {analytics.isError && <p role="alert">Could not load the analytics: {loadFailureReason(analytics.error)}</p>}
      {analytics.data && (
        <>
          <SummaryFigures summary={summarise(analytics.data)} />
          <ParticipationChart daily={analytics.data.daily} />
          <AccuracyChart accuracy={analytics.data.accuracy} />
          <QuestionParticipation questions={analytics.data.questions} />
        </>
      )}
    </div>
  );
}
