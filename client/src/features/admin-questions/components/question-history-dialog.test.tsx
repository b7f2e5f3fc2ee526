import { asQuestion, type QuestionHistoryEntry } from '@iec-bets/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { QuestionHistoryDialog } from './question-history-dialog';

const question = aQuestion({
  id: 'q-1',
  options: [
    { id: 'yes', text: 'It survives' },
    { id: 'no', text: 'It falls' },
  ],
});
const editor = { id: '3f2a9c1e-77b0-4c1d-9a4e-5b6c7d8e9f00', username: 'editor' };

function step(type: string, revision: number, occurredAt: string, data: Record<string, unknown>, actor: QuestionHistoryEntry['actor'] = editor) {
  return { type, revision, position: 100 + revision, occurredAt, actor, data };
}

describe("a question's history", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
  });
  afterEach(() => server.close());

  async function openHistory(of = question) {
    const user = userEvent.setup();
    renderWithProviders(
      server,
      <MemoryRouter>
        <QuestionHistoryDialog question={of} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: `History: ${of.text}` }));
    return screen.findByRole('dialog', { name: 'Question History', description: asQuestion(of.text) });
  }

  it('tells every step of the question, who took it and when, in South African time, named as its public history names them', async () => {
    server.on('GET /api/admin/questions/q-1/history', {
      body: {
        questionId: 'q-1',
        events: [
          step('QuestionDrafted', 0, '2026-11-22T08:05:00.000Z', { questionId: 'q-1', text: question.text, date: '2026-11-23T11:00:00.000Z' }),
          step('QuestionDraftEdited', 1, '2026-11-22T08:07:00.000Z', { questionId: 'q-1', text: question.text, date: '2026-11-24T11:00:00.000Z' }),
          step('QuestionPublished', 2, '2026-11-23T06:30:00.000Z', { questionId: 'q-1' }),
          step('QuestionTagsChanged', 3, '2026-11-23T06:31:00.000Z', { questionId: 'q-1', tags: ['gnu', 'coalitions'] }),
          step('QuestionResolved', 4, '2026-11-30T15:00:00.000Z', {
            questionId: 'q-1',
            correctOptionId: 'yes',
            resolutionSummary: 'The GNU held together.',
            resolutionProofUrl: 'https://www.gov.za/news',
          }),
          step('QuestionArchived', 5, '2026-12-01T07:00:00.000Z', { questionId: 'q-1' }, { id: '9d8c7b6a-1111-2222-3333-444455556666', username: null }),
          step('QuestionDeleted', 6, '2026-12-02T07:00:00.000Z', { questionId: 'q-1' }, null),
        ],
      },
    });
    const dialog = await openHistory();

    const timeline = await within(dialog).findByRole('list', { name: 'Question history' });
    const steps = within(timeline).getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      'Drafted22 Nov 2026, 10:05 · by editor (7d8e9f00)Question of the day on: 23 Nov 2026, 13:00',
      `Draft edited22 Nov 2026, 10:07 · by editor (7d8e9f00)Question: ${question.text}Question of the day on: 24 Nov 2026, 13:00`,
      'Published23 Nov 2026, 08:30 · by editor (7d8e9f00)Alerts: to everyone who turned them on',
      'Topics changed23 Nov 2026, 08:31 · by editor (7d8e9f00)Topics: gnu, coalitions',
      'Resolved: It survives30 Nov 2026, 17:00 · by editor (7d8e9f00)Why: The GNU held together.View proof/source',
      'Archived01 Dec 2026, 09:00 · by user 55556666',
      'Deleted02 Dec 2026, 09:00 · by the site operator',
    ]);
    expect(within(timeline).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Drafted',
      'Draft edited',
      'Published',
      'Topics changed',
      'Resolved: It survives',
      'Archived',
      'Deleted',
    ]);
    expect(within(timeline).getByRole('link', { name: 'View proof/source' }).getAttribute('href')).toBe('https://www.gov.za/news');
    expect(within(timeline).getAllByText(/2026/, { selector: 'time' })[0]?.getAttribute('datetime')).toBe('2026-11-22T08:05:00.000Z');
  });

  it('names whose comment a moderator removed or kept, and what it said, which the discussion no longer shows', async () => {
    const author = { id: '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0', username: 'thandi_m' };
    const decision = (type: string, revision: number, commentId: string, comment: Record<string, unknown> | undefined, extra = {}) => ({
      ...step(type, revision, '2026-11-24T09:00:00.000Z', { questionId: 'q-1', commentId, ...extra }),
      ...(comment && { comment }),
    });
    server.on('GET /api/admin/questions/q-1/history', {
      body: {
        questionId: 'q-1',
        events: [
          decision('CommentRemoved', 0, 'c-1', { author, content: 'Here is his home address', hadImage: true }, { reason: 'Doxxing' }),
          decision('CommentRemoved', 1, 'c-2', { author: { ...author, username: null }, content: '', hadImage: true }, { reason: 'Graphic' }),
          decision('CommentReportsDismissed', 2, 'c-3', { author, content: null, hadImage: false }, { reportsRead: 1 }),
          // From a server older than the comment in the step: its id, as before.
          decision('CommentReportsDismissed', 3, 'comment-0123456789ab', undefined, { reportsRead: 1 }),
        ],
      },
    });
    const dialog = await openHistory();

    const timeline = await within(dialog).findByRole('list', { name: 'Question history' });
    const details = within(timeline)
      .getAllByRole('listitem')
      .map((item) => Array.from(item.querySelectorAll('.history-step-detail'), (line) => line.textContent));
    expect(details).toEqual([
      ['Reason: Doxxing', 'Comment by: thandi_m (c7d8e9f0)', 'It said: “Here is his home address”, with an image'],
      ['Reason: Graphic', 'Comment by: a deleted account (c7d8e9f0)', 'It said: an image, with no words'],
      ['Comment by: thandi_m (c7d8e9f0)', 'It said: nothing left to read: its author deleted it'],
      ['Comment: 456789ab'],
    ]);
  });

  it("leads from a published question's steps to its public history, which anyone can check", async () => {
    server.on('GET /api/admin/questions/q-1/history', { body: { questionId: 'q-1', events: [] } });
    const published = await openHistory();
    const link = within(published).getByRole('link', { name: 'Open the public history, which anyone can check' });
    expect(link.getAttribute('href')).toBe('/questions/q-1/history');
  });

  it('offers a draft no public history, which it does not have yet', async () => {
    server.on('GET /api/admin/questions/q-1/history', { body: { questionId: 'q-1', events: [] } });
    const draft = await openHistory({ ...question, isPublished: false, publishedAt: null });
    await within(draft).findByRole('list', { name: 'Question history' });
    expect(within(draft).queryByRole('link', { name: /public history/ })).toBeNull();
  });

  it('says so when the history cannot be read', async () => {
    server.on('GET /api/admin/questions/q-1/history', errorReply(404, 'We could not find that question'));
    const dialog = await openHistory();

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not load the history: We could not find that question');
  });
});
