import { PAGE_SNAPSHOT_ID } from '@iec-bets/contracts';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { REPLAY_ATTRIBUTE as MARKED_BY_THE_APP, replayableAs } from '@/lib/replayable';
import { renderBehindSnapshot } from './page-snapshot';
import { TAPPED_ATTRIBUTE as READ_MARK } from './tap-replay';
import { keepTapsOn, REPLAY_ATTRIBUTE, SNAPSHOT_ELEMENT_ID, TAPPED_ATTRIBUTE } from './snapshot-taps';

/**
 * Two questions open, each with YES and NO marked replayable, a search box and a button that changes data, as the
 * server draws a member's screen. The counts are as they stood when the page was drawn.
 */
const PICTURE =
  '<main><article><h2>Will turnout pass 60%?</h2><button data-replay="option:q1:yes">YES 50% · 1 vote</button><button data-replay="option:q1:no">NO</button></article>' +
  '<article><h2>Will the budget pass?</h2><button data-replay="option:q2:yes">YES</button><button data-replay="option:q2:no">NO</button></article>' +
  '<form><input name="search"><button>Send Friend Request</button></form><a href="/leaderboard">Leaders</a></main>';

function memberPage() {
  document.body.innerHTML = `<div id="page-snapshot" inert aria-hidden="true">${PICTURE}</div><div id="root"></div>`;
  return { snapshot: document.getElementById('page-snapshot')!, root: document.getElementById('root')! };
}

const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const tapped = (snapshot: Element) => [...snapshot.querySelectorAll('[data-tapped]')];

describe('a tap on the picture of a member screen, kept until the app takes over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('names the same element and marks as the page and the app', () => {
    expect(SNAPSHOT_ELEMENT_ID).toBe(PAGE_SNAPSHOT_ID);
    expect(TAPPED_ATTRIBUTE).toBe(READ_MARK);
    expect(REPLAY_ATTRIBUTE).toBe(MARKED_BY_THE_APP);
  });

  it('lets the picture be tapped, still out of the keyboard and hidden from assistive technology, and marks the last replayable control tapped', () => {
    const { snapshot } = memberPage();
    keepTapsOn(snapshot);
    expect(snapshot.hasAttribute('inert')).toBe(false);
    expect(snapshot.getAttribute('aria-hidden')).toBe('true');
    expect([...snapshot.querySelectorAll('button, a, input')].map((element) => element.getAttribute('tabindex'))).toEqual(Array(7).fill('-1'));

    const [firstYes, , secondYes] = snapshot.querySelectorAll('button');
    expect(tap(firstYes!)).toBe(false);
    tap(secondYes!);
    expect(tapped(snapshot)).toEqual([secondYes]);
    // A tap beside the controls keeps what was tapped before.
    tap(snapshot.querySelector('h2')!);
    expect(tapped(snapshot)).toEqual([secondYes]);
  });

  it('takes no focus and keeps nothing of a control that is not replayable: a search box, a button that changes data, a link', () => {
    const { snapshot } = memberPage();
    keepTapsOn(snapshot);
    const pressed = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    snapshot.querySelector('input')!.dispatchEvent(pressed);
    expect(pressed.defaultPrevented).toBe(true);
    for (const control of [snapshot.querySelector('input')!, snapshot.querySelector('form button')!, snapshot.querySelector('a')!]) {
      expect(tap(control)).toBe(false);
    }
    expect(tapped(snapshot)).toEqual([]);
  });

  it("taps the app's control of the same key, though its counts have moved on: the second question's YES, not the first's", async () => {
    const { snapshot, root } = memberPage();
    keepTapsOn(snapshot);
    tap(snapshot.querySelector('[data-replay="option:q2:yes"]')!);
    const picked: string[] = [];
    const question = (id: string, votes: number) => (
      <article>
        {(['yes', 'no'] as const).map((option) => (
          <button key={option} {...replayableAs(`option:${id}:${option}`)} onClick={() => picked.push(`${id} ${option}`)}>
            {option.toUpperCase()} {votes} votes
          </button>
        ))}
      </article>
    );

    await act(async () => renderBehindSnapshot({ root, snapshot, app: <main>{question('q1', 7)}{question('q2', 3)}</main> }));

    expect(root.isConnected).toBe(true);
    expect(picked).toEqual(['q2 yes']);
  });
});
