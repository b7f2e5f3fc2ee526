import { act, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from '@/components/loading-screen';
import { PendingPart } from '@/components/pending-part';
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
    await act(async () => renderBehindSnapshot({ root, snapshot, app: <SlowScreen onMount={(reveal) => (show = reveal)} /> }));

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

  it("never puts a spinner in the picture's place, however long the screen's code takes to come", async () => {
    const { snapshot, root } = memberPage();
    let show = () => {};
    await act(async () => renderBehindSnapshot({ root, snapshot, app: <SlowScreen onMount={(reveal) => (show = reveal)} /> }));

    // A slow network: the route's chunk comes a minute later. The member keeps their screen all along.
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(root.isConnected).toBe(false);
    expect(snapshot.isConnected).toBe(true);

    await act(async () => show());
    expect(root.isConnected).toBe(true);
    expect(document.body.textContent).toBe('HomeThandi');
  });

  it("takes over with the screen's content once a part of it has stayed pending 5 s, counted from when the content came", async () => {
    const { snapshot, root } = memberPage();
    let show = () => {};
    function ScreenWhosePartStalls() {
      const [shown, setShown] = useState(false);
      useEffect(() => void (show = () => setShown(true)), []);
      if (!shown) return <main><LoadingScreen text="Loading..." /></main>;
      return (
        <main>
          <ol><li>Thandi</li></ol>
          <PendingPart />
        </main>
      );
    }
    await act(async () => renderBehindSnapshot({ root, snapshot, app: <ScreenWhosePartStalls /> }));
    // The screen's own code takes 8 s, past the 5 s: no spinner in the picture's place meanwhile.
    await act(async () => vi.advanceTimersByTime(8_000));
    expect(root.isConnected).toBe(false);

    await act(async () => show());
    await act(async () => vi.advanceTimersByTime(4_900));
    expect(root.isConnected).toBe(false);
    await act(async () => vi.advanceTimersByTime(200));
    expect(root.isConnected).toBe(true);
    expect(snapshot.isConnected).toBe(false);
    expect(root.querySelector('.loading-screen')).toBeNull();
    expect(document.body.textContent).toBe('Thandi');
  });

  it('keeps the picture while a part of the screen is still loading, so that the part does not vanish and come back', async () => {
    const { snapshot, root } = memberPage();
    let show = () => {};
    function ScreenWithLatePart() {
      const [partLoaded, setPartLoaded] = useState(false);
      useEffect(() => void (show = () => setPartLoaded(true)), []);
      return (
        <main>
          <ol><li>Thandi</li></ol>
          {partLoaded ? <section>Discussion</section> : <PendingPart />}
        </main>
      );
    }
    await act(async () => renderBehindSnapshot({ root, snapshot, app: <ScreenWithLatePart /> }));

    expect(root.isConnected).toBe(false);
    await act(async () => show());
    expect(root.isConnected).toBe(true);
    expect(document.body.textContent).toBe('ThandiDiscussion');
  });

  it('does not wait for a read the page did not carry, whose placeholder the picture shows as well', async () => {
    const { snapshot, root } = memberPage();
    const screenWithReadOnItsWay = (
      <main>
        <ol><li>Thandi</li></ol>
        <div aria-busy="true" />
      </main>
    );
    await act(async () => renderBehindSnapshot({ root, snapshot, app: screenWithReadOnItsWay }));

    expect(root.isConnected).toBe(true);
    expect(snapshot.isConnected).toBe(false);
  });

  it('keeps the app hidden from assistive technology behind a dialog that opened before the swap, until it closes', async () => {
    const { snapshot, root } = memberPage();
    const dialog = document.createElement('div');
    dialog.innerHTML = '<div role="dialog" data-state="open">You were right!</div>';
    let show = () => {};
    await act(async () => renderBehindSnapshot({ root, snapshot, app: <SlowScreen onMount={(reveal) => (show = reveal)} /> }));
    // The celebration opens over the picture; as Radix does, it hides <body>'s children, #root not among them.
    snapshot.setAttribute('aria-hidden', 'true');
    document.body.append(dialog);

    await act(async () => show());
    expect(root.isConnected).toBe(true);
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.hasAttribute('inert')).toBe(true);

    await act(async () => dialog.remove());
    expect(root.hasAttribute('aria-hidden')).toBe(false);
    expect(root.hasAttribute('inert')).toBe(false);
  });
});
