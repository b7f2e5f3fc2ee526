import type { Question } from '@iec-bets/contracts';
import { useId, useState } from 'react';
import { SharePanel } from '@/components/share-panel/share-panel';
import { shareText } from '@/components/share-panel/share-text';

/** A Share button that opens the share panel under it, so a list of cards is not a list of share panels. */
export function ShareToggle({ question }: { question: Question }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="share-toggle">
      <button type="button" className="button small secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Share
      </button>
      <div id={panelId} hidden={!open}>
        {open && <SharePanel title="Share this question" text={shareText({ questionText: question.text, origin: window.location.origin })} />}
      </div>
    </div>
  );
}
