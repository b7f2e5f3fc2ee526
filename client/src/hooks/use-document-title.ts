import { useEffect } from 'react';

const SITE = 'IEC Bets';

/**
 * Names the browser tab, history entry and bookmark after the screen, e.g. "Leaderboard · IEC Bets": a screen reader
 * announces the title on each navigation, and "IEC Bets" on every screen would tell the listener nothing.
 */
export function useDocumentTitle(screen: string) {
  useEffect(() => {
    document.title = screen ? `${screen} · ${SITE}` : SITE;
  }, [screen]);
}
