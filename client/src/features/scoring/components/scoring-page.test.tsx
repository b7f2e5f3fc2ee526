import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { renderApp } from '@/test-support/render-app';

/** The label and sum of each line of one outcome of the worked example. */
const sums = (outcome: HTMLElement) =>
  Object.fromEntries(within(outcome).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('How scoring works', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));
  });
  afterEach(() => server.close());

  it("is one click from any page's footer, for a visitor too, and names the rule in force", async () => {
    const user = userEvent.setup();
    renderApp(server, '/privacy');
    await user.click(await within(await screen.findByRole('contentinfo')).findByRole('link', { name: 'How scoring works' }));

    // The privacy notice's heading stays until the new screen has come: wait for the new one by name.
    expect(await screen.findByRole('heading', { level: 1, name: 'How scoring works' })).toBeDefined();
    expect(screen.getAllByText('crowd-brier-v1').length).toBeGreaterThan(0);
  });

  it("says why most players' points are below zero, with the rule's own figures for an even split", async () => {
    renderApp(server, '/scoring');

    const section = await screen.findByRole('region', { name: 'Why most players’ points are below zero' });
    expect(section.textContent).toContain('a right answer earns +25.0 and a wrong one costs −75.0');
    expect(section.textContent).toContain('you need to be right 75% of the time');
    expect(section.textContent).toContain('Right half the time, as the crowd expects, you lose 25.0 points a question on average.');
  });

  it('works the example through: 80% said Yes, you said No; +64.0 if No happened, −96.0 if Yes did, +4.0 for following the crowd', async () => {
    renderApp(server, '/scoring');

    const example = await screen.findByRole('region', { name: 'A worked example' });
    expect(within(example).getByText(/80% of South Africans who had answered said Yes/)).toBeDefined();
    expect(sums(within(example).getByRole('region', { name: 'It turned out No' }))).toEqual({
      'The crowd’s Brier score': '(0.80 − 0)² = 0.64',
      Yours: '0 (you were right)',
      'Your points': '100 × (0.64 − 0) = +64.0',
    });
    expect(sums(within(example).getByRole('region', { name: 'It turned out Yes' }))).toEqual({
      'The crowd’s Brier score': '(0.80 − 1)² = 0.04',
      Yours: '1 (you were wrong)',
      'Your points': '100 × (0.04 − 1) = −96.0',
    });
    expect(within(example).getByText(/you would have earned only/).textContent).toContain('+4.0');
  });

  it('explains the ranking score with the +10, the 3-answer threshold, the boards, and where to verify the log', async () => {
    renderApp(server, '/scoring');

    const ranking = await screen.findByRole('region', { name: 'From points to a rank' });
    expect(ranking.textContent).toContain('total points ÷ (your resolved answers + 10)');
    const players = within(ranking).getAllByRole('listitem').map((item) => item.textContent);
    // 64 ÷ 11 and 200 ÷ 30: the long record ranks above the one lucky answer.
    expect(players).toEqual(['One lucky answer worth +64.0: 64 ÷ (1 + 10) = 5.82', '20 answers worth +200.0 in all: 200 ÷ (20 + 10) = 6.67']);
    expect(within(ranking).getByText('3 of your answers')).toBeDefined();
    const boards = screen.getByRole('region', { name: 'The boards' });
    expect(within(boards).getByText(/one calendar month, South African time/)).toBeDefined();
    expect(within(boards).getByText(/one research topic/)).toBeDefined();
    const versions = screen.getByRole('region', { name: 'A rule with a name, never changed in secret' });
    expect(within(versions).getByRole('link', { name: 'see how to verify our history' }).getAttribute('href')).toBe('/verify');
  });
});
