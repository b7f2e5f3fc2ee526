import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function TwoToasts() {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        toast({ title: 'Answer Submitted' });
        toast({ title: 'Copied to clipboard!' });
      }}
    >
      Go
    </button>
  );
}

describe('toasts', () => {
  it('shows at most one at a time: a new one replaces the one showing', async () => {
    render(
      <ToastProvider>
        <TwoToasts />
      </ToastProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Go' }));

    // The toast's region loads on first use, so the toast shows a moment after the click.
    expect(await screen.findByText('Copied to clipboard!')).toBeDefined();
    expect(screen.queryByText('Answer Submitted')).toBeNull();
  });

  it('refuses to be used outside its provider', () => {
    expect(() => render(<TwoToasts />)).toThrow('useToast must be used inside <ToastProvider>');
  });
});

describe('a toast whose region could not be loaded', () => {
  it('still shows, announced, and goes when dismissed: a failed chunk does not silence every message', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    render(
      <ToastProvider loadRegion={failing}>
        <TwoToasts />
      </ToastProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Go' }));

    // The region stands empty first, so that a screen reader hears the words that then come into it.
    const region = await screen.findByRole('status');
    expect(region.textContent).toBe('');
    expect(await within(region).findByText('Copied to clipboard!')).toBeDefined();
    expect(region.textContent).not.toContain('Answer Submitted');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Copied to clipboard!')).toBeNull();
  });
});
