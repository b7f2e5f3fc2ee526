import * as Dialog from '@radix-ui/react-dialog';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

function AnotherToast() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Download Failed', variant: 'destructive' })}>
      Fail
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

  it.each([
    ['loaded before the dialog opened', true],
    ['loaded while the dialog is open', false],
  ])('keeps a toast over a modal dialog within reach, its region %s', async (_, loadedFirst) => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <TwoToasts />
        <Dialog.Root>
          <Dialog.Trigger>Open</Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Content aria-describedby={undefined}>
              <Dialog.Title>Delete Account</Dialog.Title>
              <AnotherToast />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </ToastProvider>,
    );
    if (loadedFirst) {
      await user.click(screen.getByRole('button', { name: 'Go' }));
      // A click without the pointer's own events, which Radix's swipe handling meets with APIs jsdom lacks.
      fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(screen.queryByText('Copied to clipboard!')).toBeNull());
    }

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fail' }));

    // Found by its role: not hidden from assistive technology with the page behind the dialog.
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Download Failed')).toBeNull());
    expect(screen.getByRole('dialog')).toBeDefined();
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
