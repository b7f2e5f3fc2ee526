import { parseCelebrationId, type CelebrationSeen, type DomainEvent } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { Invalid } from '../domain-error.js';

export type AcknowledgeCelebration = { type: 'AcknowledgeCelebration'; data: { userId: string; celebrationId: string } };

/** What a user has been shown: the occasions by id, and the best rank and highest accuracy milestone. */
export interface CelebrationsState {
  seen: ReadonlySet<string>;
  bestRank: number | null;
  bestMilestone: number | null;
}

export const UNKNOWN_CELEBRATION = 'There is no such celebration';

export const initialCelebrationsState = (): CelebrationsState => ({ seen: new Set(), bestRank: null, bestMilestone: null });

export function evolveCelebrations(state: CelebrationsState, event: DomainEvent): CelebrationsState {
  if (event.type !== 'CelebrationSeen') return state;
  const key = parseCelebrationId(event.data.celebrationId);
  if (key?.type === 'rank_up') return { ...state, bestRank: Math.min(key.rank, state.bestRank ?? key.rank) };
  if (key?.type === 'accuracy_boost') return { ...state, bestMilestone: Math.max(key.milestone, state.bestMilestone ?? key.milestone) };
  return { ...state, seen: new Set([...state.seen, event.data.celebrationId]) };
}

function decide(command: AcknowledgeCelebration, state: CelebrationsState): CelebrationSeen[] {
  const { userId, celebrationId } = command.data;
  const key = parseCelebrationId(celebrationId);
  if (!key) throw new Invalid(UNKNOWN_CELEBRATION);
  // A rank or milestone no better than one already shown adds nothing: another tab showed it, or a better one, first.
  if (key.type === 'rank_up' && state.bestRank !== null && key.rank >= state.bestRank) return [];
  if (key.type === 'accuracy_boost' && state.bestMilestone !== null && key.milestone <= state.bestMilestone) return [];
  if (state.seen.has(celebrationId)) return [];
  return [{ type: 'CelebrationSeen', data: { userId, celebrationId } }];
}

/** Acknowledgements of celebrations, on the user's stream of them: each occasion is recorded once. */
export const celebrationDecider: Decider<AcknowledgeCelebration, CelebrationsState, CelebrationSeen> = {
  decide,
  evolve: evolveCelebrations,
  initialState: initialCelebrationsState,
};
