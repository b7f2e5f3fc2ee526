import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PendingButton } from './pending-button';

/** A form whose Save sends a request that stays on its way until the test says it is back. */
function SaveForm({ submitted }: { submitted: string[] }) {
  const [pending, setPending] = useState(false);
  const save = (event: FormEvent) => {
    event.preventDefault();
    submitted.push('save');
    setPending(true);
  };
  return (
    <form onSubmit={save}>
      <label>
        Name <input name="name" />
      </label>
      <PendingButton type="submit" className="button primary" pending={pending}>
        {pending ? 'Saving...' : 'Save'}
      </PendingButton>
      <button type="button" onClick={() => setPending(false)}>
        Request back
      </button>
    </form>
  );
}

describe('a button whose request is on its way', () => {
  it('keeps the keyboard on it while the request is out, says so, and takes no second press', async () => {
    const submitted: string[] = [];
    const user = userEvent.setup();
    render(<SaveForm submitted={submitted} />);

    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');

    const button = screen.getByRole('button', { name: 'Saving...' });
    // A disabled button would have handed the focus to the page: the keyboard user would start again from the top.
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(submitted).toEqual(['save']);
  });

  it('takes no submission by Enter in a field of its form either, until the request is back', async () => {
    const submitted: string[] = [];
    const user = userEvent.setup();
    render(<SaveForm submitted={submitted} />);

    await user.type(screen.getByLabelText('Name'), 'Thandi{Enter}');
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(submitted).toEqual(['save']);

    await user.click(screen.getByRole('button', { name: 'Request back' }));
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(submitted).toEqual(['save', 'save']);
  });
});
