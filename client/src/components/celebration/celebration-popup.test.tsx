import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ANNOUNCEMENT_DELAY_MS } from '../announcement';
import { CELEBRATION_CLOSE_MS } from './celebration-timing';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CelebrationPlacement, CelebrationPopup } from './celebration-popup';
import type { Celebration } from './celebration-types';

const correct: Celebration = { type: 'correct_answer', message: 'You called it!', subtitle: 'Your prediction was right.' };

function Celebrating({ first, placement }: { first: Celebration; placement?: CelebrationPlacement }) {
  const [shown, setShown] = useState<Celebration | null>(first);
  return (
    <MemoryRouter initialEntries={['/vote']}>
      <button type="button">Share on the page</button>
      <CelebrationPopup celebration={shown} onClose={() => setShown(null)} placement={placement} />
      <p>{shown ? 'celebrating' : 'closed'}</p>
      <Routes>
        <Route path="/vote" element={<p>the vote page</p>} />
        <Route path="/scoring" element={<p>the scoring page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('the celebration popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the message and subtitle as a modal with 12 confetti dots and the type’s icon', () => {
    render(<Celebrating first={correct} />);

    const dialog = screen.getByRole('dialog', { name: 'You called it!' });
    expect(dialog.textContent).toContain('Your prediction was right.');
    expect(dialog.querySelectorAll('.confetti-dot')).toHaveLength(12);
    expect(dialog.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('trophy');
  });

  it('gives the focus back to where the player was once it closes itself', () => {
    function ArrivingLater() {
      const [shown, setShown] = useState<Celebration | null>(null);
      return (
        <MemoryRouter>
          <button type="button" onClick={() => setShown(correct)}>
            Where the player was
          </button>
          <CelebrationPopup celebration={shown} onClose={() => setShown(null)} />
        </MemoryRouter>
      );
    }
    render(<ArrivingLater />);
    const before = screen.getByRole('button', { name: 'Where the player was' });
    before.focus();
    // The resolution arrives (over /ws, in the app): the modal takes the focus.
    fireEvent.click(before);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);

    act(() => vi.advanceTimersByTime(CELEBRATION_CLOSE_MS + 1_000));
    // Radix moves the focus a moment after the dialog has gone.
    act(() => vi.advanceTimersByTime(1));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('uses the icon it is given over the type’s own', () => {
    render(<Celebrating first={{ type: 'interaction', message: 'Nice!', subtitle: 'Thanks.', icon: 'star' }} />);

    expect(screen.getByRole('dialog').querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('star');
  });

  it('shows the cash-prize notice 2 s after opening, and closes itself after the 4 s bar and 1 s more', () => {
    render(<Celebrating first={correct} />);

    act(() => vi.advanceTimersByTime(1_999));
    // Only its unseen copy, which keeps its room so that Close does not move when it comes.
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByText(/earn real cash rewards/).closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'How scoring works' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Top users and the best predictors earn real cash rewards! How scoring works');
    expect(screen.getAllByText(/earn real cash rewards/)).toHaveLength(1);

    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.getByRole('dialog')).toBeDefined();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('closed')).toBeDefined();
  });

  it('links the cash-prize notice to how scoring works, and closes on the way there', () => {
    render(<Celebrating first={correct} />);
    act(() => vi.advanceTimersByTime(2_000));

    const link = screen.getByRole('link', { name: 'How scoring works' });
    expect(link.getAttribute('href')).toBe('/scoring');
    expect(link.closest('.celebration-cash')?.textContent).toContain('earn real cash rewards');
    act(() => link.click());

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('the scoring page')).toBeDefined();
  });

  it('holds itself open while the pointer rests on it, then gives back only the time that was left', () => {
    render(<Celebrating first={correct} />);
    act(() => vi.advanceTimersByTime(3_000));

    const dialog = screen.getByRole('dialog');
    act(() => fireEvent.pointerMove(dialog));
    expect(dialog.hasAttribute('data-held')).toBe(true);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('dialog')).toBeDefined();

    act(() => fireEvent.pointerLeave(dialog));
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByRole('dialog')).toBeDefined();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds itself open once a key is pressed in it, for a keyboard on its way to the scoring link', () => {
    render(<Celebrating first={correct} />);
    act(() => vi.advanceTimersByTime(2_500));

    act(() => fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Tab', shiftKey: true }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('dialog').hasAttribute('data-held')).toBe(true);

    act(() => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes at once from its Close button', () => {
    render(<Celebrating first={correct} />);

    act(() => screen.getByRole('button', { name: 'Close' }).click());

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // That a press elsewhere puts it away is checked in a real browser (client/e2e/results-history.e2e.test.ts).
  it('leaves the page in view, in reach and in focus when it shows at the foot', () => {
    render(<Celebrating first={{ type: 'interaction', message: 'Prediction Locked In!', subtitle: 'Thanks.' }} placement="foot" />);
    const share = screen.getByRole('button', { name: 'Share on the page' });
    share.focus();

    const cheer = screen.getByRole('dialog', { name: 'Prediction Locked In!' });
    expect(cheer.className).toContain('celebration-foot');
    expect(document.querySelector('.dialog-overlay')).toBeNull();
    // A modal hides the rest of the page from assistive technology and takes the focus; the foot does neither.
    expect(share.closest('[aria-hidden="true"]')).toBeNull();
    expect(document.activeElement).toBe(share);
    expect(cheer.querySelectorAll('.confetti-dot')).toHaveLength(12);
    // Taking no focus, it tells screen readers what it shows: into a live region that was there before its words.
    const status = screen.getAllByRole('status').find((region) => !region.closest('.celebration-cash-slot'))!;
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_DELAY_MS));
    expect(status.textContent).toBe("Prediction Locked In! Thanks.");
  });

  it('announces the cash-prize notice at the foot into a live region that was there before its words, taking no room till then', () => {
    render(<Celebrating first={correct} placement="foot" />);
    const cashRegion = screen.getAllByRole('status').find((status) => status.closest('.celebration-cash-slot'));
    expect(cashRegion?.textContent).toBe('');
    expect(screen.queryByText(/earn real cash rewards/)).toBeNull();

    act(() => vi.advanceTimersByTime(2_000));
    expect(cashRegion?.isConnected).toBe(true);
    expect(cashRegion?.textContent).toBe('Top users and the best predictors earn real cash rewards! How scoring works');
  });

  it('takes the focus and hides the page behind it as the SPEC\'s modal in the centre', () => {
    render(<Celebrating first={correct} />);

    const dialog = screen.getByRole('dialog', { name: 'You called it!' });
    expect(dialog.className).toContain('dialog-content');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Share on the page', hidden: true }).closest('[aria-hidden="true"]')).not.toBeNull();
    // Announced as the focus moves into it: its only live region is the cash notice's, empty until it is due.
    expect(screen.getAllByRole('status', { hidden: true }).map((status) => status.textContent)).toEqual(['']);
  });

  it('stays at the foot while the keyboard is in it, and takes up its time again once the focus leaves', () => {
    render(<Celebrating first={{ type: 'interaction', message: 'Prediction Locked In!', subtitle: 'Thanks.' }} placement="foot" />);
    const cheer = screen.getByRole('dialog', { name: 'Prediction Locked In!' });
    act(() => vi.advanceTimersByTime(3_000));

    act(() => within(cheer).getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('dialog', { name: 'Prediction Locked In!' })).toBeDefined();

    act(() => screen.getByRole('button', { name: 'Share on the page' }).focus());
    act(() => vi.advanceTimersByTime(CELEBRATION_CLOSE_MS - 3_000 - 1));
    expect(screen.getByRole('dialog')).toBeDefined();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
