import { useEffect, useState } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import { useFromServerMarkup } from '@/hooks/use-from-server-markup';

/** The fragment as the link wrote it, or null when there is none. */
function tokenIn(hash: string): string | null {
  const fragment = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(fragment) || null;
  } catch {
    // Not a fragment of ours: the server says what it makes of it.
    return fragment;
  }
}

export interface LinkFromAddress {
  /**
   * Undefined in a render on the server, which never sees the fragment, and while the browser takes such markup over:
   * what the page shows then must not depend on it. Null when the address has carried none.
   */
  token: string | null | undefined;
  /** Counts the links read from the address: what the page made of the last one (a refusal, a form typed in) goes with a new one. */
  link: number;
}

/**
 * The token an emailed link carries in its fragment (`/reset-password#<token>`, `/confirm-email#<token>`,
 * `/newsletter/confirm#<token>`), where no server or log sees it. It is read as the page opens, and again whenever the
 * address comes with a fragment (a link pasted into the tab that shows the page, a change of fragment alone, which
 * does not load the page anew), from the router's address, never from `window`. The fragment is then taken out of the address, the history entry replaced
 * rather than added to: it does not stay in the address bar or the tab's Back list, get bookmarked, or go with the
 * address if it is shared. (The browser's own record of pages visited may keep it; a link works for a while only, and
 * one to choose a password only once.)
 */
export function useTokenFromAddress(): LinkFromAddress {
  const location = useLocation();
  const navigate = useNavigate();
  const [read, setRead] = useState<{ from: Location; token: string | null; link: number }>(() => ({
    from: location,
    token: tokenIn(location.hash),
    link: 0,
  }));
  const fromServerMarkup = useFromServerMarkup();

  // The router gives a new address a new object. Any fragment in it is one not read yet, as a fragment read is taken
  // out of the address at once: read as it renders, so that the page never shows the last link's state with it.
  if (location.hash && location !== read.from) setRead({ from: location, token: tokenIn(location.hash), link: read.link + 1 });

  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
  }, [location, navigate]);

  return { token: fromServerMarkup ? undefined : read.token, link: read.link };
}
