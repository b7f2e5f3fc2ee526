import { durationRoundedUp, type ResultsHistoryPoint, southAfricanDay } from '@iec-bets/contracts';
import { type KeyboardEvent, type PointerEvent, useId, useState } from 'react';
import { formatDateTime } from '@/lib/dates';
import { CHART_HEIGHT } from './reserved-height';
import './results-history.css';

/*
 * The Yes share over time, drawn as an inline SVG of our own rather than with recharts, which the admin analytics
 * use. recharts would add about 100 kB (gzip) to a chunk every member loads, for one line, and its tooltip is neither
 * a keyboard control nor a slider to a screen reader. Here the chart is one `role="slider"`: the arrows, Page Up/Down,
 * Home and End and the pointer (mouse, pen or finger) all move one selected moment, whose share and votes the readout
 * shows and `aria-valuetext` speaks. A visually hidden summary and table are its text alternative.
 *
 * The SVG stretches to its box (`preserveAspectRatio="none"`, with strokes that do not scale), so it is drawn in
 * percentages; the cursor, the dot and the labels are HTML on top of it, which keeps them round and crisp.
 */

const PAGE = 10;
const TABLE_ROWS = 10;

interface Props {
  points: ResultsHistoryPoint[];
  /** The question takes no more answers: its last point is its final split, not "now". */
  closed: boolean;
  /** What the chart is of, for assistive technology, e.g. "Yes share over time: Will turnout pass 60%?". */
  label: string;
}

// The axis has room for a short date and time only: the readout and the text alternative give the full ones.
const axisDateTime = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Johannesburg' });
const axisTime = new Intl.DateTimeFormat('en-ZA', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Johannesburg' });

/** The ends of the time axis: the publication, and now or (closed) the last vote, its date left out when the same. */
function axisEnds(points: ResultsHistoryPoint[], closed: boolean): [string, string] {
  const first = points[0]!.at;
  const last = points.at(-1)!.at;
  if (!closed) return [axisDateTime.format(new Date(first)), 'Now'];
  const sameDay = southAfricanDay(first) === southAfricanDay(last);
  return [axisDateTime.format(new Date(first)), (sameDay ? axisTime : axisDateTime).format(new Date(last))];
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const votes = (count: number) => `${count.toLocaleString('en-ZA')} ${count === 1 ? 'vote' : 'votes'}`;

/** Where each point lies across the chart, from 0 (the publication) to 100 (now, or the close), by its time. */
function xPositions(points: ResultsHistoryPoint[]): number[] {
  const times = points.map((point) => Date.parse(point.at));
  const first = times[0]!;
  const span = times.at(-1)! - first;
  return times.map((time) => (span > 0 ? ((time - first) / span) * 100 : 100));
}

const yOf = (share: number) => (1 - share) * 100;

/** The line through every point with votes, broken where there were none yet, and the area under it. */
function paths(points: ResultsHistoryPoint[], xs: number[]): { line: string; area: string } {
  let line = '';
  let area = '';
  let run: Array<[number, number]> = [];
  const flush = () => {
    if (run.length === 0) return;
    const [firstX] = run[0]!;
    const [lastX] = run.at(-1)!;
    const through = run.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(2)} ${y.toFixed(2)}`).join(' ');
    // Never a single point: a lone moment with votes is told in words instead (loneMomentNote).
    line += `${through} `;
    area += `${through} L${lastX.toFixed(2)} 100 L${firstX.toFixed(2)} 100 Z `;
    run = [];
  };
  points.forEach((point, i) => {
    if (point.yesShare === null) flush();
    else run.push([xs[i]!, yOf(point.yesShare)]);
  });
  flush();
  return { line: line.trim(), area: area.trim() };
}

function momentLabel(point: ResultsHistoryPoint, isLast: boolean, closed: boolean): string {
  if (isLast) return closed ? `Final, ${formatDateTime(point.at)}` : 'Now';
  return formatDateTime(point.at);
}

function spoken(point: ResultsHistoryPoint, when: string): string {
  if (point.yesShare === null) return `${when}: no votes yet`;
  return `${when}: ${percent(point.yesShare)} Yes of ${votes(point.totalVotes)}`;
}

type VotedPoint = ResultsHistoryPoint & { yesShare: number };

/** The moments the summary names: the first with votes, the lowest and highest share; null before any vote. */
function namedMoments(points: ResultsHistoryPoint[]): { first: VotedPoint; low: VotedPoint; high: VotedPoint } | null {
  const voted = points.filter((point): point is VotedPoint => point.yesShare !== null);
  if (voted.length === 0) return null;
  return {
    first: voted[0]!,
    low: voted.reduce((min, point) => (point.yesShare < min.yesShare ? point : min)),
    high: voted.reduce((max, point) => (point.yesShare > max.yesShare ? point : max)),
  };
}

/** One sentence for a screen reader: where the share started, its lowest and highest, and where it stands. */
function summaryOf(points: ResultsHistoryPoint[], closed: boolean): string {
  const moments = namedMoments(points);
  if (!moments) return 'Nobody has voted yet, so there is no Yes share to show.';
  const { first, low, high } = moments;
  const last = points.at(-1)!;
  return (
    `The Yes share started at ${percent(first.yesShare)} on ${formatDateTime(first.at)}, ` +
    `was lowest at ${percent(low.yesShare)} on ${formatDateTime(low.at)} and highest at ${percent(high.yesShare)} on ` +
    `${formatDateTime(high.at)}; ${closed ? 'it closed at' : 'it is now'} ${percent(last.yesShare ?? 0)} Yes of ${votes(last.totalVotes)}.`
  );
}

/** A stretch of time in words, rounded up (durationRoundedUp): "a minute", "25 minutes", "an hour", "3 days". */
function within(ms: number): string {
  const { count, unit } = durationRoundedUp(ms / 1000, 'minute');
  if (count > 1) return `${count} ${unit}s`;
  return unit === 'hour' ? 'an hour' : `a ${unit}`;
}

/**
 * Why there is no line, when only the last moment has votes (the counts never fall, so a lone one is the last): every
 * vote came in after the moment before it, which the note names, and a single point is no trend. Said instead of the
 * plot, which would be empty but for a dot at its end and look like a chart that failed to draw.
 */
function loneMomentNote(points: ResultsHistoryPoint[], closed: boolean): string | null {
  if (points.filter((point) => point.yesShare !== null).length !== 1) return null;
  const { totalVotes, at } = points.at(-1)!;
  if (totalVotes === 1) return closed ? 'One vote in all, so there is no line to draw.' : 'One vote so far: the line grows as time goes on.';
  // The moment before the last is the publication, or the end of the last minute the chart samples before now.
  const span = within(Date.parse(at) - Date.parse(points.at(-2)?.at ?? at));
  return closed
    ? `All ${votes(totalVotes)} came in within ${span}, too close together to draw a line.`
    : `All ${votes(totalVotes)} so far came in within the last ${span}: the line grows as time goes on.`;
}

/**
 * TABLE_ROWS points spread over the series, always with the first and the last, and the moments the summary names
 * (three at most, so 13 rows in all): a reader told the share "was lowest at 40% at 13:59" finds that row in the
 * table, not rows on either side of it.
 */
function tableRows(points: ResultsHistoryPoint[]): ResultsHistoryPoint[] {
  if (points.length <= TABLE_ROWS) return points;
  const shown = new Set(Array.from({ length: TABLE_ROWS }, (_, i) => Math.round((i * (points.length - 1)) / (TABLE_ROWS - 1))));
  const moments = namedMoments(points);
  if (moments) for (const moment of Object.values(moments)) shown.add(points.indexOf(moment));
  return [...shown].sort((a, b) => a - b).map((index) => points[index]!);
}

export function YesShareChart({ points, closed, label }: Props) {
  const last = points.length - 1;
  const [chosen, setChosen] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const summaryId = useId();
  const captionId = useId();
  const xs = xPositions(points);
  const { line, area } = paths(points, xs);
  const index = Math.min(hovered ?? chosen ?? last, last);
  const point = points[index]!;
  const when = momentLabel(point, index === last, closed);
  const note = loneMomentNote(points, closed);

  const choose = (next: number) => setChosen(Math.max(0, Math.min(last, next)));

  /** The point nearest in time to where the pointer is across the chart. */
  function nearest(event: PointerEvent<HTMLDivElement>): number {
    const box = event.currentTarget.getBoundingClientRect();
    const x = box.width > 0 ? ((event.clientX - box.left) / box.width) * 100 : 100;
    let best = 0;
    xs.forEach((px, i) => {
      if (Math.abs(px - x) < Math.abs(xs[best]! - x)) best = i;
    });
    return best;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowDown: index - 1,
      ArrowRight: index + 1,
      ArrowUp: index + 1,
      PageDown: index - PAGE,
      PageUp: index + PAGE,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setHovered(null);
    choose(next);
  }

  return (
    // The room kept free while the chart loaded, line or note: what is below does not move once the chart comes.
    <figure className={note ? 'yes-share yes-share-lone' : 'yes-share'} aria-labelledby={captionId} style={{ minHeight: CHART_HEIGHT }}>
      <figcaption id={captionId} className="yes-share-caption">
        Yes share over time
      </figcaption>
      <p className="yes-share-readout">
        <strong className="yes-share-value">{point.yesShare === null ? 'No votes yet' : `${percent(point.yesShare)} Yes`}</strong>
        <span className="yes-share-detail muted">{point.yesShare === null ? when : `${votes(point.totalVotes)} · ${when}`}</span>
      </p>
      {/* A single moment with votes is no trend: the split as it stands and why there is no line, not an empty plot. */}
      {note ? (
        <p className="yes-share-note muted">{note}</p>
      ) : (
        <>
          <div className="yes-share-frame">
            <div className="yes-share-scale" aria-hidden="true">
              <span>100%</span>
              <span>50%</span>
              <span>0%</span>
            </div>
            <div
              className="yes-share-plot"
              role="slider"
              tabIndex={0}
              aria-label={label}
              aria-describedby={summaryId}
              aria-orientation="horizontal"
              aria-valuemin={0}
              aria-valuemax={last}
              aria-valuenow={index}
              aria-valuetext={spoken(point, when)}
              onKeyDown={onKeyDown}
              onPointerDown={(event) => {
                event.currentTarget.setPointerCapture?.(event.pointerId);
                setHovered(null);
                choose(nearest(event));
              }}
              onPointerMove={(event) => {
                if (event.buttons & 1 || event.pointerType !== 'mouse') {
                  if (event.currentTarget.hasPointerCapture?.(event.pointerId)) choose(nearest(event));
                } else {
                  setHovered(nearest(event));
                }
              }}
              onPointerLeave={() => setHovered(null)}
            >
              <svg className="yes-share-svg" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <line className="yes-share-grid" x1="0" y1="50" x2="100" y2="50" vectorEffect="non-scaling-stroke" />
                {area && <path className="yes-share-area" d={area} />}
                {line && <path className="yes-share-line" d={line} vectorEffect="non-scaling-stroke" />}
              </svg>
              <span className="yes-share-cursor" style={{ left: `${xs[index]}%` }} aria-hidden="true" />
              {point.yesShare !== null && (
                <span className="yes-share-dot" style={{ left: `${xs[index]}%`, top: `${yOf(point.yesShare)}%` }} aria-hidden="true" />
              )}
            </div>
            <div className="yes-share-axis muted" aria-hidden="true">
              {axisEnds(points, closed).map((end, i) => (
                <span key={i}>{end}</span>
              ))}
            </div>
          </div>
          <p id={summaryId} className="visually-hidden">
            {summaryOf(points, closed)} Use the arrow keys to move through time.
          </p>
          {/* A table ignores the 1 px width of .visually-hidden: the wrapper keeps it from widening the page. */}
          <div className="visually-hidden">
            <table>
              <caption>{label}</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Yes share</th>
                  <th scope="col">Votes</th>
                </tr>
              </thead>
              <tbody>
                {tableRows(points).map((row) => (
                  <tr key={row.at}>
                    <th scope="row">{formatDateTime(row.at)}</th>
                    <td>{row.yesShare === null ? 'no votes yet' : percent(row.yesShare)}</td>
                    <td>{row.totalVotes.toLocaleString('en-ZA')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
