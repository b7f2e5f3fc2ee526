import type { DomainEvent } from '@iec-bets/contracts';

/**
 * An aggregate's rules as two pure functions. `decide` turns a command and the current state into the events that
 * record its outcome (or throws a DomainError); `evolve` folds one recorded event into the state. Keeping both free
 * of I/O lets the rules be tested as "given these events, when this command, then these events".
 *
 * `evolve` accepts any DomainEvent and ignores those it does not know, so a stream that later gains new event types
 * never breaks an older decider.
 */
export interface Decider<Command, State, Event extends DomainEvent = DomainEvent> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: DomainEvent): State;
  initialState(): State;
}

/** The state after every event of `events`, in order. */
export function foldEvents<State>(decider: Pick<Decider<never, State>, 'evolve' | 'initialState'>, events: readonly DomainEvent[]): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}
