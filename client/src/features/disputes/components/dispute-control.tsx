import type { OwnDispute, Question } from '@iec-bets/contracts';
import { useState } from 'react';
import { takeDroppedFocus } from '@/lib/take-dropped-focus';
import { formatDateTime, formatLongDate } from '@/lib/dates';
import { useMyDispute } from '../api/get-my-dispute';
import { DisputeDialog } from './dispute-dialog';
import '../disputes.css';

function DisputeStatus({ dispute }: { dispute: OwnDispute }) {
  const when = formatLongDate(dispute.disputedAt);
  switch (dispute.status) {
    case 'open':
      return (
        <p>
          <strong>You disputed this resolution</strong> on {when}. An admin will review it.
        </p>
      );
    case 'dismissed':
      return (
        <>
          <p>
            <strong>You disputed this resolution</strong> on {when}. An admin reviewed it and kept the answer:
          </p>
          {dispute.note && <p className="dispute-note">“{dispute.note}”</p>}
        </>
      );
    case 'corrected':
      return (
        <p>
          <strong>You disputed this resolution</strong> on {when}, and an admin corrected it.
        </p>
      );
  }
}

/**
 * Under a resolved question the user answered: for 48 hours after the resolution, a way to dispute it; once
 * disputed, where the dispute stands. Nothing for anyone else, nor once the window has closed without a dispute.
 */
export function DisputeControl({ question }: { question: Question }) {
  const mine = useMyDispute(question.id);
  const [sent, setSent] = useState(false);
  if (!question.isResolved || !mine.data) return null;
  const { dispute, canDispute, disputableUntil } = mine.data;
  if (dispute) {
    // Once sent, the dispute's status takes the place of the button and of its dialog together, so the dialog cannot
    // give the focus back to the button: the status takes it, and is read, rather than the page's start, from where
    // the next Tab would land on the toast. A status shown on arrival leaves the focus alone.
    return (
      <section
        ref={sent ? takeDroppedFocus : undefined}
        tabIndex={-1}
        className={`dispute dispute-${dispute.status}`}
        aria-label="Your dispute"
      >
        <DisputeStatus dispute={dispute} />
      </section>
    );
  }
  if (!canDispute || !disputableUntil) return null;
  return (
    <section className="dispute" aria-label="Dispute the resolution">
      <p className="muted">
        Think this resolution is wrong? You can dispute it until <span className="dispute-until">{formatDateTime(disputableUntil)}</span>.
      </p>
      <DisputeDialog question={question} until={disputableUntil} onSent={() => setSent(true)} />
    </section>
  );
}
