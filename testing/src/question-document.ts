import type { QuestionDocument } from '@iec-bets/contracts';

/**
 * A question as the read models hold it: published, taking answers, with no votes, on 20 November 2026. Tests
 * change what they are about (`isResolved`, `correctOptionId`, the counts) and leave the rest.
 */
export function aQuestionDocument(overrides: Partial<QuestionDocument> = {}): QuestionDocument {
  return {
    id: 'q1',
    text: 'Will turnout pass 60%',
    context: null,
    date: '2026-11-20T11:00:00.000Z',
    day: '2026-11-20',
    options: [
      { id: 'yes', text: 'Yes' },
      { id: 'no', text: 'No' },
    ],
    isActive: true,
    isResolved: false,
    isArchived: false,
    isPublished: true,
    publishedAt: '2026-11-20T06:00:00.000Z',
    createdAt: '2026-11-19T06:00:00.000Z',
    correctOptionId: null,
    resolutionSummary: null,
    resolutionProofUrl: null,
    resolvedAt: null,
    tags: [],
    results: [],
    totalVotes: 0,
    commentCount: 0,
    _position: 1,
    ...overrides,
  };
}
