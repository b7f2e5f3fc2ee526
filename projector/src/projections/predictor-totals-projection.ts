import {
  PREDICTOR_TOTALS_ID,
  ReadModel,
  type PredictorTotalsDocument,
  type RecordedEvent,
  type UserActivityDocument,
  type UserStatsDocument,
} from '@iec-bets/contracts';
import type { Evolved, Projection, ReadModelView, Target } from '../projection.js';
import { userActivityProjection } from './user-activity-projection.js';
import { rememberedUserStatsProjection } from './remembered-stats-projections.js';

interface TotalsDelta {
  predictors: number;
  ratedPredictors: number;
  accuracySum: number;
}

type StatsRecord = Pick<UserStatsDocument, 'resolvedAnswers' | 'correctAnswers'> | undefined;

/** What one user's scoring record adds to the totals: rated once an answer of theirs is resolved. */
function rating(stats: StatsRecord): Omit<TotalsDelta, 'predictors'> {
  const rated = stats !== undefined && stats.resolvedAnswers > 0;
  return { ratedPredictors: rated ? 1 : 0, accuracySum: rated ? stats.correctAnswers / stats.resolvedAnswers : 0 };
}

/** Users who gain or lose their activity (their first answer, their last one taken out, their account deleted). */
function predictorsDelta(event: RecordedEvent, view: ReadModelView): number {
  let delta = 0;
  for (const target of userActivityProjection.targets(event, view)) {
    const before = view.get<UserActivityDocument>(ReadModel.userActivity, target.id);
    if (before && before._position >= event.position) continue;
    const after = userActivityProjection.evolve(before, event, target.context);
    delta += (after ? 1 : 0) - (before ? 1 : 0);
  }
  return delta;
}

/**
 * How the event changes the totals: each user whose activity or scoring record it changes, before and after. Their
 * own projections say what "after" is, so the totals follow exactly the rules of the leaderboard's rows.
 */
function deltaOf(event: RecordedEvent, view: ReadModelView): TotalsDelta {
  const delta: TotalsDelta = { predictors: predictorsDelta(event, view), ratedPredictors: 0, accuracySum: 0 };
  // In user id order: the same additions in the same order give the same floating-point sum, however the events
  // were batched (a live projector and a rebuild must agree to the last bit). A question-wide event's pages add
  // their sums in page order, and both cut a question's answers into the same pages under the same bound.
  // The remembered statistics: the same targets and records the statistics' own projection worked out for this
  // event and view, not a second scoring of every answer of a resolution's page. Copied before sorting: they are shared.
  const targets = [...rememberedUserStatsProjection.targets(event, view)].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const target of targets) {
    const before = view.get<UserStatsDocument>(ReadModel.userStats, target.id);
    // Statistics that have seen this event already (a replay) are left alone by their projection: no change here.
    if (before && before._position >= event.position) continue;
    const after = rememberedUserStatsProjection.evolve(before, event, target.context);
    const [was, is] = [rating(before), rating(after)];
    delta.ratedPredictors += is.ratedPredictors - was.ratedPredictors;
    delta.accuracySum += is.accuracySum - was.accuracySum;
  }
  return delta;
}

function evolveTotals(
  current: PredictorTotalsDocument | undefined,
  _event: RecordedEvent,
  delta: TotalsDelta,
): Evolved<PredictorTotalsDocument> {
  const predictors = Math.max(0, (current?.predictors ?? 0) + delta.predictors);
  const ratedPredictors = Math.max(0, (current?.ratedPredictors ?? 0) + delta.ratedPredictors);
  // Without rated predictors the sum is exactly zero, whatever rounding the additions and removals left.
  const accuracySum = ratedPredictors === 0 ? 0 : (current?.accuracySum ?? 0) + delta.accuracySum;
  return { id: PREDICTOR_TOTALS_ID, predictors, ratedPredictors, accuracySum };
}

const totalsRead = { collection: ReadModel.predictorTotals, id: PREDICTOR_TOTALS_ID };

/**
 * National totals over every user's activity and record, kept as they change: the leaderboard's summary (active
 * predictors, average accuracy) is then one document read, not a pass over every user.
 */
export const predictorTotalsProjection: Projection<PredictorTotalsDocument, TotalsDelta> = {
  collection: ReadModel.predictorTotals,
  // Every page of a question's answerers moves the one national document: the pages' deltas add up, in page order.
  paging: {
    kind: 'merged',
    merge: (a, b) => ({
      predictors: a.predictors + b.predictors,
      ratedPredictors: a.ratedPredictors + b.ratedPredictors,
      accuracySum: a.accuracySum + b.accuracySum,
    }),
  },
  reads: (event) => {
    switch (event.type) {
      case 'AnswerSubmitted':
        return [totalsRead, { collection: ReadModel.userActivity, id: event.data.userId }];
      case 'QuestionResolved':
      case 'QuestionResolutionCorrected':
      case 'QuestionDeleted':
        return [totalsRead];
      case 'UserDeleted':
        return [totalsRead, { collection: ReadModel.userActivity, id: event.data.userId }];
      default:
        return [];
    }
  },
  targets: (event, view): Array<Target<TotalsDelta>> => {
    const delta = deltaOf(event, view);
    const unchanged = delta.predictors === 0 && delta.ratedPredictors === 0 && delta.accuracySum === 0;
    return unchanged ? [] : [{ id: PREDICTOR_TOTALS_ID, context: delta }];
  },
  evolve: evolveTotals,
};
