import { act, lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from '@/components/loading-screen';
import { replayableAs } from '@/lib/replayable';
import { renderBehindSnapshot } from './page-snapshot';
import { keepTapsOn } from './snapshot-taps';
import { replayTap } from './tap-replay';

/** A member's /vote as the server drew it: one question open, its YES and NO marked replayable. */
const PICTURE =
  '<div class="app"><main><h1>Vote</h1><article><h2>Will the budget pass?</h2>' +
  '<button data-replay="option:q1:yes">YES</button><button data-replay="option:q1:no">NO</button></article></main></div>';

/** The page with the picture, the member's tap on it kept as snapshot-taps.ts keeps it. */
function pictureTapped(key: string) {
  document.body.innerHTML = `<div id="page-snapshot" inert aria-hidden="true">${PICTURE}</div><div id="root"></div>`;
  const snapshot = document.getElementById('page-snapshot')!;
  keepTapsOn(snapshot);
  snapshot.querySelector(`[data-replay="${key}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  return { snapshot, root: document.getElementById('root')! };
}

/** The live question's YES and NO, counting the taps they get. */
function liveOptions(questionId: string): string {
  return ['yes', 'no'].map((option) => `<button data-replay="option:${questionId}:${option}" data-taps="${questionId} ${option}">${option}</button>`).join('');
}

/** #root put in the picture's place; answers how to draw it, and each control's taps are counted in `taps`. */
function liveRoot(root: HTMLElement, taps: string[]) {
  document.getElementById('page-snapshot')!.replaceWith(root);
  root.addEventListener('click', (event) => {
    const name = (event.target as Element).getAttribute('data-taps');
    if (name) taps.push(name);
  });
  return (html: string) => (root.innerHTML = html);
}

/** MutationObserver records are delivered after the current task's microtasks. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a tap on the picture, made on the app once the app has the same control', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    history.replaceState(null, '', '/');
  });

  it("carries YES over a slow network: the route's code comes 9 s after the app starts, with no spinner meanwhile", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { snapshot, root } = pictureTapped('option:q1:yes');
    const picked: string[] = [];
    let arrive = () => {};
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    // The route's lazy chunk, as the shell's Suspense waits for it on a throttled phone.
    const VoteScreen = lazy(async () => {
      await chunk;
      return {
        default: () => (
          <article>
            <h2>Will the budget pass?</h2>
            {(['yes', 'no'] as const).map((option) => (
              <button key={option} {...replayableAs(`option:q1:${option}`)} onClick={() => picked.push(option)}>
                {option.toUpperCase()}
              </button>
            ))}
          </article>
        ),
      };
    });
    const app = (
      <div className="app">
        <main>
          <Suspense fallback={<LoadingScreen text="Loading..." />}>
            <VoteScreen />
          </Suspense>
        </main>
      </div>
    );
    await act(async () => renderBehindSnapshot({ root, snapshot, app }));

    await act(async () => vi.advanceTimersByTime(9_000));
    expect(root.isConnected).toBe(false);
    expect(document.body.textContent).not.toContain('Loading...');

    await act(async () => arrive());
    expect(root.isConnected).toBe(true);
    expect(picked).toEqual(['yes']);
  });

  it('waits for a control the app draws after the swap, taps it once, and never again as the screen redraws it', async () => {
    const { snapshot, root } = pictureTapped('option:q1:yes');
    const taps: string[] = [];
    const draw = liveRoot(root, taps);
    draw('<main><h1>Vote</h1><div class="loading-screen"><p>Loading question...</p></div></main>');

    replayTap(snapshot, root);
    await observed();
    expect(taps).toEqual([]);

    draw(`<main><h1>Vote</h1><article>${liveOptions('q1')}</article></main>`);
    await observed();
    expect(taps).toEqual(['q1 yes']);
    draw('<main><h1>Vote</h1></main>');
    draw(`<main><h1>Vote</h1><article>${liveOptions('q1')}</article></main>`);
    await observed();
    expect(taps).toEqual(['q1 yes']);
  });

  it("never taps another question's option, nor the same question's other option", async () => {
    const { snapshot, root } = pictureTapped('option:q1:yes');
    const taps: string[] = [];
    const draw = liveRoot(root, taps);
    draw(`<main><article>${liveOptions('q2')}</article><button data-replay="option:q1:no" data-taps="q1 no">NO</button></main>`);

    replayTap(snapshot, root);
    await observed();
    expect(taps).toEqual([]);
  });

  it('drops the tap when the live screen, whole, shows the question answered, even if its options came back later', async () => {
    const { snapshot, root } = pictureTapped('option:q1:yes');
    const taps: string[] = [];
    const draw = liveRoot(root, taps);
    draw('<main><h1>Vote</h1><span class="pending-part" hidden></span></main>');
    replayTap(snapshot, root);

    draw('<main><h1>Vote</h1><article><h2>Vote Recorded!</h2><p>YES 100%</p></article></main>');
    await observed();
    draw(`<main><article>${liveOptions('q1')}</article></main>`);
    await observed();
    expect(taps).toEqual([]);
  });

  it('drops the tap once the member acts on the app themselves before the control is there', async () => {
    const { snapshot, root } = pictureTapped('option:q1:yes');
    const taps: string[] = [];
    const draw = liveRoot(root, taps);
    draw('<main><h1>Vote</h1><div class="loading-screen"><p>Loading question...</p></div></main>');
    replayTap(snapshot, root);

    root.querySelector('h1')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    draw(`<main><article>${liveOptions('q1')}</article></main>`);
    await observed();
    expect(taps).toEqual([]);
  });

  it('drops the tap once the app has moved to another address, where the same question may stand', async () => {
    const { snapshot, root } = pictureTapped('option:q1:yes');
    const taps: string[] = [];
    const draw = liveRoot(root, taps);
    history.replaceState(null, '', '/vote');
    draw('<main><div class="loading-screen"><p>Loading...</p></div></main>');
    replayTap(snapshot, root);

    history.pushState(null, '', '/home');
    draw(`<main><article>${liveOptions('q1')}</article></main>`);
    await observed();
    expect(taps).toEqual([]);
  });

  it('taps nothing behind a dialog that opened before the swap, nor behind one open when the control arrives', async () => {
    const { snapshot, root } = pictureTapped('option:q1:yes');
    const taps: string[] = [];
    const draw = liveRoot(root, taps);
    draw(`<main><article>${liveOptions('q1')}</article></main>`);
    root.setAttribute('inert', '');
    replayTap(snapshot, root);
    root.removeAttribute('inert');
    draw(`<main><article>${liveOptions('q1')}</article><p>redrawn</p></main>`);
    await observed();
    expect(taps).toEqual([]);

    const { snapshot: again, root: second } = pictureTapped('option:q1:yes');
    const drawSecond = liveRoot(second, taps);
    drawSecond('<main><div class="loading-screen"><p>Loading...</p></div></main>');
    replayTap(again, second);
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" data-state="open">You were right!</div>');
    drawSecond(`<main><article>${liveOptions('q1')}</article></main>`);
    await observed();
    expect(taps).toEqual([]);
  });

  it('taps nothing when nothing was tapped on the picture', async () => {
    document.body.innerHTML = `<div id="page-snapshot">${PICTURE}</div><div id="root"></div>`;
    const taps: string[] = [];
    const root = document.getElementById('root')!;
    const draw = liveRoot(root, taps);
    draw(`<main><article>${liveOptions('q1')}</article></main>`);
    replayTap(document.createElement('div'), root);
    await observed();
    expect(taps).toEqual([]);
  });
});
