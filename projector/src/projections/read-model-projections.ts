import type { Document } from '@iec-bets/platform';
import type { Projection } from '../projection.js';
import { answersProjection } from './answers-projection.js';
import { questionsProjection } from './questions-projection.js';
import { userStatsProjection } from './user-stats-projection.js';
import { usersProjection } from './users-projection.js';

/** Every read model the projector keeps. */
export const readModelProjections: ReadonlyArray<Projection<Document, unknown>> = [
  questionsProjection,
  answersProjection,
  usersProjection,
  userStatsProjection,
];
