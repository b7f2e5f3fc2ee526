import { createHash } from 'node:crypto';
import type { PublicHistory, PublicHistoryEntry } from '@iec-bets/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import canonicalize from 'canonicalize';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion, aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

/**
 * A history whose chain is computed here the way the server computes it (Node's SHA-256 and the `canonicalize`
 * package, not the page's own code), so that the page's check agrees with the server's recipe, not just with itself.
 */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const streamId = 'question-q-1';
const editor = { actor: { role: 'admin' as const, name: 'editor' }, actorId: '3f2a9c1e-77b0-4c1d-9a4e-5b6c7d8e9f00' };
const voter = 'c0ffee00-1111-2222-3333-444455556666';

interface Step {
  type: string;
  occurredAt: string;
  actor: PublicHistoryEntry['actor'];
  actorId: string | null;
  data: Record<string, unknown>;
  /** How much the public sees: everything, who only, or nothing but the hashes. */
  shown?: 'whole' | 'actor only' | 'nothing';
}

function chain(steps: Step[]): PublicHistory {
  let previousHash: string | null = null;
  const entries = steps.map((step, revision): PublicHistoryEntry => {
    const contentHash = sha256(canonicalize({ actorId: step.actorId, data: step.data })!);
    const hash = sha256(canonicalize({ contentHash, occurredAt: step.occurredAt, previousHash, revision, streamId, type: step.type })!);
    const shown = step.shown ?? 'whole';
    const entry: PublicHistoryEntry = {
      type: step.type,
      revision,
      position: 40 + revision * 3,
      occurredAt: step.occurredAt,
      actor: step.actor,
      ...(shown !== 'nothing' ? { actorId: step.actorId } : {}),
      ...(shown === 'whole' ? { data: step.data } : {}),
      contentHash,
      hash,
      previousHash,
    };
    previousHash = hash;
    return entry;
  });
  return { questionId: 'q-1', streamId, entries };
}

const options = [
  { id: 'yes', text: 'Yes' },
  { id: 'no', text: 'No' },
];
const history = chain([
  {
    type: 'QuestionDrafted',
    occurredAt: '2026-11-22T08:05:00.000Z',
    ...editor,
    data: { questionId: 'q-1', text: 'Will the GNU survive the budget vote', context: null, date: '2026-11-23T11:00:00.000Z', options },
  },
  { type: 'QuestionPublished', occurredAt: '2026-11-23T06:30:00.000Z', ...editor, data: { questionId: 'q-1' } },
  { type: 'QuestionTagsChanged', occurredAt: '2026-11-23T06:31:00.000Z', ...editor, data: { questionId: 'q-1', tags: ['gnu', 'budget'] } },
  {
    type: 'QuestionResolved',
    occurredAt: '2026-11-30T15:00:00.000Z',
    ...editor,
    data: { questionId: 'q-1', correctOptionId: 'yes', resolutionSummary: 'The budget passed.', resolutionProofUrl: 'https://www.parliament.gov.za/' },
  },
  {
    type: 'QuestionResolutionDisputed',
    occurredAt: '2026-11-30T16:00:00.000Z',
    actor: { role: 'user', name: null },
    actorId: voter,
    data: { questionId: 'q-1', reason: 'It passed only at the second vote.' },
    shown: 'nothing',
  },
  { type: 'QuestionDisputesDismissed', occurredAt: '2026-12-01T07:00:00.000Z', ...editor, data: { questionId: 'q-1', note: 'A pass is a pass.' } },
  {
    type: 'QuestionResolutionCorrected',
    occurredAt: '2026-12-01T09:15:00.000Z',
    ...editor,
    data: { questionId: 'q-1', correctOptionId: 'no', resolutionSummary: 'It failed the first vote.', resolutionProofUrl: null },
  },
  {
    type: 'CommentRemoved',
    occurredAt: '2026-12-01T10:00:00.000Z',
    ...editor,
    data: { questionId: 'q-1', commentId: 'c-9', reason: 'Named a private person' },
    shown: 'actor only',
  },
  { type: 'QuestionArchived', occurredAt: '2026-12-02T07:00:00.000Z', actor: { role: 'admin', name: null }, actorId: 'gone-admin', data: { questionId: 'q-1' } },
  { type: 'QuestionDeleted', occurredAt: '2026-12-03T07:00:00.000Z', actor: { role: 'system', name: null }, actorId: null, data: { questionId: 'q-1' } },
]);

/** The question as GET /api/questions/{id} answers it once resolved: No, which 700 of 2,000 called. */
const decided = aQuestion({
  id: 'q-1',
  text: 'Will the GNU survive the budget vote',
  isResolved: true,
  correctOptionId: 'no',
  results: [
    { optionId: 'yes', optionText: 'Yes', count: 1_300 },
    { optionId: 'no', optionText: 'No', count: 700 },
  ],
  totalVotes: 2_000,
});

describe("a question's public history", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));
  });
  afterEach(() => server.close());

  async function openHistory(served: PublicHistory) {
    server.on('GET /api/questions/q-1/history', { body: served });
    renderApp(server, '/questions/q-1/history');
    // The page is its own lazily loaded chunk: its first load in a run takes a moment.
    return screen.findByRole('list', { name: 'Steps of this question' });
  }

  it('names a question by its words as published, and tells an edit of its draft with what it then asked', async () => {
    const edited = chain([
      {
        type: 'QuestionDrafted',
        occurredAt: '2026-11-22T08:05:00.000Z',
        ...editor,
        data: { questionId: 'q-1', text: 'Will the GNU survive the budjet vote', context: null, date: '2026-11-23T11:00:00.000Z', options },
      },
      {
        type: 'QuestionDraftEdited',
        occurredAt: '2026-11-22T08:07:00.000Z',
        ...editor,
        data: {
          questionId: 'q-1',
          text: 'Will the GNU survive the budget vote',
          context: null,
          date: '2026-11-24T11:00:00.000Z',
          options: [
            { id: 'yes', text: 'It survives' },
            { id: 'no', text: 'It falls' },
          ],
        },
      },
      { type: 'QuestionPublished', occurredAt: '2026-11-23T06:30:00.000Z', ...editor, data: { questionId: 'q-1' } },
      {
        type: 'QuestionResolved',
        occurredAt: '2026-11-30T15:00:00.000Z',
        ...editor,
        data: { questionId: 'q-1', correctOptionId: 'yes', resolutionSummary: 'The budget passed.', resolutionProofUrl: null },
      },
    ]);
    const timeline = await openHistory(edited);

    expect(screen.getByText('Will the GNU survive the budget vote?')).toBeDefined();
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Drafted',
      'Draft edited',
      'Published',
      // The answer in the words the question was published with.
      'Resolved: It survives',
    ]);
    expect(steps[1]!.textContent).toContain('Will the GNU survive the budget vote');
    expect(steps[1]!.textContent).toContain('24 November 2026');
  });

  it("puts a shared question's answer and the nation's split first, with the way to today's question", async () => {
    server.on('GET /api/questions/q-1', { body: decided });
    await openHistory(history);

    const outcome = screen.getByRole('region', { name: 'How South Africa predicted' });
    expect(within(outcome).getByText('The answer: No')).toBeDefined();
    const bars = within(within(outcome).getByRole('list', { name: 'National results' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['Yes65% (1\u00a0300 votes)', 'NoCorrect35% (700 votes)']);
    expect(within(outcome).getByText('2 000 South Africans voted')).toBeDefined();
    expect(within(outcome).getByText('Think you would have called it? There is a new question every day.')).toBeDefined();
    expect(within(outcome).getByRole('link', { name: "Play today's question" }).getAttribute('href')).toBe('/');
    expect(within(outcome).queryByRole('button', { name: 'Share your prediction' })).toBeNull();
    // Before the steps: what a friend who followed a shared card came to see.
    const steps = screen.getByRole('list', { name: 'Steps of this question' });
    expect(outcome.compareDocumentPosition(steps) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says how an open question is being predicted, and that nobody has yet', async () => {
    server.on('GET /api/questions/q-1', { body: aQuestion({ id: 'q-1', text: 'Will the GNU survive the budget vote' }) });
    await openHistory(
      chain([
        {
          type: 'QuestionDrafted',
          occurredAt: '2026-11-22T08:05:00.000Z',
          ...editor,
          data: { questionId: 'q-1', text: 'Will the GNU survive the budget vote', context: null, date: '2026-11-23T11:00:00.000Z', options },
        },
        { type: 'QuestionPublished', occurredAt: '2026-11-23T06:30:00.000Z', ...editor, data: { questionId: 'q-1' } },
      ]),
    );

    const outcome = screen.getByRole('region', { name: 'How South Africa is predicting' });
    expect(within(outcome).getByText('Nobody has predicted it yet.')).toBeDefined();
    expect(within(outcome).queryByText(/The answer/)).toBeNull();
    expect(within(outcome).queryByRole('list')).toBeNull();
    // Not asked of a question the reader may still call.
    expect(within(outcome).queryByText(/Think you would have called it/)).toBeNull();
  });

  it('says when a question published ahead of its day opens, rather than that nobody has predicted it', async () => {
    const opensOn = new Date(Date.now() + 3 * 86_400_000);
    server.on('GET /api/questions/q-1', { body: aQuestion({ id: 'q-1', date: opensOn.toISOString() }) });
    await openHistory(history);

    const outcome = screen.getByRole('region', { name: 'Not open for predictions yet' });
    const day = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' }).format(opensOn);
    expect(within(outcome).getByText(`Opens for predictions on ${day}.`)).toBeDefined();
    expect(within(outcome).queryByText('Nobody has predicted it yet.')).toBeNull();
  });

  it('leaves the summary out when its read fails, and shows the history all the same', async () => {
    server.on('GET /api/questions/q-1', errorReply(500, 'Something went wrong'));
    await openHistory(history);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How this question was decided');
    expect(screen.queryByRole('region', { name: /How South Africa/ })).toBeNull();
  });

  describe('for a signed-in member', () => {
    /**
     * The answer read back, scored under crowd-brier-v1 against `crowdBefore` once it has `points`; those left out as a
     * server older than the figures leaves them out.
     */
    const answered = (optionId: string, points?: number | null, crowdBefore = { yes: 4, total: 5 }) => ({
      body: {
        answer: {
          questionId: 'q-1',
          optionId,
          submittedAt: '2026-11-23T07:00:00.000Z',
          ...(points === undefined ? {} : { points, scoringRule: points === null ? null : 'crowd-brier-v1', crowdBefore }),
        },
      },
    });
    const working = (outcome: HTMLElement) => outcome.querySelector('.question-outcome-working')?.textContent;
    beforeEach(() => server.on('GET /api/auth/me', { body: aUser() }));

    const bars = (outcome: HTMLElement) =>
      within(within(outcome).getByRole('list', { name: 'National results' }))
        .getAllByRole('listitem')
        .map((bar) => bar.textContent);

    it('says a member called it, beside the answer, and marks their pick on the split', async () => {
      server.on('GET /api/questions/q-1', { body: decided });
      server.on('GET /api/users/user-1/answers/q-1', answered('no', 64));
      await openHistory(history);

      const outcome = screen.getByRole('region', { name: 'How South Africa predicted' });
      // What it earned, as the profile's list says it, and the sum it came from: the split the answer met, not the
      // final one on the bars.
      expect(within(outcome).getByText('You predicted No: you called it, +64.0 points.')).toBeDefined();
      expect(working(outcome)).toBe(
        'When you predicted, 80% of those who had predicted before you said Yes (4 of 5). The crowd’s Brier score was (0.8 − 0)² = 0.64 and yours 0: 100 × (0.64 − 0) = +64.0. How scoring works',
      );
      expect(within(outcome).getByRole('link', { name: 'How scoring works' }).getAttribute('href')).toBe('/scoring');
      expect(bars(outcome)).toEqual(['Yes65% (1\u00a0300 votes)', 'NoCorrectYour pick35% (700 votes)']);
      // Not asked of someone who made the call.
      expect(within(outcome).queryByText(/Think you would have called it/)).toBeNull();
      expect(within(outcome).getByText('There is a new question every day.')).toBeDefined();

      // Where a resolution's alert leads: their card to share, with the verdict and the way back to this page.
      await userEvent.setup().click(within(outcome).getByRole('button', { name: 'Share your prediction' }));
      const card = within(outcome).getByRole('region', { name: 'Your card to share' });
      expect(card.textContent).toContain('My pick: NO');
      expect(card.textContent).toContain('✅ Called it');
      expect(card.textContent).toContain('/questions/q-1/history');
    });

    it('says a member missed it, and keeps the colour for the right answer', async () => {
      server.on('GET /api/questions/q-1', { body: decided });
      server.on('GET /api/users/user-1/answers/q-1', answered('yes', -75, { yes: 0, total: 0 }));
      await openHistory(history);

      const outcome = screen.getByRole('region', { name: 'How South Africa predicted' });
      expect(within(outcome).getByText('You predicted Yes: not this time, −75.0 points.')).toBeDefined();
      expect(working(outcome)).toBe(
        'Nobody had predicted it before you, so the crowd counted as 50/50. The crowd’s Brier score was (0.5 − 0)² = 0.25 and yours 1: 100 × (0.25 − 1) = −75.0. How scoring works',
      );
      expect(bars(outcome)).toEqual(['YesYour pick65% (1\u00a0300 votes)', 'NoCorrect35% (700 votes)']);
      const highlighted = within(outcome).getAllByRole('listitem').filter((bar) => bar.classList.contains('highlighted'));
      expect(highlighted.map((bar) => bar.textContent)).toEqual(['NoCorrect35% (700 votes)']);
    });

    it("says what a member predicted on a question still open, with no verdict", async () => {
      server.on('GET /api/questions/q-1', {
        body: aQuestion({ id: 'q-1', results: [{ optionId: 'yes', optionText: 'Yes', count: 3 }, { optionId: 'no', optionText: 'No', count: 1 }], totalVotes: 4 }),
      });
      server.on('GET /api/users/user-1/answers/q-1', answered('yes', null));
      await openHistory(history);

      const outcome = screen.getByRole('region', { name: 'How South Africa is predicting' });
      expect(within(outcome).getByText('You predicted Yes.')).toBeDefined();
      expect(bars(outcome)).toEqual(['YesYour pick75% (3 votes)', 'No25% (1 vote)']);
    });

    it('gives the verdict without points when the server has none to give', async () => {
      server.on('GET /api/questions/q-1', { body: decided });
      server.on('GET /api/users/user-1/answers/q-1', answered('no'));
      await openHistory(history);

      const outcome = screen.getByRole('region', { name: 'How South Africa predicted' });
      expect(within(outcome).getByText('You predicted No: you called it.')).toBeDefined();
      expect(within(outcome).queryByText(/points/)).toBeNull();
      expect(working(outcome)).toBeUndefined();
    });

    it('works a split that does not divide evenly to the decimals that end in the points shown', async () => {
      server.on('GET /api/questions/q-1', { body: decided });
      // 1 of 3 had said Yes: (1/3 − 0)² is 0.111…, and 100 × (0.111… − 0) the rule's +11.1.
      server.on('GET /api/users/user-1/answers/q-1', answered('no', 11.1, { yes: 1, total: 3 }));
      await openHistory(history);

      expect(working(screen.getByRole('region', { name: 'How South Africa predicted' }))).toBe(
        'When you predicted, 33% of those who had predicted before you said Yes (1 of 3). The crowd’s Brier score was (0.333 − 0)² = 0.111 and yours 0: 100 × (0.111 − 0) = +11.1. How scoring works',
      );
    });

    it('shows no sum that does not end in the points, as when the outcome read is from before a correction', async () => {
      server.on('GET /api/questions/q-1', { body: decided });
      // Scored as wrong (the corrected outcome), beside a summary that still says No was right.
      server.on('GET /api/users/user-1/answers/q-1', answered('no', -36));
      await openHistory(history);

      const outcome = screen.getByRole('region', { name: 'How South Africa predicted' });
      expect(working(outcome)).toBeUndefined();
    });

    it('gives the points without a sum under a rule the sum is not of', async () => {
      server.on('GET /api/questions/q-1', { body: decided });
      server.on('GET /api/users/user-1/answers/q-1', {
        body: { answer: { questionId: 'q-1', optionId: 'no', submittedAt: '2026-11-23T07:00:00.000Z', points: 1, scoringRule: 'accuracy-v0', crowdBefore: { yes: 4, total: 5 } } },
      });
      await openHistory(history);

      const outcome = screen.getByRole('region', { name: 'How South Africa predicted' });
      expect(within(outcome).getByText('You predicted No: you called it, +1.0 points.')).toBeDefined();
      expect(working(outcome)).toBeUndefined();
    });

    it('asks a member who did not predict it whether they would have called it', async () => {
      server.on('GET /api/questions/q-1', { body: decided });
      server.on('GET /api/users/user-1/answers/q-1', errorReply(404, 'No answer for this question'));
      await openHistory(history);

      const outcome = screen.getByRole('region', { name: 'How South Africa predicted' });
      expect(within(outcome).queryByText(/You predicted/)).toBeNull();
      expect(bars(outcome)).toEqual(['Yes65% (1\u00a0300 votes)', 'NoCorrect35% (700 votes)']);
      expect(within(outcome).getByText('Think you would have called it? There is a new question every day.')).toBeDefined();
      // No card of a pick they did not make.
      expect(within(outcome).queryByRole('button', { name: 'Share your prediction' })).toBeNull();
    });

    it('keeps the page as it is, its check included, for someone who signs in on it, and adds their pick when it comes', async () => {
      server.on('GET /api/auth/me', errorReply(401, 'Please log in'));
      server.on('GET /api/questions/q-1', { body: decided });
      server.on('GET /api/users/user-1/answers/q-1', answered('no', 64));
      await openHistory(history);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Check this history' }));
      await screen.findByText('✓ All 10 steps check out.');

      server.on('GET /api/auth/me', { body: aUser() });
      server.on('POST /api/auth/login', { body: aUser() });
      await user.click(screen.getByRole('button', { name: 'Join' }));
      const dialog = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
      await user.click(within(dialog).getByRole('tab', { name: 'Log In' }));
      await user.type(within(dialog).getByLabelText('Username'), 'thandi');
      await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
      await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

      expect(await screen.findByText('You predicted No: you called it, +64.0 points.')).toBeDefined();
      expect(screen.getByText('✓ All 10 steps check out.')).toBeDefined();
      expect(screen.queryByText('Loading the history...')).toBeNull();
    });

    it("shows the nation's split without the pick when the pick's read fails", async () => {
      server.on('GET /api/questions/q-1', { body: decided });
      server.on('GET /api/users/user-1/answers/q-1', errorReply(500, 'Something went wrong'));
      await openHistory(history);

      const outcome = screen.getByRole('region', { name: 'How South Africa predicted' });
      expect(within(outcome).getByText('The answer: No')).toBeDefined();
      expect(within(outcome).queryByText(/You predicted/)).toBeNull();
      expect(bars(outcome)).toEqual(['Yes65% (1\u00a0300 votes)', 'NoCorrect35% (700 votes)']);
    });
  });

  it('tells a visitor every step in plain words, who took it and when in South African time, with its hash', async () => {
    const timeline = await openHistory(history);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How this question was decided');
    expect(screen.getByText('Will the GNU survive the budget vote?')).toBeDefined();
    expect(screen.getByText('This question was deleted. Its history stays public.')).toBeDefined();
    // A deleted question's counts are no longer served (404): its history stands without them.
    expect(screen.queryByRole('region', { name: /How South Africa/ })).toBeNull();
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Drafted',
      'Published',
      'Topics changed',
      'Resolved: Yes',
      'Resolution disputed by a player',
      'Disputes dismissed',
      'Resolution corrected to No',
      'A comment was removed by a moderator',
      'Archived',
      'Deleted',
    ]);
    expect(steps.map((step) => step.querySelector('.history-step-meta')?.textContent)).toEqual([
      '22 Nov 2026, 10:05 · by editor',
      '23 Nov 2026, 08:30 · by editor',
      '23 Nov 2026, 08:31 · by editor',
      '30 Nov 2026, 17:00 · by editor',
      '30 Nov 2026, 18:00',
      '01 Dec 2026, 09:00 · by editor',
      '01 Dec 2026, 11:15 · by editor',
      '01 Dec 2026, 12:00 · by editor',
      '02 Dec 2026, 09:00 · by a former admin',
      '03 Dec 2026, 09:00 · by the site operator',
    ]);
    const details = steps.map((step) => Array.from(step.querySelectorAll('.history-step-detail'), (detail) => detail.textContent));
    expect(details).toEqual([
      ['Question of the day on: 23 November 2026'],
      [],
      ['Topics: gnu, budget'],
      ['Why: The budget passed.', 'View proof/source'],
      [],
      ['Note: A pass is a pass.'],
      ['Why: It failed the first vote.'],
      [],
      [],
      [],
    ]);
    expect(within(steps[3]!).getByRole('link', { name: 'View proof/source' }).getAttribute('href')).toBe('https://www.parliament.gov.za/');
    expect(within(steps[6]!).queryByRole('link')).toBeNull();
    // What a dispute and a removal withheld stays withheld.
    expect(timeline.textContent).not.toContain('second vote');
    expect(timeline.textContent).not.toContain('private person');

    const resolved = history.entries[3]!;
    const hash = within(steps[3]!).getByTitle(resolved.hash);
    expect(hash.textContent).toBe(`${resolved.hash.slice(0, 10)}…${resolved.hash.slice(-6)}`);
    await userEvent.setup().click(within(steps[3]!).getByRole('button', { name: 'Show all of the hash of step 4' }));
    expect(within(steps[3]!).getByText(resolved.hash).tagName).toBe('CODE');
    expect(within(steps[3]!).getByRole('button', { name: 'Shorten the hash of step 4' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('checks the chain in the browser and says that every step holds, step by step', async () => {
    const timeline = await openHistory(history);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Check this history' }));

    expect((await screen.findByText(/check out\.$/)).textContent).toBe('✓ All 10 steps check out.');
    expect(status.textContent).toBe('✓ All 10 steps check out.');
    const verdicts = within(timeline)
      .getAllByRole('listitem')
      .map((step) => step.querySelector('.step-verdict')?.textContent);
    expect(verdicts).toEqual([
      ...Array<string>(4).fill('✓ Checks out'),
      '✓ Checks out (its content is not public; its hash still links)',
      '✓ Checks out',
      '✓ Checks out',
      '✓ Checks out (its content is not public; its hash still links)',
      '✓ Checks out',
      '✓ Checks out',
    ]);
  });

  it("names the step whose data was altered, and holds the others, when one step's outcome is rewritten", async () => {
    const altered = structuredClone(history);
    altered.entries[3]!.data = { ...altered.entries[3]!.data, correctOptionId: 'no' };
    const timeline = await openHistory(altered);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Check this history' }));

    expect((await screen.findByText(/^✗/, { selector: '[role="status"]' })).textContent).toBe(
      '✗ Step 4, “Resolved: No”, does not check out: what it says no longer matches its content hash.',
    );
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps[3]!.querySelector('.step-verdict')?.textContent).toBe(
      '✗ Does not check out: what it says no longer matches its content hash',
    );
    expect(steps.filter((step) => step.querySelector('.step-verdict')?.textContent?.startsWith('✓'))).toHaveLength(9);
  });

  it('finds a step taken out of the chain: the step after it no longer follows on', async () => {
    const cut = structuredClone(history);
    cut.entries.splice(5, 1);
    await openHistory(cut);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Check this history' }));

    expect((await screen.findByText(/^✗/, { selector: '[role="status"]' })).textContent).toBe(
      '✗ Step 6, “Resolution corrected to No”, does not check out: it does not follow on from the step before.',
    );
  });

  it('tells a visitor kindly that a draft or an unknown question has no public history', async () => {
    server.on('GET /api/questions/q-1/history', errorReply(404, 'We could not find that question'));
    renderApp(server, '/questions/q-1/history');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('No public history here');
    expect(screen.getByText(/Only published questions have a public history/)).toBeDefined();
    expect(screen.getByRole('link', { name: "Back to today's question" }).getAttribute('href')).toBe('/');
  });
});
