import { parseCelebrationId, ReadModel, type CelebrationMarksDocument, type RecordedEvent } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';

function evolveMarks(
  current: CelebrationMarksDocument | undefined,
  event: RecordedEvent,
): Evolved<CelebrationMarksDocument> | CelebrationMarksDocument | undefined {
  if (event.type === 'UserDeleted') return undefined;
  if (event.type !== 'CelebrationSeen') return current;
  const key = parseCelebrationId(event.data.celebrationId);
  const marks = { id: event.data.userId, bestRank: current?.bestRank ?? null, bestMilestone: current?.bestMilestone ?? null };
  if (key?.type === 'rank_up' && (marks.bestRank === null || key.rank < marks.bestRank)) return { ...marks, bestRank: key.rank };
  if (key?.type === 'accuracy_boost' && (marks.bestMilestone === null || key.milestone > marks.bestMilestone)) {
    return { ...marks, bestMilestone: key.milestone };
  }
  return current;
}

/** Whether the event may change a user's marks: an acknowledged rank or milestone, or the account's deletion. */
function userOf(event: RecordedEvent): string | undefined {
  if (event.type === 'UserDeleted') return event.data.userId;
  if (event.type !== 'CelebrationSeen') return undefined;
  const type = parseCelebrationId(event.data.celebrationId)?.type;
  return type === 'rank_up' || type === 'accuracy_boost' ? event.data.userId : undefined;
}

/** The best rank and the highest accuracy milestone each user has been shown. */
export const celebrationMarksProjection: Projection<CelebrationMarksDocument> = {
  collection: ReadModel.celebrationMarks,
  reads: (event) => {
    const userId = userOf(event);
    return userId === undefined ? [] : [{ collection: ReadModel.celebrationMarks, id: userId }];
  },
  targets: (event) => {
    const userId = userOf(event);
    return userId === undefined ? [] : [{ id: userId, context: undefined }];
  },
  evolve: evolveMarks,
};
