import type { PublicHistoryEntry } from '@iec-bets/contracts';
import '@/components/question/history-timeline.css';
import { formatDateTime } from '@/lib/dates';
import type { StepCheck } from '../utils/check-chain';
import { failureReason } from '../utils/check-summary';
import type { StepDescription } from '../utils/describe-step';
import { HashValue } from './hash-value';

function StepVerdict({ check }: { check: StepCheck }) {
  if (!check.holds) return <p className="step-verdict fails">✗ Does not check out: {failureReason(check)}</p>;
  return (
    <p className="step-verdict holds">
      ✓ Checks out{check.contentHolds === null && <span className="muted"> (its content is not public; its hash still links)</span>}
    </p>
  );
}

/**
 * A question's steps, oldest first, each with who took it, when (South African time), what it said and its hash;
 * once the reader has run the check, whether each step holds.
 */
export function HistoryTimeline({
  entries,
  steps,
  checks,
}: {
  entries: readonly PublicHistoryEntry[];
  steps: readonly StepDescription[];
  checks: readonly StepCheck[] | null;
}) {
  return (
    <ol className="history-timeline" aria-label="Steps of this question">
      {entries.map((entry, index) => {
        const step = steps[index]!;
        const check = checks?.[index];
        const titleId = `step-${entry.revision}`;
        const verdictClass = check ? (check.holds ? ' holds' : ' fails') : '';
        return (
          <li key={entry.revision} className={`history-step${verdictClass}`} aria-labelledby={titleId}>
            <h3 id={titleId} className="history-step-title">
              {step.title}
            </h3>
            <p className="history-step-meta">
              <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
              {step.by && <> · {step.by}</>}
            </p>
            {step.details.map((detail) => (
              <p key={detail.label} className="history-step-detail">
                <span className="history-step-label">{detail.label}:</span> {detail.text}
              </p>
            ))}
            {step.proofUrl && (
              <p className="history-step-detail">
                <a href={step.proofUrl} target="_blank" rel="noopener noreferrer">
                  View proof/source
                </a>
              </p>
            )}
            <HashValue label="Hash" hash={entry.hash} name={`hash of step ${index + 1}`} />
            {check && <StepVerdict check={check} />}
          </li>
        );
      })}
    </ol>
  );
}
