import { PAGE_SNAPSHOT_ID } from '@iec-bets/contracts';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBehindSnapshot, replayTap, TAPPED_ATTRIBUTE as READ_MARK } from './page-snapshot';
import { keepTapsOn, SNAPSHOT_ELEMENT_ID, TAPPED_ATTRIBUTE } from './snapshot-taps';

/** Two questions open, each with YES and NO, as home shows them to a member: in the picture, or in the app. */
const TWO_QUESTIONS =
  '<main><article><h2>Will turnout pass 60%?</h2><button>YES</button><button>NO</button></article>' +
  '<article><h2>Will the budget pass?</h2><button>YES</button><button>NO</button></article><a href="/leaderboard">Leaders</a></main>';

function memberPage(picture = TWO_QUESTIONS) {
  document.body.innerHTML = `<div id="page-snapshot" inert aria-hidden="true">${picture}</div><div id="root"></div>`;
  return { snapshot: document.getElementById('page-snapshot')!, root: document.getElementById('root')! };
}

const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('a tap on the picture of a member screen, kept until the app takes over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('names the same element and mark as the page and the app read', () => {
    expect(SNAPSHOT_ELEMENT_ID).toBe(PAGE_SNAPSHOT_ID);
    expect(TAPPED_ATTRIBUTE).toBe(READ_MARK);
  });

  it('lets the picture be tapped, still out of the keyboard and hidden from assistive technology, and marks the last control tapped', () => {
    const { snapshot } = memberPage();
    keepTapsOn(snapshot);
    expect(snapshot.hasAttribute('inert')).toBe(false);
    expect(snapshot.getAttribute('aria-hidden')).toBe('true');
    expect([...snapshot.querySelectorAll('button, a')].map((element) => element.getAttribute('tabindex'))).toEqual(Array(5).fill('-1'));

    const [firstYes, , secondYes] = snapshot.querySelectorAll('button');
    expect(tap(firstYes!)).toBe(false);
    tap(secondYes!);
    expect([...snapshot.querySelectorAll('[data-tapped]')]).toEqual([secondYes]);
    // A tap beside the controls keeps what was tapped before.
    tap(snapshot.querySelector('h2')!);
    expect([...snapshot.querySelectorAll('[data-tapped]')]).toEqual([secondYes]);
  });

  it('leaves a link to work as a link', () => {
    const { snapshot } = memberPage();
    keepTapsOn(snapshot);
    // Not cancelled: the browser goes to the page it names.
    expect(tap(snapshot.querySelector('a')!)).toBe(true);
    expect(snapshot.querySelector('[data-tapped]')).toBeNull();
  });

  it("clicks the app's own control that matches the one tapped: the second question's YES, not the first's", async () => {
    const { snapshot, root } = memberPage();
    keepTapsOn(snapshot);
    tap(snapshot.querySelectorAll('button')[2]!);
    const picked: string[] = [];
    function Home() {
      const [shown] = useState(true);
      const question = (text: string) => (
        <article>
          <h2>{text}</h2>
          <button onClick={() => picked.push(`${text} YES`)}>YES</button>
          <button onClick={() => picked.push(`${text} NO`)}>NO</button>
        </article>
      );
      return shown ? <main>{question('Will turnout pass 60%?')}{question('Will the budget pass?')}<a href="/leaderboard">Leaders</a></main> : null;
    }

    await act(async () => renderBehindSnapshot({ root, snapshot, app: <Home /> }));

    expect(root.isConnected).toBe(true);
    expect(picked).toEqual(['Will the budget pass? YES']);
  });

  it('clicks nothing when the app no longer holds the controls the picture did: better no tap than the wrong one', () => {
    const { snapshot } = memberPage();
    keepTapsOn(snapshot);
    tap(snapshot.querySelectorAll('button')[2]!);
    const app = document.createElement('div');
    // A question fewer: which YES was meant cannot be told.
    app.innerHTML = '<main><article><h2>Will turnout pass 60%?</h2><button>YES</button><button>NO</button></article></main>';
    let clicked = false;
    app.querySelector('button')!.addEventListener('click', () => (clicked = true));

    replayTap(snapshot, app);

    expect(clicked).toBe(false);
  });
});
