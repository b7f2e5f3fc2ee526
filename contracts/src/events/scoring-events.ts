import { z } from 'zod';
import { SCORING_RULE_NAMES } from '../scoring/scoring-rules.js';

/**
 * The operator adopted another scoring rule (`iec-bets rescore --rule NAME`), for every answer, past ones included:
 * the read models are rebuilt under it. Recorded in the log so that a change of the maths is public and dated,
 * never silent.
 */
export const ScoringRuleAdopted = z.object({
  type: z.literal('ScoringRuleAdopted'),
  data: z.object({ rule: z.enum(SCORING_RULE_NAMES), previousRule: z.enum(SCORING_RULE_NAMES) }),
});
