import type { ResultsHistoryPoint } from '@iec-bets/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { ResultsHistory } from './results-history';
import { YesShareChart } from './yes-share-chart';

// Times in UTC; the chart writes them in South African time (two hours ahead).
const points: ResultsHistoryPoint[] = [
  { at: '2026-11-24T08:00:00.000Z', yesShare: null, yesVotes: 0, totalVotes: 0 },
  { at: '2026-11-24T09:59:59.999Z', yesShare: 1, yesVotes: 2, totalVotes: 2 },
  { at: '2026-11-24T11:59:59.999Z', yesShare: 0.4, yesVotes: 2, totalVotes: 5 },
  { at: '2026-11-24T13:59:59.999Z', yesShare: 0.5, yesVotes: 500, totalVotes: 1000 },
  { at: '2026-11-24T16:00:00.000Z', yesShare: 0.6234, yesVotes: 1247, totalVotes: 2000 },
];
const label = 'Yes share over time: Will turnout pass 60%?';
/** Numbers as en-ZA writes them (a space between thousands). */
const n = (count: number) => count.toLocaleString('en-ZA');
/** What the readout above the chart says. */
const readout = () => document.querySelector('.yes-share-readout')?.textContent;
/** The labels under the chart's two ends. */
const axis = () => [...document.querySelectorAll('.yes-share-axis span')].map((label) => label.textContent);

describe('the Yes share chart', () => {
  it('opens on the split as it stands, with a summary of the whole series for screen readers', () => {
    render(<YesShareChart points={points} closed={false} label={label} />);
    const slider = screen.getByRole('slider', { name: label });
    expect(slider.getAttribute('aria-valuetext')).toBe(`Now: 62% Yes of ${n(2000)} votes`);
    expect(readout()).toBe(`62% Yes${n(2000)} votes · Now`);
    expect(axis()).toEqual(['24 Nov, 10:00', 'Now']);

    const summary = document.getElementById(slider.getAttribute('aria-describedby')!)!;
    expect(summary.textContent).toBe(
      'The Yes share started at 100% on 24 Nov 2026, 11:59, was lowest at 40% on 24 Nov 2026, 13:59 and highest at 100% on ' +
        `24 Nov 2026, 11:59; it is now 62% Yes of ${n(2000)} votes. Use the arrow keys to move through time.`,
    );
    const table = screen.getByRole('table', { name: label });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      '24 Nov 2026, 10:00no votes yet0',
      '24 Nov 2026, 11:59100%2',
      '24 Nov 2026, 13:5940%5',
      `24 Nov 2026, 15:5950%${n(1000)}`,
      `24 Nov 2026, 18:0062%${n(2000)}`,
    ]);
  });

  it('puts the moments its summary names in its table, among the rows spread over a long series', () => {
    // 30 moments a minute apart from 10:00: nobody at first, the first votes at 10:01, the lowest share at 10:04 and
    // the highest at 10:20, none of them among the ten rows spread evenly over the series.
    const share = (minute: number) => (minute === 0 ? null : minute === 4 ? 0.1 : minute === 20 ? 0.9 : 0.5);
    const long = Array.from({ length: 30 }, (_, minute) => ({
      at: new Date(Date.UTC(2026, 10, 24, 8, minute)).toISOString(),
      yesShare: share(minute),
      yesVotes: minute * 5,
      totalVotes: minute * 10,
    }));
    render(<YesShareChart points={long} closed label={label} />);
    const summary = document.getElementById(screen.getByRole('slider', { name: label }).getAttribute('aria-describedby')!)!;
    expect(summary.textContent).toContain(
      'started at 50% on 24 Nov 2026, 10:01, was lowest at 10% on 24 Nov 2026, 10:04 and highest at 90% on 24 Nov 2026, 10:20;',
    );
    const times = within(screen.getByRole('table', { name: label }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('th, td')?.textContent?.slice(-5));
    expect(times).toEqual(['10:00', '10:01', '10:03', '10:04', '10:06', '10:10', '10:13', '10:16', '10:19', '10:20', '10:23', '10:26', '10:29']);
  });

  it('moves through time with the arrow keys, Home and End, showing the share and votes at each moment', async () => {
    const user = userEvent.setup();
    render(<YesShareChart points={points} closed={false} label={label} />);
    const slider = screen.getByRole('slider', { name: label });
    await user.tab();
    expect(document.activeElement).toBe(slider);

    await user.keyboard('{ArrowLeft}');
    expect(slider.getAttribute('aria-valuetext')).toBe(`24 Nov 2026, 15:59: 50% Yes of ${n(1000)} votes`);
    expect(readout()).toBe(`50% Yes${n(1000)} votes · 24 Nov 2026, 15:59`);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(slider.getAttribute('aria-valuetext')).toBe('24 Nov 2026, 11:59: 100% Yes of 2 votes');
    await user.keyboard('{Home}');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(slider.getAttribute('aria-valuetext')).toBe('24 Nov 2026, 10:00: no votes yet');
    expect(readout()).toBe('No votes yet24 Nov 2026, 10:00');
    await user.keyboard('{ArrowLeft}');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(slider.getAttribute('aria-valuetext')).toBe('24 Nov 2026, 13:59: 40% Yes of 5 votes');
    await user.keyboard('{End}');
    expect(slider.getAttribute('aria-valuetext')).toBe(`Now: 62% Yes of ${n(2000)} votes`);
  });

  describe('with a pointer', () => {
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
        left: 100, top: 0, width: 400, height: 120, right: 500, bottom: 120, x: 100, y: 0, toJSON: () => ({}),
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('jumps to the moment nearest the press, follows a mouse over the chart and goes back when it leaves', () => {
      render(<YesShareChart points={points} closed label={label} />);
      const slider = screen.getByRole('slider', { name: label });
      expect(slider.getAttribute('aria-valuetext')).toBe(`Final, 24 Nov 2026, 18:00: 62% Yes of ${n(2000)} votes`);
      // A closed question's chart ends at its last vote; the same day needs no second date.
      expect(axis()).toEqual(['24 Nov, 10:00', '18:00']);

      // Half-way across the 8 hours is 12:00 UTC, nearest the point just before it.
      fireEvent.pointerDown(slider, { clientX: 300, pointerId: 1, pointerType: 'touch' });
      expect(slider.getAttribute('aria-valuetext')).toBe('24 Nov 2026, 13:59: 40% Yes of 5 votes');

      fireEvent.pointerMove(slider, { clientX: 120, pointerType: 'mouse', buttons: 0 });
      expect(slider.getAttribute('aria-valuetext')).toBe('24 Nov 2026, 10:00: no votes yet');
      fireEvent.pointerLeave(slider);
      expect(slider.getAttribute('aria-valuetext')).toBe('24 Nov 2026, 13:59: 40% Yes of 5 votes');
    });
  });

  it('says why there is no line when every vote came in after the moment before the last, in place of a plot empty but for a dot', () => {
    const published = { at: '2026-11-24T08:00:00.000Z', yesShare: null, yesVotes: 0, totalVotes: 0 };
    const { rerender } = render(
      <YesShareChart points={[published, { at: '2026-11-24T08:00:40.000Z', yesShare: 0.75, yesVotes: 3, totalVotes: 4 }]} closed label={label} />,
    );
    expect(screen.getByText('All 4 votes came in within a minute, too close together to draw a line.')).toBeDefined();
    expect(readout()).toBe('75% Yes4 votes · Final, 24 Nov 2026, 10:00');
    expect(screen.queryByRole('slider')).toBeNull();

    rerender(<YesShareChart points={[published, { at: '2026-11-24T09:00:00.000Z', yesShare: 1, yesVotes: 1, totalVotes: 1 }]} closed={false} label={label} />);
    expect(screen.getByText('One vote so far: the line grows as time goes on.')).toBeDefined();

    // Open, the window named is the one since the chart's moment before now: here the last two hours and a bit.
    const sampled = { at: '2026-11-24T09:59:59.999Z', yesShare: null, yesVotes: 0, totalVotes: 0 };
    rerender(
      <YesShareChart points={[published, sampled, { at: '2026-11-24T12:10:00.000Z', yesShare: 0.5, yesVotes: 20, totalVotes: 40 }]} closed={false} label={label} />,
    );
    expect(screen.getByText('All 40 votes so far came in within the last 3 hours: the line grows as time goes on.')).toBeDefined();

    // Two moments with votes make a line, and need no word.
    rerender(<YesShareChart points={points} closed={false} label={label} />);
    expect(document.querySelector('.yes-share-note')).toBeNull();
    expect(screen.getByRole('slider', { name: label })).toBeDefined();
  });

  it('says nobody has voted yet when nobody has', () => {
    render(<YesShareChart points={[{ at: '2026-11-24T08:00:00.000Z', yesShare: null, yesVotes: 0, totalVotes: 0 }]} closed={false} label={label} />);
    expect(screen.getByRole('slider', { name: label }).getAttribute('aria-valuetext')).toBe('Now: no votes yet');
    expect(screen.getByText(/Nobody has voted yet/)).toBeDefined();
  });
});

describe('the Yes share over time of a question', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
  });
  afterEach(() => server.close());

  it("loads the question's history and shows it as the chart", async () => {
    server.on('GET /api/questions/q-1/results-history', { body: { questionId: 'q-1', points } });
    renderWithProviders(server, <ResultsHistory questionId="q-1" closed={false} label={label} />);
    const slider = await screen.findByRole('slider', { name: label });
    expect(slider.getAttribute('aria-valuetext')).toBe(`Now: 62% Yes of ${n(2000)} votes`);
    expect(screen.getByRole('figure', { name: 'Yes share over time' })).toBeDefined();
  });

  it('leaves the chart out when its history cannot be read, as the results show without it', async () => {
    server.on('GET /api/questions/q-1/results-history', errorReply(404, 'We could not find that question'));
    renderWithProviders(server, <ResultsHistory questionId="q-1" closed label={label} />);
    await vi.waitFor(() => expect(server.requests.some((request) => request.path.endsWith('/results-history'))).toBe(true));
    await vi.waitFor(() => expect(document.querySelector('[aria-busy]')).toBeNull());
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
