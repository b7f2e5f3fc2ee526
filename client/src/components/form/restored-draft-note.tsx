import { type MouseEvent, useId } from 'react';
import './restored-draft-note.css';

/**
 * Said quietly at the top of a form whose unsent words came back (hooks/use-kept-draft.ts), so that its writer knows
 * they are not new, and can let them go in one press. The note goes with them: the focus moves to the form's first
 * box rather than to the page's start.
 */
export function RestoredDraftNote({ onDiscard }: { onDiscard: () => void }) {
  const sentence = useId();
  function discard(event: MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    onDiscard();
    form?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }
  return (
    <p className="muted restored-draft">
      <span id={sentence}>Restored what you were writing.</span>
      <button type="button" className="link-button" aria-describedby={sentence} onClick={discard}>
        Discard
      </button>
    </p>
  );
}
