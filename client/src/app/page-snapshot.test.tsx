import { act, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from '@/components/loading-screen';
import { renderBehindSnapshot } from './page-snapshot';

/** The page as the server sends a member's: the picture of their screen, then the empty #root. */
function memberPage() {
  document.body.innerHTML =
    '<div id="page-snapshot" inert aria-hidden="true"><div class="app"><main><h1>Leaderboard</h1><ol><li>Thandi</li></ol></main></div></div>' +
    '<div id="root"></div>';
  return { snapshot: document.getElementById('page-snapshot')!, root: document.getElementById('root')! };
}

/** An app whose screen shows a spinner until `ready` is called, as a lazily loaded screen waits for its chunk. */
function SlowScreen({ onMount }: { onMount: (show: () => void) => void }) {
  const [shown, setShown] = useState(false);
  useEffect(() => onMount(() => setShown(true)), [onMount]);
  return (
    <div className="app">
      <nav>Home</nav>
      <main>{shown ? <ol><li>Thandi</li></ol> : <LoadingScreen text="Loading..." />}</main>
    </div>
  );
}

describe("the picture of a member's screen, replaced by the app once it shows the same", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps the picture while the app shows its spinner, and puts the app in its place once the screen is there', async () => {
    const { snapshot, root } = memberPage();
    let show = () => {};
    await act(async () => renderBehindSnapshot(root, snapshot, <SlowScreen onMount={(reveal) => (show = reveal)} />));

    // The app has rendered its navigation and spinner, out of the page: nothing of it can be seen or found twice.
    expect(root.isConnected).toBe(false);
    expect(root.querySelector('.loading-screen')).not.toBeNull();
    expect(document.body.textContent).toBe('LeaderboardThandi');

    await act(async () => show());
    expect(document.getElementById('page-snapshot')).toBeNull();
    expect(document.getElementById('root')).toBe(root);
    expect(document.body.firstElementChild).toBe(root);
    expect(document.body.textContent).toBe('HomeThandi');
  });

  it('gives the member the live app after 5 s even if its screen never leaves the spinner', async () => {
    const { snapshot, root } = memberPage();
    await act(async () => renderBehindSnapshot(root, snapshot, <SlowScreen onMount={() => {}} />));

    await act(async () => vi.advanceTimersByTime(4_900));
    expect(root.isConnected).toBe(false);
    await act(async () => vi.advanceTimersByTime(200));
    expect(root.isConnected).toBe(true);
    expect(snapshot.isConnected).toBe(false);
    expect(root.querySelector('.loading-screen')).not.toBeNull();
  });
});
