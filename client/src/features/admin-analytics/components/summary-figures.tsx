import type { ReactNode } from 'react';
import type { AnalyticsSummary } from './analytics-summary';

const NONE_RESOLVED = (
  <>
    <span aria-hidden="true">—</span>
    <span className="visually-hidden">none resolved</span>
  </>
);

export function SummaryFigures({ summary }: { summary: AnalyticsSummary }) {
  const figures: [string, ReactNode][] = [
    ['Answers', summary.answers.toLocaleString('en-ZA')],
    ['Peak daily voters', summary.peakVoters.toLocaleString('en-ZA')],
    ['Accuracy', summary.accuracy === null ? NONE_RESOLVED : `${summary.accuracy}%`],
    ['New members', summary.signUps.toLocaleString('en-ZA')],
    ['Questions', summary.questions.toLocaleString('en-ZA')],
    ['Pending suggestions', summary.pendingSuggestions.toLocaleString('en-ZA')],
  ];
  return (
    <dl className="tiles analytics-tiles">
      {figures.map(([label, value]) => (
        <div key={label} className="tile">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
