import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusKept } from './use-focus-kept';

function Rows() {
  const region = useFocusKept<HTMLElement>();
  const [rows, setRows] = useState(['First', 'Second']);
  return (
    <section ref={region} aria-label="Rows">
      {rows.map((row) => (
        <button key={row} type="button" onClick={() => setRows((all) => all.filter((other) => other !== row))}>
          Done with {row}
        </button>
      ))}
      <input aria-label="Elsewhere" />
    </section>
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
});
