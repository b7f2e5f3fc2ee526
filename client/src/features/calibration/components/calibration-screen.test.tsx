import type { CalibrationBin, NationalCalibration, TrackRecord } from '@iec-bets/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

const emptyBins = (): CalibrationBin[] =>
  Array.from({ length: 10 }, (_, index) => ({
    from: index / 10,
    to: (index + 1) / 10,
    questions: 0,
    yesOutcomes: 0,
    meanYesShare: null,
    yesRate: null,
  }));

function aCalibration(): NationalCalibration {
  const bins = emptyBins();
  bins[2] = { ...bins[2]!, questions: 4, yesOutcomes: 1, meanYesShare: 0.24, yesRate: 0.25 };
  bins[7] = { ...bins[7]!, questions: 3, yesOutcomes: 2, meanYesShare: 0.74, yesRate: 2 / 3 };
  return { resolvedQuestions: 7, yesOutcomes: 3, crowdBrier: 0.1834, bins };
}

const noCalibration: NationalCalibration = { resolvedQuestions: 0, yesOutcomes: 0, crowdBrier: null, bins: emptyBins() };

const aRecord = (overrides: Partial<TrackRecord> = {}): TrackRecord => ({
  userId: 'user-1',
  resolvedAnswers: 4,
  correctAnswers: 3,
  userBrier: 0.25,
  crowdBrier: 0.2113,
  ...overrides,
});

/**
 * A row of the chart's table: its label, its rate, and its count as shown and as a screen reader reads it (the
 * count's two spans).
 */
const rowCells = (table: HTMLElement, label: string) => {
  const row = within(table).getByRole('rowheader', { name: label }).closest('tr')!;
  const [header, rate, count] = [...row.querySelectorAll('th, td')];
  return [header!.textContent, rate!.textContent, ...[...count!.querySelectorAll('span')].map((span) => span.textContent)];
};

describe('How well does South Africa predict?', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: null });
    server.on('GET /api/calibration', { body: aCalibration() });
    server.on('GET /api/users/user-1/track-record', { body: aRecord() });
  });
  afterEach(() => server.close());

  it("shows a visitor the nation's calibration as a table of every bin, with counts per bin", async () => {
    renderApp(server, '/calibration');

    expect(await screen.findByRole('heading', { level: 1, name: 'How well does South Africa predict?' })).toBeDefined();
    const table = await screen.findByRole('table', { name: 'How often Yes happened, by the share of South Africans who said Yes' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      '0–10%', '10–20%', '20–30%', '30–40%', '40–50%', '50–60%', '60–70%', '70–80%', '80–90%', '90–100%',
    ]);
    expect(rowCells(table, '20–30%')).toEqual(['20–30%', '25%', '1 / 4', '1 Yes of 4 questions']);
    expect(rowCells(table, '70–80%')).toEqual(['70–80%', '67%', '2 / 3', '2 Yes of 3 questions']);
    expect(rowCells(table, '50–60%')).toEqual(['50–60%', '–', '0 / 0', '0 Yes of 0 questions']);
    expect(screen.getByText(/7 resolved questions; Yes happened in 3 \(43%\)/)).toBeDefined();
  });

  it("gives the crowd's Brier score in plain words: lower is better, 0 perfect, 0.25 for always saying 50%", async () => {
    renderApp(server, '/calibration');

    const brier = await screen.findByRole('region', { name: "The crowd's Brier score" });
    expect(within(brier).getByText('0.18')).toBeDefined();
    expect(within(brier).getByText(/over 7 resolved questions: better than always saying 50%/)).toBeDefined();
    expect(brier.textContent).toContain('Lower is better.');
    expect(brier.textContent).toContain('0 is perfect');
    expect(brier.textContent).toContain('0.25 is what always saying 50–50 scores.');
  });

  it('invites a visitor to sign in for their own record, and asks the server for none', async () => {
    renderApp(server, '/calibration');

    const record = await screen.findByRole('region', { name: "Your record beside the crowd's" });
    expect(within(record).getByText(/Sign in to see how your own predictions score/)).toBeDefined();
    await userEvent.click(within(record).getByRole('button', { name: 'Log In' }));
    // The dialog's code loads on first use.
    expect(await screen.findByRole('dialog', { name: 'Join IEC Bets' })).toBeDefined();
    expect(server.requests.some((request) => request.path.includes('/track-record'))).toBe(false);
  });

  it("shows a member their Brier score beside the crowd's on the same questions, with who did better", async () => {
    server.on('GET /api/auth/me', { body: aUser() });
    renderApp(server, '/calibration');

    const record = await screen.findByRole('region', { name: "Your record beside the crowd's" });
    const tileValue = (label: string) => within(record).getByText(label, { exact: true }).nextElementSibling?.textContent;
    await within(record).findByText('You', { exact: true });
    expect(within(record).getByText('Brier scores on the 4 resolved questions you answered. Lower is better.')).toBeDefined();
    expect(tileValue('You')).toBe('0.25');
    expect(tileValue('The crowd')).toBe('0.21');
    expect(within(record).getByText('The crowd did better on these questions.')).toBeDefined();
    expect(within(record).getByText(/You were right on 3 of 4\./)).toBeDefined();
    // The crowd here is not the one points are counted against: said, with where to read how points are.
    const moments = within(record).getByText(/^The crowd here is its final Yes share on each question\./);
    expect(within(moments).getByRole('link', { name: 'how scoring works' }).getAttribute('href')).toBe('/scoring');
  });

  it('says when the member beat the crowd, and when the two are level as shown', async () => {
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/users/user-1/track-record', { body: aRecord({ userBrier: 0, correctAnswers: 4 }) });
    const { unmount } = renderApp(server, '/calibration');
    expect(await screen.findByText('You beat the crowd on these questions.')).toBeDefined();
    unmount();

    server.on('GET /api/users/user-1/track-record', { body: aRecord({ userBrier: 0.25, crowdBrier: 0.2512 }) });
    renderApp(server, '/calibration');
    expect(await screen.findByText('You and the crowd are level on these questions.')).toBeDefined();
  });

  it('tells a member with no resolved answer that their record comes once one is resolved', async () => {
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/users/user-1/track-record', {
      body: aRecord({ resolvedAnswers: 0, correctAnswers: 0, userBrier: null, crowdBrier: null }),
    });
    renderApp(server, '/calibration');

    expect(await screen.findByText(/None of the questions you answered has been resolved yet/)).toBeDefined();
    expect(screen.getByRole('link', { name: "Answer today's questions" }).getAttribute('href')).toBe('/vote');
  });

  it('has an empty state while nothing is resolved', async () => {
    server.on('GET /api/calibration', { body: noCalibration });
    renderApp(server, '/calibration');

    expect(await screen.findByRole('heading', { name: 'No resolved questions yet' })).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: "The crowd's Brier score" })).toBeNull();
  });

  it('is linked from the foot of every page', async () => {
    renderApp(server, '/privacy');

    const link = await within(await screen.findByRole('contentinfo')).findByRole('link', { name: 'How well SA predicts' });
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'How well does South Africa predict?' })).toBeDefined();
  });
});
