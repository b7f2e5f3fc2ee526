import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aQuestion } from '@/test-support/fixtures';
import { AnsweredCard } from './answered-card';

const card = (question: ReturnType<typeof aQuestion>) =>
  render(
    <MemoryRouter>
      <AnsweredCard question={question} optionId="yes" />
    </MemoryRouter>,
  );
const bars = () => within(screen.getByRole('list', { name: /^National results/ })).getAllByRole('listitem');

describe('the card of a question answered on Home', () => {
  it('marks the pick, and says the result comes with the resolution, while the question is open', () => {
    card(aQuestion({ totalVotes: 3 }));
    expect(bars().map((bar) => [bar.textContent?.startsWith('YesYour pick'), bar.className.includes('highlighted')])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(screen.getByText(/3 South Africans voted · the result comes when the question is resolved/)).toBeDefined();
  });

  it('marks the right answer once the question is resolved while the card is on screen, and no longer promises it', () => {
    card(aQuestion({ totalVotes: 3, isResolved: true, correctOptionId: 'no' }));
    const [yes, no] = bars();
    expect(within(no!).getByText('Correct')).toBeDefined();
    expect(no!.className).toContain('highlighted');
    expect(within(yes!).getByText('Your pick')).toBeDefined();
    expect(yes!.className).not.toContain('highlighted');
    expect(screen.queryByText(/the result comes when the question is resolved/)).toBeNull();
  });
});
