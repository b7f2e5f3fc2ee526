import { useEffect, useState } from 'react';
import { DEFAULT_TOAST_MS } from './toast-context';
import type { ShownToast } from './toast-region';

/** How long the region stands empty before a toast's words come: a live region that arrives with its words in it is
 * not announced by every screen reader (components/announcement.tsx). */
const ANNOUNCE_AFTER_MS = 150;

/**
 * The toast when Radix's region could not be loaded (its chunk did not arrive, and Chromium keeps a failed module's
 * failure for the page's life): plain markup in the entry's JavaScript, so that a refusal such as "Login Failed" is
 * still seen, announced (a failure at once, as an alert) and dismissable, in the same place and for as long.
 */
export function ToastFallback({ current, onClosed }: { current: ShownToast | null; onClosed: (id: number) => void }) {
  const [saidId, setSaidId] = useState<number | null>(null);
  useEffect(() => {
    if (!current) return;
    const saying = setTimeout(() => setSaidId(current.id), ANNOUNCE_AFTER_MS);
    const closing = setTimeout(() => onClosed(current.id), ANNOUNCE_AFTER_MS + (current.duration ?? DEFAULT_TOAST_MS));
    return () => {
      clearTimeout(saying);
      clearTimeout(closing);
    };
  }, [current, onClosed]);
  // The toast showing, once its words are due: a toast closed or replaced meanwhile is not.
  const said = current && current.id === saidId ? current : null;
  return (
    // `aria-live` said outright, as a status implies it: a modal dialog opened over the page spares live regions only
    // when they say so (toast-region.tsx).
    <div className="toast-viewport" role="status" aria-live="polite">
      {said && (
        <div className={`toast toast-${said.variant ?? 'success'}`} role={said.variant === 'destructive' ? 'alert' : undefined}>
          <b className="toast-title">{said.title}</b> <span className="toast-description">{said.description}</span>
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => onClosed(said.id)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
