import {
  DEFAULT_SCORING_RULE,
  ReadModel,
  SCORING_RULE_ID,
  scoringRules,
  type RecordedEvent,
  type ScoringRule,
  type ScoringRuleDocument,
} from '@iec-bets/contracts';
import type { DeclaredRead, Evolved, Projection, ReadModelView } from '../projection.js';

/** What a projection that scores answers declares it reads. */
export const scoringRuleRead: DeclaredRead = { collection: ReadModel.scoringRule, id: SCORING_RULE_ID };

/** The rule the read models are built with, as the view holds it. */
export function scoringRuleIn(view: ReadModelView): ScoringRule {
  return scoringRules[view.get<ScoringRuleDocument>(ReadModel.scoringRule, SCORING_RULE_ID)?.rule ?? DEFAULT_SCORING_RULE];
}

/**
 * The adopted scoring rule. An adoption older than the one the document already reflects (a rebuild starts with the
 * latest in place) changes nothing. A live adoption changes how answers resolved from then on are scored;
 * `iec-bets rescore` rebuilds the read models right after it, so that every answer is scored under the new rule.
 */
export const scoringRuleProjection: Projection<ScoringRuleDocument> = {
  collection: ReadModel.scoringRule,
  canHandle: new Set(['ScoringRuleAdopted']),
  reads: (event) => (event.type === 'ScoringRuleAdopted' ? [scoringRuleRead] : []),
  targets: (event: RecordedEvent) => (event.type === 'ScoringRuleAdopted' ? [{ id: SCORING_RULE_ID, context: undefined }] : []),
  evolve: (current, event): Evolved<ScoringRuleDocument> | ScoringRuleDocument | undefined => {
    if (event.type !== 'ScoringRuleAdopted') return current;
    if (current && current.adoptedAt >= event.position) return current;
    return { id: SCORING_RULE_ID, rule: event.data.rule, adoptedAt: event.position };
  },
};
