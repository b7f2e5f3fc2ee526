import type { DomainEvent, UsernameReserved } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { InvalidTransition } from '../domain-error.js';

export type ReserveUsername = {
  type: 'ReserveUsername';
  data: { username: string; userId: string };
  /** The holder whose sign-up was abandoned (see claimUsername): the name may be taken from it. */
  replacing?: string | null;
};

/** Who holds a name. The stream is keyed by the lowercased name, so "Thandi" and "thandi" share one. */
export interface UsernameState {
  heldBy: string | null;
}

export const USERNAME_TAKEN = 'That username is already taken';

export const usernameDecider: Decider<ReserveUsername, UsernameState, UsernameReserved> = {
  decide(command, state) {
    if (state.heldBy !== null && state.heldBy !== command.replacing) throw new InvalidTransition(USERNAME_TAKEN);
    return [{ type: 'UsernameReserved', data: { ...command.data } }];
  },
  evolve(state: UsernameState, event: DomainEvent): UsernameState {
    return event.type === 'UsernameReserved' ? { heldBy: event.data.userId } : state;
  },
  initialState: () => ({ heldBy: null }),
};
