import type { CalibrationBin } from '@iec-bets/contracts';
import { asPercent, binLabel } from '../format';

const percentOf = (share: number) => `${share * 100}%`;

/**
 * The calibration as a table whose middle column is drawn as bars: the table is the text alternative, and the bars
 * (hidden from screen readers, which read the figure beside them) are the picture. Each row's shaded band is where
 * Yes would land if the crowd were well calibrated, so a well-calibrated crowd's bars end inside their bands, and
 * the bands, row after row, make the diagonal of the classic calibration chart.
 */
export function CalibrationChart({ bins }: { bins: CalibrationBin[] }) {
  return (
    <figure className="calibration-chart">
      <table>
        <caption>How often Yes happened, by the share of South Africans who said Yes</caption>
        <thead>
          <tr>
            <th scope="col">Said Yes</th>
            <th scope="col">Yes happened</th>
            <th scope="col">Yes / all</th>
          </tr>
        </thead>
        <tbody>
          {bins.map((bin) => (
            <tr key={bin.from} className={bin.questions === 0 ? 'calibration-row empty' : 'calibration-row'}>
              <th scope="row">{binLabel(bin.from, bin.to)}</th>
              <td>
                <div className="calibration-cell">
                  <div className="calibration-track" aria-hidden="true">
                    <span className="calibration-band" style={{ left: percentOf(bin.from), width: percentOf(bin.to - bin.from) }} />
                    {bin.yesRate !== null && <span className="calibration-bar" style={{ width: percentOf(bin.yesRate) }} />}
                  </div>
                  <span className="calibration-rate">{bin.yesRate === null ? '–' : asPercent(bin.yesRate)}</span>
                </div>
              </td>
              <td className="calibration-count">
                <span aria-hidden="true">
                  {bin.yesOutcomes} / {bin.questions}
                </span>
                <span className="visually-hidden">
                  {bin.yesOutcomes} Yes of {bin.questions} {bin.questions === 1 ? 'question' : 'questions'}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="calibration-legend">
        <span>
          <span className="calibration-swatch bar" aria-hidden="true" /> How often Yes happened
        </span>
        <span>
          <span className="calibration-swatch band" aria-hidden="true" /> Where it would land if the crowd were spot on
        </span>
      </figcaption>
    </figure>
  );
}
