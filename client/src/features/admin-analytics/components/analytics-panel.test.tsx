import type { AnalyticsResponse } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { AnalyticsPanel } from './analytics-panel';

function anAnalytics(overrides: Partial<AnalyticsResponse> = {}): AnalyticsResponse {
  return {
    from: '2026-11-21',
    to: '2026-11-23',
    daily: [
      { day: '2026-11-21', signUps: 2, answers: 5, activeVoters: 4 },
      { day: '2026-11-22', signUps: 0, answers: 0, activeVoters: 0 },
      { day: '2026-11-23', signUps: 1, answers: 12, activeVoters: 9 },
    ],
    accuracy: [
      { day: '2026-11-21', resolvedAnswers: 0, correctAnswers: 0, accuracy: 0 },
      { day: '2026-11-22', resolvedAnswers: 4, correctAnswers: 3, accuracy: 75 },
      { day: '2026-11-23', resolvedAnswers: 1, correctAnswers: 0, accuracy: 0 },
    ],
    questions: [
      {
        questionId: 'q-1',
        text: 'Will the GNU survive until the end of 2026',
        date: '2026-11-23T11:00:00.000Z',
        totalVotes: 12,
        options: [
          { optionId: 'yes', optionText: 'Yes', count: 9 },
          { optionId: 'no', optionText: 'No', count: 3 },
        ],
      },
    ],
    suggestions: { pending: 4, approved: 1, rejected: 0, used: 2 },
    ...overrides,
  };
}

describe("the admin dashboard's analytics", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/admin/analytics', { body: anAnalytics() });
  });
  afterEach(() => server.close());

  it('adds up the headline figures of the last 30 days', async () => {
    renderWithProviders(server, <AnalyticsPanel />);

    const figure = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await figure('Answers')).toBe('17');
    expect(await figure('Peak daily voters')).toBe('9');
    // 3 right of 5 resolved answers, not the mean of the daily percentages.
    expect(await figure('Accuracy')).toBe('60%');
    expect(await figure('New members')).toBe('3');
    expect(await figure('Questions')).toBe('1');
    expect(await figure('Pending suggestions')).toBe('4');
    expect(server.requests[0]?.path).toBe('/api/admin/analytics?days=30');
  });

  it('gives each chart a caption and a table with its figures for those who cannot see it', async () => {
    renderWithProviders(server, <AnalyticsPanel />);

    const participation = await screen.findByRole('figure', { name: 'Participation' });
    expect(within(participation).getByText(/21 Nov to 23 Nov: 17 answers in all; the busiest day was 23 Nov with 12\./)).toBeDefined();
    const days = within(participation).getByRole('table', { name: 'Answers and distinct voters per day' });
    expect(within(days).getAllByRole('row').map((row) => row.textContent)).toEqual(['DayAnswersVoters', '21 Nov54', '22 Nov00', '23 Nov129']);

    const accuracy = screen.getByRole('figure', { name: 'Accuracy Over Time' });
    expect(within(accuracy).getByText('60% of 5 resolved answers were right, over 2 days with resolutions.')).toBeDefined();
    const resolvedDays = within(accuracy).getByRole('table', { name: 'Accuracy on each day with resolutions' });
    expect(within(resolvedDays).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DayResolved answersRightAccuracy',
      '22 Nov4375%',
      '23 Nov100%',
    ]);

    const votes = screen.getByRole('region', { name: 'Votes per Question' });
    expect(within(votes).getByText('Will the GNU survive until the end of 2026?')).toBeDefined();
    expect(within(votes).getByText('23 November 2026 · 12 votes · Yes 75% · No 25%')).toBeDefined();
  });

  it('says there is no accuracy yet rather than 0% when nothing was resolved', async () => {
    server.on('GET /api/admin/analytics', {
      body: anAnalytics({
        accuracy: ['2026-11-21', '2026-11-22', '2026-11-23'].map((day) => ({ day, resolvedAnswers: 0, correctAnswers: 0, accuracy: 0 })),
        questions: [],
      }),
    });
    renderWithProviders(server, <AnalyticsPanel />);

    expect(await screen.findByText('No question was resolved in this period, so there is no accuracy yet.')).toBeDefined();
    expect(screen.getByText('Accuracy', { selector: 'dt' }).nextElementSibling?.textContent).toBe('—none resolved');
    expect(screen.getByText('No question was published in this period.')).toBeDefined();
  });

  it('reads another period when the admin picks one', async () => {
    server.on('GET /api/admin/analytics?days=7', { body: anAnalytics({ daily: anAnalytics().daily.slice(2) }) });
    const user = userEvent.setup();
    renderWithProviders(server, <AnalyticsPanel />);
    await screen.findByRole('figure', { name: 'Participation' });

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');

    await waitFor(() => expect(screen.getByText('Answers', { selector: 'dt' }).nextElementSibling?.textContent).toBe('12'));
    expect(server.requests.map((request) => request.path)).toContain('/api/admin/analytics?days=7');
  });

  it('says so when the analytics cannot be read', async () => {
    server.on('GET /api/admin/analytics', errorReply(403, 'Admins only'));
    renderWithProviders(server, <AnalyticsPanel />);

    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the analytics: Admins only');
  });
});
