import type { ReactNode } from 'react';
import { useId, useState } from 'react';

/**
 * A question's discussion behind a button, for a screen with several questions: one open discussion reads as a
 * conversation, five in a column read as a wall. It is made only once opened, so closed ones cost no reads.
 */
export function DiscussionDisclosure({ commentCount, children }: { commentCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="discussion-disclosure">
      <button type="button" className="button secondary discussion-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? 'Hide discussion' : `Discussion (${commentCount.toLocaleString('en-ZA')})`}
      </button>
      <div id={panelId} hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
