import { PROJECTOR_ADVANCED_CHANNEL, type ProjectorAdvancedNotice } from '@iec-bets/contracts';
import { createInProcessNoticeBus } from '@iec-bets/platform';
import { events, type ScriptedEvent } from '@iec-bets/testing';
import { describe, expect, it, vi } from 'vitest';
import { appendScript } from '../test-support/append-script.js';
import { projectedUpTo, startTestProjector } from '../test-support/live-projector.js';
import { openTempEventStore, openTempReadStore } from '../test-support/temp-stores.js';

const at = '2026-05-01T10:00:00.000Z';
const scripted = (...list: ScriptedEvent['event'][]): ScriptedEvent[] => list.map((event) => ({ event, at }));

/**
 * A projector that commits each appended script as a batch of its own, and `step`, which appends one and gives the
 * notice announcing it.
 */
async function projectingOneBatchAtATime() {
  const eventStore = openTempEventStore();
  const noticeBus = createInProcessNoticeBus();
  const heard: ProjectorAdvancedNotice[] = [];
  await noticeBus.subscribe(PROJECTOR_ADVANCED_CHANNEL, (notice) => heard.push(notice as ProjectorAdvancedNotice));
  const projector = startTestProjector(eventStore, openTempReadStore(), { batchSize: 1, noticeBus });
  const step = async (...list: ScriptedEvent['event'][]) => {
    const position = await appendScript(eventStore, scripted(...list));
    await projectedUpTo(projector, position);
    await vi.waitFor(() => expect(heard.at(-1)?.position).toBe(position));
    return heard.at(-1)!;
  };
  return { step, noticeBus };
}

describe("the projector's notices", () => {
  it('say where the projector last changed the questions, so caches of question lists know when they are stale', async () => {
    const { step, noticeBus } = await projectingOneBatchAtATime();

    // Its first batch counts as a change: an earlier run may have changed the questions unannounced.
    const first = await step(events.registered('u1'));
    expect(first.questionsChangedAt).toBe(first.position);
    // A batch that does not touch the questions leaves the last change where it was.
    expect((await step(events.registered('u2'))).questionsChangedAt).toBe(first.position);
    const drafted = await step(events.drafted('q1', '2026-05-01T11:00:00.000Z'));
    expect(drafted.questionsChangedAt).toBe(drafted.position);
    const published = await step(events.published('q1'));
    expect(published.questionsChangedAt).toBe(published.position);
    expect((await step(events.registered('u3'))).questionsChangedAt).toBe(published.position);
    // An answer changes the question's counts, which the lists show.
    const answered = await step(events.answered('q1', 'u1', 'yes'));
    expect(answered.questionsChangedAt).toBe(answered.position);
    await noticeBus.close();
  });

  it('say where the projector last changed the comments or the names they show, so caches of discussions know when they are stale', async () => {
    const { step, noticeBus } = await projectingOneBatchAtATime();

    const first = await step(events.drafted('q1', '2026-05-01T11:00:00.000Z'));
    expect(first.commentsChangedAt).toBe(first.position);
    const published = await step(events.published('q1'));
    expect(published.commentsChangedAt).toBe(first.position);
    // A new account, or a member's settings, change no name a comment shows; nor does an answer: a discussion cached
    // before them is still good, all election night long.
    expect((await step(events.registered('u1'))).commentsChangedAt).toBe(first.position);
    expect((await step(events.notificationSettingsChanged('u1', { emailNotifications: true }))).commentsChangedAt).toBe(first.position);
    expect((await step(events.answered('q1', 'u1', 'yes'))).commentsChangedAt).toBe(first.position);
    const commented = await step(events.commented('c1', 'q1', 'u1'));
    expect(commented.commentsChangedAt).toBe(commented.position);
    expect(commented.questionsChangedAt).toBe(commented.position);
    const removed = await step(events.commentRemoved('c1', 'q1'));
    expect(removed.commentsChangedAt).toBe(removed.position);
    // Its author leaving turns the comment's name into "Deleted user".
    const left = await step(events.userDeleted('u1'));
    expect(left.commentsChangedAt).toBe(left.position);
    await noticeBus.close();
  });
});
