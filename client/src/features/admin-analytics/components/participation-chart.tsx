import type { DailyActivity } from '@iec-bets/contracts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatShortDay } from '@/lib/dates';

const ANSWERS_COLOUR = '#0b5d3b';
const VOTERS_COLOUR = '#b45309';

/** Answers and distinct voters per day. The chart is for the eye; the table beside it carries the same figures. */
export function ParticipationChart({ daily }: { daily: DailyActivity[] }) {
  const total = daily.reduce((sum, day) => sum + day.answers, 0);
  const busiest = daily.reduce<DailyActivity | null>((best, day) => (day.answers > (best?.answers ?? 0) ? day : best), null);
  return (
    <figure className="card analytics-chart" aria-labelledby="participation-title" aria-describedby="participation-caption">
      <h3 id="participation-title">Participation</h3>
      <figcaption id="participation-caption" className="muted">
        Answers and distinct voters per day, {formatShortDay(daily[0]!.day)} to {formatShortDay(daily.at(-1)!.day)}:{' '}
        {total.toLocaleString('en-ZA')} {total === 1 ? 'answer' : 'answers'} in all
        {busiest ? `; the busiest day was ${formatShortDay(busiest.day)} with ${busiest.answers.toLocaleString('en-ZA')}.` : '.'}
      </figcaption>
      <div aria-hidden="true">
        <ComposedChart data={daily} responsive style={{ width: '100%', height: 220 }} accessibilityLayer={false} margin={{ top: 10, left: -20, right: 12 }}>
          <CartesianGrid stroke="#e5e7eb" vertical={false} />
          <XAxis dataKey="day" tickFormatter={formatShortDay} tick={{ fontSize: 12, fill: '#4b5563' }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#4b5563' }} />
          <Tooltip labelFormatter={(day) => formatShortDay(String(day))} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar dataKey="answers" name="Answers" fill={ANSWERS_COLOUR} isAnimationActive={false} />
          <Line dataKey="activeVoters" name="Voters" stroke={VOTERS_COLOUR} strokeWidth={2} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </div>
      {/* A table ignores the 1 px width of .visually-hidden: the wrapper keeps it from widening the page. */}
      <div className="visually-hidden">
        <table>
          <caption>Answers and distinct voters per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Answers</th>
              <th scope="col">Voters</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatShortDay(day.day)}</th>
                <td>{day.answers}</td>
                <td>{day.activeVoters}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
