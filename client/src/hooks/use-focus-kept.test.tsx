import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusKept } from './use-focus-kept';

function Rows() {
  const region = useFocusKept<HTMLElement>();
  const [rows, setRows] = useState(['First', 'Second']);
  return (
    <>
      <section ref={region} aria-label="Rows">
        {rows.map((row) => (
          <button key={row} type="button" onClick={() => setRows((all) => all.filter((other) => other !== row))}>
            Done with {row}
          </button>
        ))}
      </section>
      {/* What a refresh does: the row goes, whoever has the focus. */}
      <button type="button" onClick={() => setRows((all) => all.slice(1))}>
        Refreshed
      </button>
    </>
  );
}

describe('the focus kept in a region whose rows come and go', () => {
  it('moves to the region when the control it was on goes away, and is not a Tab stop of its own', async () => {
    const user = userEvent.setup();
    render(<Rows />);

    await user.click(screen.getByRole('button', { name: 'Done with First' }));

    const region = screen.getByRole('region', { name: 'Rows' });
    expect(document.activeElement).toBe(region);
    expect(region.tabIndex).toBe(-1);
  });

  it('leaves the focus where the user took it when a row they once pressed goes later', async () => {
    render(<Rows />);
    const first = screen.getByRole('button', { name: 'Done with First' });
    first.focus();
    // The user clicks on the page's text (the focus goes to its body); a minute later a refresh takes the row away.
    first.blur();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A click event alone, as a refresh would come: no focus moves.
    fireEvent.click(screen.getByRole('button', { name: 'Refreshed' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Done with First' })).toBeNull());

    expect(document.activeElement).toBe(document.body);
  });
});
