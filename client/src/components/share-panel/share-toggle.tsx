import { type ReactNode, useId, useState } from 'react';

/**
 * A Share button that opens what it shares beneath it, so a list of cards is not a list of share panels. The panel
 * is made only once opened: it may need a read (the user's answer) that a closed card should not cost.
 */
export function ShareToggle({
  label = 'Share',
  accessibleName,
  children,
}: {
  label?: string;
  /** The button's name when a list holds many: "Share" alone does not tell a screen reader which. */
  accessibleName?: string;
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="share-toggle">
      <button type="button" className="button small secondary" aria-label={accessibleName} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <div id={panelId} hidden={!open}>
        {open && children()}
      </div>
    </div>
  );
}
