import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider';
import { SharePanel } from './share-panel';

const text = 'IEC Bets · Day 997\nWill the GNU survive until the end of 2026?\nMy pick: YES\n⏳ Waiting for the result\nhttps://iecbets.example/\n#IECBets #SAPolitics';

function renderPanel() {
  return render(
    <ToastProvider>
      <SharePanel title="Share your prediction" text={text} link="https://iecbets.example" />
    </ToastProvider>,
  );
}

describe('the share panel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens each network in a 600x400 popup with the text', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Twitter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    await userEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));

    expect(open.mock.calls).toEqual([
      [`https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`, '_blank', 'width=600,height=400,noopener,noreferrer'],
      [
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://iecbets.example')}&quote=${encodeURIComponent(text)}`,
        '_blank',
        'width=600,height=400,noopener,noreferrer',
      ],
      [`https://wa.me/?text=${encodeURIComponent(text)}`, '_blank', 'width=600,height=400,noopener,noreferrer'],
    ]);
  });

  it("copies the text, says 'Copied to clipboard!' and shows the copied state for 2 s", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderPanel();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Copy' }));

      expect(writeText).toHaveBeenCalledWith(text);
      expect(await navigator.clipboard.readText()).toBe(text);
      expect(await screen.findByText('Copied to clipboard!')).toBeDefined();
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeDefined();
      act(() => vi.advanceTimersByTime(2_000));
      expect(screen.getByRole('button', { name: 'Copy' })).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the user to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('Failed to copy')).toBeDefined();
    expect(screen.getByText('Please try selecting and copying the text manually.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDefined();
  });
});
