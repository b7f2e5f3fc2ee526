import type { UserStatsDocument } from '../read-models.js';
import type { ScoringRule } from './scoring-rules.js';

/** A player's scoring record without the projector's bookkeeping position. */
export type ScoringRecord = Omit<UserStatsDocument, '_position'>;

/**
 * The record of a player with nothing resolved: what the projector starts a record from, and what the profile and the
 * boards show for a player who has answered but has no record yet. Its score is the rule's score of nothing, which
 * not every rule puts at zero.
 */
export function emptyScoringRecord(userId: string, rule: ScoringRule): ScoringRecord {
  return {
    id: userId,
    userId,
    resolvedAnswers: 0,
    correctAnswers: 0,
    resolvedByMonth: {},
    millipoints: 0,
    score: rule.rankingScore(0, 0),
    ranked: rule.minimumResolvedAnswers <= 0,
    scoringRule: rule.name,
  };
}
