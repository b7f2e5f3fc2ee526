import {
  type DomainEvent,
  PROJECTOR_ADVANCED_CHANNEL,
  ReadModel,
  REALTIME_QUESTION_CHANNEL,
  type QuestionDocument,
  type RealtimeQuestionNotice,
} from '@iec-bets/contracts';
import { createInProcessNoticeBus, type ReadModelBatch } from '@iec-bets/platform';
import { describe, expect, it, vi } from 'vitest';
import { projectEvents } from '../project-events.js';
import { appendScript } from '../test-support/append-script.js';
import { projectedUpTo, startTestProjector } from '../test-support/live-projector.js';
import { events, recordEvents, type ScriptedEvent } from '@iec-bets/testing';
import { openTempEventStore, openTempReadStore } from '../test-support/temp-stores.js';
import { realtimeNoticesOf } from './realtime-notices.js';

const at = '2026-11-20T08:00:00Z';
const script = (...list: DomainEvent[]): ScriptedEvent[] => list.map((event) => ({ event, at }));

async function noticesOfOneBatch(list: ScriptedEvent[]) {
  const recorded = recordEvents(list);
  const store = openTempReadStore();
  await projectEvents(store, recorded);
  return { recorded, notices: await realtimeNoticesOf(recorded, store) };
}

describe('the /ws messages of a projected batch', () => {
  it('says nothing of publications and resolutions older than the bound it is given', async () => {
    const recorded = recordEvents([
      { event: events.drafted('old', '2026-11-01T11:00:00Z'), at: '2026-11-01T08:00:00Z' },
      { event: events.published('old'), at: '2026-11-01T08:00:00Z' },
      { event: events.resolved('old', 'yes'), at: '2026-11-02T08:00:00Z' },
      { event: events.drafted('new', '2026-11-20T11:00:00Z'), at: '2026-11-20T08:00:00Z' },
      { event: events.published('new'), at: '2026-11-20T08:00:00Z' },
    ]);
    const store = openTempReadStore();
    await projectEvents(store, recorded);
    const notices = await realtimeNoticesOf(recorded, store, new Date('2026-11-20T07:50:00Z'));
    expect(notices.map((notice) => notice.message)).toEqual([{ type: 'new-question', questionId: 'new', questionText: 'Question new?' }]);
  });

  it('tells of a publication and a resolution with the question text and the correct option, in log order', async () => {
    const { recorded, notices } = await noticesOfOneBatch(
      script(
        events.drafted('q1', '2026-11-20T11:00:00Z', 'Will turnout pass 60%?'),
        events.published('q1'),
        events.answered('q1', 'u1', 'yes'),
        events.resolved('q1', 'no'),
      ),
    );
    expect(notices).toEqual([
      { position: recorded[1]!.position, message: { type: 'new-question', questionId: 'q1', questionText: 'Will turnout pass 60%?' } },
      {
        position: recorded[3]!.position,
        message: {
          type: 'question-resolved',
          questionId: 'q1',
          questionText: 'Will turnout pass 60%?',
          correctOptionId: 'no',
          correctOptionText: 'No',
        },
      },
    ]);
  });

  it("tells of no question published ahead of its day: it is not on today's list and takes no answer yet", async () => {
    const { notices } = await noticesOfOneBatch(
      script(events.drafted('later', '2026-11-21T11:00:00Z'), events.published('later'), events.drafted('now', '2026-11-20T11:00:00Z'), events.published('now')),
    );
    expect(notices.map((notice) => notice.message)).toEqual([{ type: 'new-question', questionId: 'now', questionText: 'Question now?' }]);
  });

  it('tells of a corrected resolution as of a resolution, with the outcome as corrected', async () => {
    const { recorded, notices } = await noticesOfOneBatch(
      script(
        events.drafted('q1', '2026-11-20T11:00:00Z', 'Will turnout pass 60%?'),
        events.published('q1'),
        events.resolved('q1', 'yes'),
        events.resolutionCorrected('q1', 'no'),
      ),
    );
    expect(notices.slice(1).map((notice) => [notice.position, notice.message])).toEqual([
      [recorded[2]!.position, expect.objectContaining({ type: 'question-resolved', correctOptionId: 'yes' })],
      [
        recorded[3]!.position,
        { type: 'question-resolved', questionId: 'q1', questionText: 'Will turnout pass 60%?', correctOptionId: 'no', correctOptionText: 'No' },
      ],
    ]);
  });

  it('tells only the two people of a friend request when it is made and accepted, and nothing more', async () => {
    const { recorded, notices } = await noticesOfOneBatch(
      script(events.registered('u1'), events.registered('u2'), events.friendRequested('u1', 'u2'), events.friendRequestAccepted('u1', 'u2')),
    );
    expect(notices).toEqual([
      { position: recorded[2]!.position, message: { type: 'friends-changed' }, to: ['u1', 'u2'] },
      { position: recorded[3]!.position, message: { type: 'friends-changed' }, to: ['u1', 'u2'] },
    ]);
  });

  it('says nothing of drafts, archiving or answers, nor of a question deleted later in the same batch', async () => {
    const { notices } = await noticesOfOneBatch(
      script(
        events.drafted('q1', '2026-11-20T11:00:00Z'),
        events.archived('q1'),
        events.drafted('q2', '2026-11-20T11:00:00Z'),
        events.published('q2'),
        events.deleted('q2'),
      ),
    );
    expect(notices).toEqual([]);
  });
});

describe('the live projector', () => {
  it('hands the query-services a /ws message only once the read models show the change, after the position notice', async () => {
    const eventStore = openTempEventStore();
    const readStore = openTempReadStore();
    const noticeBus = createInProcessNoticeBus();
    const heard: Array<{ channel: string; notice: unknown; questionSeen?: QuestionDocument | null }> = [];
    await noticeBus.subscribe(PROJECTOR_ADVANCED_CHANNEL, (notice) => heard.push({ channel: PROJECTOR_ADVANCED_CHANNEL, notice }));
    await noticeBus.subscribe(REALTIME_QUESTION_CHANNEL, (notice) => {
      const entry: (typeof heard)[number] = { channel: REALTIME_QUESTION_CHANNEL, notice };
      heard.push(entry);
      // What a client refetching at this moment would read.
      const { message } = notice as RealtimeQuestionNotice;
      if (message.type === 'friends-changed') return;
      const { questionId } = message;
      void readStore.get<QuestionDocument>(ReadModel.questions, questionId).then((doc) => (entry.questionSeen = doc));
    });
    const projector = startTestProjector(eventStore, readStore, { noticeBus });

    // Now, as a live projector only announces recent news.
    const now = new Date().toISOString();
    const head = await appendScript(eventStore, [
      { event: events.drafted('q1', '2026-11-20T11:00:00Z', 'Who wins Gauteng?'), at: now },
      { event: events.published('q1'), at: now },
    ]);
    await projectedUpTo(projector, head);
    await vi.waitFor(() => expect(heard.at(-1)?.questionSeen).toBeDefined());
    await noticeBus.close();

    expect(heard.map((entry) => entry.channel).slice(-2)).toEqual([PROJECTOR_ADVANCED_CHANNEL, REALTIME_QUESTION_CHANNEL]);
    expect(heard.at(-1)).toMatchObject({
      notice: { position: head, message: { type: 'new-question', questionId: 'q1', questionText: 'Who wins Gauteng?' } },
      questionSeen: { id: 'q1', isPublished: true },
    });
  });

  it('still tells of every question when a batch fails part-way and is handed over again', async () => {
    const eventStore = openTempEventStore();
    const real = openTempReadStore();
    // The first page of the resolution fails once, as a lost connection would: what the batch committed before it
    // (the new question) stands, and the retry commits only the rest.
    let failed = false;
    const readStore = new Proxy(real, {
      get(target, property, receiver) {
        if (property !== 'commit') return Reflect.get(target, property, receiver) as unknown;
        return async (batch: ReadModelBatch) => {
          if (!failed && batch.checkpoint === undefined) {
            failed = true;
            throw new Error('The connection dropped');
          }
          await target.commit(batch);
        };
      },
    });
    const noticeBus = createInProcessNoticeBus();
    const messages: unknown[] = [];
    await noticeBus.subscribe(REALTIME_QUESTION_CHANNEL, (notice) => messages.push((notice as RealtimeQuestionNotice).message));
    const now = new Date().toISOString();
    const setUp = await appendScript(eventStore, [
      { event: events.drafted('q1', '2026-11-20T11:00:00Z', 'Who wins Gauteng?'), at: now },
      { event: events.answered('q1', 'u1', 'yes'), at: now },
    ]);
    await projectEvents(real, await eventStore.readAll({ after: 0, limit: 100 }));
    const projector = startTestProjector(eventStore, readStore, { noticeBus });
    await projectedUpTo(projector, setUp);
    const head = await appendScript(eventStore, [
      { event: events.drafted('q2', '2026-11-20T11:00:00Z', 'Who wins the Western Cape?'), at: now },
      { event: events.published('q2'), at: now },
      { event: events.resolved('q1', 'yes'), at: now },
    ]);
    await projectedUpTo(projector, head);

    expect(failed).toBe(true);
    expect(messages).toEqual([
      { type: 'new-question', questionId: 'q2', questionText: 'Who wins the Western Cape?' },
      { type: 'question-resolved', questionId: 'q1', questionText: 'Who wins Gauteng?', correctOptionId: 'yes', correctOptionText: 'Yes' },
    ]);
  });
});
