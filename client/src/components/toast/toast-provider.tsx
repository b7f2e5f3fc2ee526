import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { type ToastMessage, ToastContext } from './toast-context';
import type { ShownToast, ToastRegion } from './toast-region';

export { DEFAULT_TOAST_MS } from './toast-context';

const loadRegion = () => import('./toast-region').then((module) => module.ToastRegion);

/**
 * At most one toast at a time (SPEC section 9): a new one replaces the one showing. The id as key makes the
 * replacement a new Radix toast, so it is announced and timed afresh. The region's module loads once the page is up
 * (or at the first toast, if that comes sooner), so it stays out of the first screen's JavaScript.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [Region, setRegion] = useState<typeof ToastRegion | null>(null);
  const show = useCallback((message: ToastMessage) => setCurrent((previous) => ({ ...message, id: (previous?.id ?? 0) + 1 })), []);
  const closed = useCallback((id: number) => setCurrent((shown) => (shown?.id === id ? null : shown)), []);

  useEffect(() => {
    if (Region) return;
    let unmounted = false;
    const load = () =>
      void loadRegion().then((region) => {
        if (!unmounted) setRegion(() => region);
      });
    // A toast waiting to show loads it at once; otherwise the page's idle time does.
    if (current) load();
    else if ('requestIdleCallback' in window) {
      const idle = requestIdleCallback(load, { timeout: 5_000 });
      return () => {
        unmounted = true;
        cancelIdleCallback(idle);
      };
    } else {
      const timer = setTimeout(load, 2_000);
      return () => {
        unmounted = true;
        clearTimeout(timer);
      };
    }
    return () => {
      unmounted = true;
    };
  }, [Region, current]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {Region && <Region current={current} onClosed={closed} />}
    </ToastContext.Provider>
  );
}
