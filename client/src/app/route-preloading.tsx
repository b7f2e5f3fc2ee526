import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { onLinkIntent } from '@/lib/on-link-intent';
import { whenIdle } from '@/lib/when-idle';
import { preloadNavigationChunks, preloadRoute } from './route-preload';
import { useSession } from './session';

/** The in-app path a link leads to, or null for a link elsewhere (another site, a download). */
function inAppPath(target: Element): string | null {
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank') return null;
  return link.pathname;
}

/**
 * Starts each screen's chunk and data together: when its route is navigated to (and so at the first load), and
 * earlier, when a pointer rests on a link to it, a finger touches one or the keyboard focuses one. One listener on
 * the document serves every link: the navigation, the logo, cards and in-text links alike.
 */
export function RoutePreloading() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { pathname } = useLocation();
  // The first screen's reads go out in the first render, ahead of its chunk, which its route asks for as it renders
  // after this. Not on the server, which renders the landing page and fetches nothing.
  const [firstScreen] = useState(() =>
    typeof window !== 'undefined' ? preloadRoute(pathname, { queryClient, user }) : Promise.resolve(),
  );

  // So do each next screen's, in the render that shows it, before the routes render it (this comes before them).
  // From an effect they would wait for the whole new screen to render first: on a phone (CPU four times slower) the
  // admin dashboard's reads left 150 ms after the navigation. A render React throws away costs nothing: asking again
  // is cheap (a chunk loads once; a fresh read is not asked again).
  const screenKey = `${user?.id ?? ''} ${pathname}`;
  const [preloadedKey, setPreloadedKey] = useState(screenKey);
  if (preloadedKey !== screenKey) {
    setPreloadedKey(screenKey);
    void preloadRoute(pathname, { queryClient, user });
  }

  // The other screens' chunks once the first screen's chunk and data are in (they would only slow it down on a
  // phone's network), and the browser is idle. A visitor's landing page loads none.
  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    let cancelIdle = () => {};
    void firstScreen.then(() => {
      if (cancelled) return;
      cancelIdle = whenIdle(() => void preloadNavigationChunks(user), 3_000);
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [firstScreen, user]);

  useEffect(() => {
    return onLinkIntent((target) => {
      const path = inAppPath(target);
      if (path !== null) void preloadRoute(path, { queryClient, user });
    });
  }, [queryClient, user]);

  return null;
}
