import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { type ToastMessage, ToastContext } from './toast-context';
import { ToastFallback } from './toast-fallback';
import type { ShownToast, ToastRegion } from './toast-region';

export { DEFAULT_TOAST_MS } from './toast-context';

const loadRadixRegion = () => import('./toast-region').then((module) => module.ToastRegion);
const REGION_LOAD_DELAY_MS = 5_000;
/** The last toast's id, counted for the page's life: a toast taken away leaves none to count on from. */
let lastId = 0;

/**
 * At most one toast at a time (SPEC section 9): a new one replaces the one showing. The id as key makes the
 * replacement a new Radix toast, so it is announced and timed afresh. The region's module loads a few seconds after the
 * page starts (or at the first toast, if that comes sooner), so it stays out of the first screen's JavaScript.
 */
export function ToastProvider({
  children,
  loadRegion = loadRadixRegion,
}: {
  children: ReactNode;
  /** Where the region comes from: its own chunk (tests give one that fails). */
  loadRegion?: () => Promise<typeof ToastRegion>;
}) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [Region, setRegion] = useState<typeof ToastRegion | null>(null);
  const show = useCallback((message: ToastMessage | null) => setCurrent(message && { ...message, id: ++lastId }), []);
  const closed = useCallback((id: number) => setCurrent((shown) => (shown?.id === id ? null : shown)), []);

  useEffect(() => {
    if (Region) return;
    let unmounted = false;
    const load = () =>
      void loadRegion().then(
        (region) => {
          if (!unmounted) setRegion(() => region);
        },
        // Asking again would get the same failure from the browser: the plain region takes over for the page's life.
        () => {
          if (!unmounted) setRegion(() => ToastFallback);
        },
      );
    // A toast waiting to show loads it at once; otherwise it loads a few seconds in, after the first screen's own
    // requests, which it would otherwise queue behind on a phone's few connections.
    const timer = current ? undefined : setTimeout(load, REGION_LOAD_DELAY_MS);
    if (current) load();
    return () => {
      unmounted = true;
      clearTimeout(timer);
    };
  }, [Region, current, loadRegion]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {Region && <Region current={current} onClosed={closed} />}
    </ToastContext.Provider>
  );
}
