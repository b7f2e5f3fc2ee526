import { ReadModel, type QuestionDocument } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events, YES_NO } from '@iec-bets/testing';

const questions = ReadModel.questions;

describe('questions read model', () => {
  it('holds a drafted question with every field, unpublished and without votes', async () => {
    const models = await givenEvents([
      {
        event: events.drafted('q1', '2025-03-10T11:00:00Z', 'Will turnout pass 60%?', 'Turnout in 2019 was 66%'),
        at: '2025-03-01T09:00:00Z',
      },
    ]);
    expect(await models.documents(questions)).toEqual([
      {
        id: 'q1',
        text: 'Will turnout pass 60%?',
        context: 'Turnout in 2019 was 66%',
        date: '2025-03-10T11:00:00.000Z',
        day: '2025-03-10',
        options: YES_NO,
        isActive: false,
        isResolved: false,
        isArchived: false,
        isPublished: false,
        publishedAt: null,
        createdAt: '2025-03-01T09:00:00.000Z',
        correctOptionId: null,
        resolutionSummary: null,
        resolutionProofUrl: null,
        resolvedAt: null,
        tags: [],
        results: [
          { optionId: 'yes', optionText: 'Yes', count: 0 },
          { optionId: 'no', optionText: 'No', count: 0 },
        ],
        totalVotes: 0,
        commentCount: 0,
        _position: 1,
      },
    ]);
  });

  it('takes a draft as edited: its text, context, day and options anew, nothing else', async () => {
    const options = [
      { id: 'yes' as const, text: 'Passes' },
      { id: 'no' as const, text: 'Fails' },
    ];
    const models = await givenEvents([
      { event: events.drafted('q1', '2025-03-10T11:00:00Z', 'Will turnout pass 60%?', 'Turnout in 2019 was 66%'), at: '2025-03-01T09:00:00Z' },
      {
        event: {
          type: 'QuestionDraftEdited',
          data: { questionId: 'q1', text: 'Will the budget pass?', context: null, date: '2025-03-11T22:30:00+00:00', options },
        },
        at: '2025-03-02T09:00:00Z',
      },
    ]);
    const [question] = await models.documents<QuestionDocument>(questions);
    expect(question).toMatchObject({
      text: 'Will the budget pass?',
      context: null,
      date: '2025-03-11T22:30:00.000Z',
      // 00:30 on 12 March in South Africa.
      day: '2025-03-12',
      options,
      results: [
        { optionId: 'yes', optionText: 'Passes', count: 0 },
        { optionId: 'no', optionText: 'Fails', count: 0 },
      ],
      createdAt: '2025-03-01T09:00:00.000Z',
      isPublished: false,
    });
  });

  it('files a question under its South African day, which starts at 22:00 UTC the evening before', async () => {
    const models = await givenEvents([
      { event: events.drafted('late', '2025-03-09T21:59:00Z'), at: '2025-03-01T09:00:00Z' },
      { event: events.drafted('early', '2025-03-09T22:00:00Z'), at: '2025-03-01T09:00:00Z' },
    ]);
    const days = (await models.documents<QuestionDocument>(questions)).map((q) => [q.id, q.day]);
    expect(days).toEqual([
      ['early', '2025-03-10'],
      ['late', '2025-03-09'],
    ]);
  });

  it('publishes, resolves and archives with the times the events happened', async () => {
    const models = await givenEvents([
      { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
      { event: events.published('q1'), at: '2025-03-02T10:00:00Z' },
    ]);
    expect(await models.document(questions, 'q1')).toMatchObject({
      isPublished: true,
      isActive: true,
      publishedAt: '2025-03-02T10:00:00.000Z',
      _position: 2,
    });

    const more = await givenEvents([
      { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
      { event: events.published('q1'), at: '2025-03-02T10:00:00Z' },
      { event: events.resolved('q1', 'no', 'https://elections.org.za/results'), at: '2025-03-11T15:00:00Z' },
      { event: events.archived('q1'), at: '2025-03-12T08:00:00Z' },
    ]);
    expect(await more.document(questions, 'q1')).toMatchObject({
      isPublished: true,
      isResolved: true,
      correctOptionId: 'no',
      resolutionSummary: 'Resolved no',
      resolutionProofUrl: 'https://elections.org.za/results',
      resolvedAt: '2025-03-11T15:00:00.000Z',
      isArchived: true,
      isActive: false,
      _position: 4,
    });
  });

  it('keeps an archived draft inactive when it is published afterwards', async () => {
    const models = await givenEvents([
      { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
      { event: events.archived('q1'), at: '2025-03-02T09:00:00Z' },
      { event: events.published('q1'), at: '2025-03-03T09:00:00Z' },
    ]);
    expect(await models.document(questions, 'q1')).toMatchObject({ isArchived: true, isPublished: true, isActive: false });
  });

  it('counts answers per option and in total', async () => {
    const models = await givenEvents([
      { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
      { event: events.published('q1'), at: '2025-03-02T10:00:00Z' },
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q1', 'u2', 'no'), at: '2025-03-10T08:01:00Z' },
      { event: events.answered('q1', 'u3', 'yes'), at: '2025-03-10T08:02:00Z' },
    ]);
    expect(await models.document(questions, 'q1')).toMatchObject({
      results: [
        { optionId: 'yes', optionText: 'Yes', count: 2 },
        { optionId: 'no', optionText: 'No', count: 1 },
      ],
      totalVotes: 3,
    });
  });

  it('counts neither an answer with an unknown option nor a second answer by the same user', async () => {
    const models = await givenEvents([
      { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
      { event: events.published('q1'), at: '2025-03-02T10:00:00Z' },
      { event: events.answered('q1', 'u1', 'maybe'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q1', 'u2', 'no'), at: '2025-03-10T08:01:00Z' },
      { event: events.answered('q1', 'u2', 'yes'), at: '2025-03-10T08:02:00Z' },
    ]);
    expect(await models.document(questions, 'q1')).toMatchObject({
      results: [
        { optionId: 'yes', optionText: 'Yes', count: 0 },
        { optionId: 'no', optionText: 'No', count: 1 },
      ],
      totalVotes: 1,
    });
  });

  it('removes a deleted question, and an answer that comes after the deletion leaves no document behind', async () => {
    const models = await givenEvents([
      { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
      { event: events.drafted('q2', '2025-03-11T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
      { event: events.published('q1'), at: '2025-03-02T10:00:00Z' },
      { event: events.deleted('q1'), at: '2025-03-03T10:00:00Z' },
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-03T10:00:01Z' },
    ]);
    expect((await models.documents(questions)).map((q) => q.id)).toEqual(['q2']);
    expect(await models.documents(ReadModel.answers)).toEqual([]);
    expect(await models.documents(ReadModel.userStats)).toEqual([]);
  });
});
