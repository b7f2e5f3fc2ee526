import type { Document } from '@iec-bets/platform';
import type { Projection } from '../projection.js';
import { answersProjection } from './answers-projection.js';
import { commentsProjection } from './comments-projection.js';
import { mediaPredictionsProjection } from './media-predictions-projection.js';
import { officialsProjection } from './officials-projection.js';
import { tagsProjection } from './tags-projection.js';
import { newsletterSubscribersProjection } from './newsletter-subscribers-projection.js';
import { suggestionsProjection } from './suggestions-projection.js';
import { friendshipsProjection } from './friendships-projection.js';
import { questionsProjection } from './questions-projection.js';
import { usersProjection } from './users-projection.js';
import { pushSubscriptionsProjection } from './push-subscriptions-projection.js';
import { dailyActivityProjection } from './daily-activity-projection.js';
import { userActivityProjection } from './user-activity-projection.js';
import { predictorTotalsProjection } from './predictor-totals-projection.js';
import { disputesProjection } from './disputes-projection.js';
import { resultsTimelineProjection } from './results-timeline-projection.js';
import { logSealsProjection } from './log-seals-projection.js';
import { scoringRuleProjection } from './scoring-rule-projection.js';
import { boardScoreTreeProjection, nationalScoreTreeProjection } from './score-tree-projection.js';
// The statistics as run here, remembered: the score trees are worked out from them and reuse their results.
import { rememberedBoardStatsProjection, rememberedUserStatsProjection } from './remembered-stats-projections.js';
import { celebrationsProjection } from './celebrations-projection.js';
import { celebrationMarksProjection } from './celebration-marks-projection.js';
import { deletedAccountsProjection } from './deleted-accounts-projection.js';
import { answersToDeletedQuestionsProjection } from './answers-to-deleted-questions-projection.js';
import { unshownRecordsProjection } from './unshown-records-projection.js';
import { deletedQuestionsProjection } from './deleted-questions-projection.js';

/** Every read model the projector keeps. */
export const readModelProjections: ReadonlyArray<Projection<Document, unknown>> = [
  questionsProjection,
  answersProjection,
  commentsProjection,
  usersProjection,
  rememberedUserStatsProjection,
  userActivityProjection,
  suggestionsProjection,
  newsletterSubscribersProjection,
  friendshipsProjection,
  officialsProjection,
  mediaPredictionsProjection,
  tagsProjection,
  dailyActivityProjection,
  predictorTotalsProjection,
  pushSubscriptionsProjection,
  disputesProjection,
  resultsTimelineProjection,
  logSealsProjection,
  scoringRuleProjection,
  rememberedBoardStatsProjection,
  nationalScoreTreeProjection,
  boardScoreTreeProjection,
  celebrationsProjection,
  celebrationMarksProjection,
  deletedAccountsProjection,
  answersToDeletedQuestionsProjection,
  unshownRecordsProjection,
  deletedQuestionsProjection,
];
