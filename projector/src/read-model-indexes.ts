import { ReadModel } from '@iec-bets/contracts';
import type { IndexSpec, ReadStore } from '@iec-bets/platform';

/**
 * The fields the query side looks documents up and sorts them by. The projector itself needs none: it reads by id,
 * and finds a question's answers by the prefix of their ids.
 */
export const readModelIndexes: IndexSpec[] = [
  { collection: ReadModel.questions, fields: ['isPublished', 'date'] },
  { collection: ReadModel.questions, fields: ['day'] },
  { collection: ReadModel.questions, fields: ['date'] },
  { collection: ReadModel.answers, fields: ['userId', 'submittedAt'] },
  { collection: ReadModel.users, fields: ['usernameLower'] },
  { collection: ReadModel.userStats, fields: ['score'] },
];

export async function ensureReadModelIndexes(readStore: ReadStore): Promise<void> {
  await readStore.ensureIndexes(readModelIndexes);
}
