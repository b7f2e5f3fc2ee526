import type { DailyAccuracy } from '@iec-bets/contracts';
import { percentage } from '@iec-bets/contracts';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatShortDay } from '@/lib/dates';

const ACCURACY_COLOUR = '#1d4ed8';

/**
 * The share of right answers among those whose question was resolved that day. A day without a resolution has no
 * accuracy (not 0%), so the line skips it.
 */
export function AccuracyChart({ accuracy }: { accuracy: DailyAccuracy[] }) {
  const resolvedDays = accuracy.filter((day) => day.resolvedAnswers > 0);
  const resolved = resolvedDays.reduce((sum, day) => sum + day.resolvedAnswers, 0);
  const correct = resolvedDays.reduce((sum, day) => sum + day.correctAnswers, 0);
  const points = accuracy.map((day) => ({ day: day.day, accuracy: day.resolvedAnswers > 0 ? day.accuracy : null }));
  return (
    <figure className="card analytics-chart" aria-labelledby="accuracy-title" aria-describedby="accuracy-caption">
      <h3 id="accuracy-title">Accuracy Over Time</h3>
      <figcaption id="accuracy-caption" className="muted">
        {resolved === 0
          ? 'No question was resolved in this period, so there is no accuracy yet.'
          : `${percentage(correct, resolved)}% of ${resolved.toLocaleString('en-ZA')} resolved ${resolved === 1 ? 'answer was' : 'answers were'} right, over ${resolvedDays.length} ${resolvedDays.length === 1 ? 'day' : 'days'} with resolutions.`}
      </figcaption>
      <div aria-hidden="true">
        <LineChart data={points} responsive style={{ width: '100%', height: 200 }} accessibilityLayer={false} margin={{ top: 10, left: -20, right: 12 }}>
          <CartesianGrid stroke="#e5e7eb" vertical={false} />
          <XAxis dataKey="day" tickFormatter={formatShortDay} tick={{ fontSize: 12, fill: '#4b5563' }} minTickGap={16} />
          <YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 12, fill: '#4b5563' }} />
          <Tooltip labelFormatter={(day) => formatShortDay(String(day))} formatter={(value) => [`${String(value)}%`, 'Accuracy']} />
          <Line dataKey="accuracy" name="Accuracy" stroke={ACCURACY_COLOUR} strokeWidth={2} connectNulls isAnimationActive={false} />
        </LineChart>
      </div>
      {resolvedDays.length > 0 && (
        <div className="visually-hidden">
          <table>
            <caption>Accuracy on each day with resolutions</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Resolved answers</th>
                <th scope="col">Right</th>
                <th scope="col">Accuracy</th>
              </tr>
            </thead>
            <tbody>
              {resolvedDays.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatShortDay(day.day)}</th>
                  <td>{day.resolvedAnswers}</td>
                  <td>{day.correctAnswers}</td>
                  <td>{day.accuracy}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
