import { DEFAULT_SCORING_RULE, ReadModel, SCORING_RULE_ID, scoringRules, type ScoringRule, type ScoringRuleDocument } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';

/**
 * The rule the read models score by now. A player with no resolved answer has no record to say it, yet their
 * profile and board entry name the rule they will be scored by (and its minimum before a rank).
 */
export async function currentScoringRule(readStore: ReadStore): Promise<ScoringRule> {
  const doc = await readStore.get<ScoringRuleDocument>(ReadModel.scoringRule, SCORING_RULE_ID);
  return scoringRules[doc?.rule ?? DEFAULT_SCORING_RULE];
}
