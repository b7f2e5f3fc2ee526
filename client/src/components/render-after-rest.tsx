import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useFromServerMarkup } from '@/hooks/use-from-server-markup';

/**
 * Renders `children`, a costly part below the fold, after the rest of the screen has shown: on a phone's slow CPU
 * rendering everything at once held back what the person came for (the landing page's question waited 0.4 s for the
 * archive under it). The part then renders as a transition, which yields to a tap.
 *
 * At once in the server's render and when React takes the server's markup over: the part is in that markup, and
 * hydration must render exactly what the server did.
 */
export function RenderAfterRest({ children }: { children: ReactNode }) {
  const fromServerMarkup = useFromServerMarkup();
  const [shown, setShown] = useState(fromServerMarkup);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
