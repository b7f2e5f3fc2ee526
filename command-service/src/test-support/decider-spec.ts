import type { DomainEvent } from '@iec-bets/contracts';
import { expect } from 'vitest';
import { foldEvents, type Decider } from '../domain/decider.js';
import type { DomainError } from '../domain/domain-error.js';

type ErrorKind = abstract new (message: string) => DomainError;

/**
 * Given-when-then for deciders:
 *   given([drafted]).when(publish).then([published])
 *   given([]).when(publish).thenThrows(NotFound, 'We could not find that question')
 */
export function specFor<Command, State, Event extends DomainEvent>(decider: Decider<Command, State, Event>) {
  return function given(history: readonly DomainEvent[]) {
    return {
      when(command: Command) {
        const decide = () => decider.decide(command, foldEvents(decider, history));
        return {
          then(expected: readonly Event[]) {
            expect(decide()).toEqual(expected);
          },
          thenThrows(kind: ErrorKind, message: string) {
            let thrown: unknown;
            try {
              decide();
            } catch (error) {
              thrown = error;
            }
            expect(thrown, 'the command should have been refused').toBeInstanceOf(kind);
            expect((thrown as Error).message).toBe(message);
          },
        };
      },
    };
  };
}
