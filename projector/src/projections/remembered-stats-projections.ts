import type { BoardStatsDocument, UserStatsDocument } from '@iec-bets/contracts';
import type { Projection } from '../projection.js';
import { boardStatsProjection } from './board-stats-projection.js';
import { remembered } from './remembered-projection.js';
import { userStatsProjection } from './user-stats-projection.js';

/**
 * The statistics and board records as the projector runs them, remembering each event's results: the score trees
 * (and any other projection worked out from these records) ask them again of the same view, and get the same
 * objects back instead of scoring every answer of a resolution's page a second time. Their contexts are their own
 * business, hence `unknown`.
 */
export const rememberedUserStatsProjection = remembered(userStatsProjection as Projection<UserStatsDocument, unknown>);
export const rememberedBoardStatsProjection = remembered(boardStatsProjection as Projection<BoardStatsDocument, unknown>);
