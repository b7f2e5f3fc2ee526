import { ReadModel } from '@iec-bets/contracts';
import type { IndexSpec, ReadStore } from '@iec-bets/platform';

/** What the projector itself looks up while it projects: the answers of a question being resolved or deleted. */
export const projectorIndexes: IndexSpec[] = [{ collection: ReadModel.answers, fields: ['questionId'] }];

/** The fields the projector and the query side look documents up and sort them by. */
export const readModelIndexes: IndexSpec[] = [
  ...projectorIndexes,
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
