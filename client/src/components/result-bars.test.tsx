import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { correctAnswerMark, ResultBars } from './result-bars';

const results = [
  { optionId: 'yes', text: 'Yes', percentage: 60, votes: 3 },
  { optionId: 'no', text: 'No', percentage: 40, votes: 2 },
];

describe('the result bars', () => {
  it("say in words which option is the user's pick, not by its colour alone", () => {
    render(<ResultBars results={results} marks={[{ optionId: 'no', label: 'Your pick' }]} label="National results" />);

    const [yes, no] = within(screen.getByRole('list', { name: 'National results' })).getAllByRole('listitem');
    expect(no!.textContent).toBe('NoYour pick40% (2 votes)');
    expect(no!.className).toContain('highlighted');
    expect(within(yes!).queryByText('Your pick')).toBeNull();
  });

  it('mark the right answer as Correct, and nothing while there is none', () => {
    const { rerender } = render(<ResultBars results={results} marks={[correctAnswerMark({ correctOptionId: 'yes' })]} label="Results" />);
    expect(screen.getAllByText('Correct')).toHaveLength(1);
    expect(screen.getByText('Correct').closest('li')?.textContent).toContain('Yes');

    rerender(<ResultBars results={results} marks={[correctAnswerMark({ correctOptionId: null })]} label="Results" />);
    expect(screen.queryByText('Correct')).toBeNull();
  });

  it('colour the right answer of a decided question and keep a wrong pick in words on a plain bar', () => {
    const marks = (correctOptionId: string | null) => [correctAnswerMark({ correctOptionId }), { optionId: 'no', label: 'Your pick' as const }];
    const { rerender } = render(<ResultBars results={results} marks={marks('yes')} label="National results" />);
    const bars = () => within(screen.getByRole('list', { name: 'National results' })).getAllByRole('listitem');
    expect(bars().map((bar) => [bar.textContent, bar.className.includes('highlighted')])).toEqual([
      ['YesCorrect60% (3 votes)', true],
      ['NoYour pick40% (2 votes)', false],
    ]);

    // Right: both words on the one bar in colour.
    rerender(<ResultBars results={results} marks={marks('no')} label="National results" />);
    expect(bars().map((bar) => [bar.textContent, bar.className.includes('highlighted')])).toEqual([
      ['Yes60% (3 votes)', false],
      ['NoCorrectYour pick40% (2 votes)', true],
    ]);

    // Still open: the pick in colour.
    rerender(<ResultBars results={results} marks={marks(null)} label="National results" />);
    expect(bars().map((bar) => [bar.textContent, bar.className.includes('highlighted')])).toEqual([
      ['Yes60% (3 votes)', false],
      ['NoYour pick40% (2 votes)', true],
    ]);
  });
});
