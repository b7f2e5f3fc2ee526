import { useEffect } from 'react';
import { DEFAULT_TOAST_MS } from './toast-context';
import type { ShownToast } from './toast-region';

/**
 * The toast when Radix's region could not be loaded (its chunk did not arrive, and a browser does not fetch a failed
 * module again): plain markup in the entry's JavaScript, so that a refusal such as "Login Failed" is still seen,
 * announced and dismissable, in the same place and for as long.
 */
export function ToastFallback({ current, onClosed }: { current: ShownToast | null; onClosed: (id: number) => void }) {
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => onClosed(current.id), current.duration ?? DEFAULT_TOAST_MS);
    return () => clearTimeout(timer);
  }, [current, onClosed]);
  return (
    <div className="toast-viewport" role="status">
      {current && (
        <div className={`toast toast-${current.variant ?? 'success'}`}>
          <b className="toast-title">{current.title}</b> <span className="toast-description">{current.description}</span>
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => onClosed(current.id)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
