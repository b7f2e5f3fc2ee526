import type { DomainEvent, OfficialFields } from '@iec-bets/contracts';

/** A deleted official and one that never existed look the same to every command: not found. */
export type OfficialState = { kind: 'absent' } | { kind: 'deleted' } | { kind: 'live'; profile: OfficialFields };

export const initialOfficialState = (): OfficialState => ({ kind: 'absent' });

export function evolveOfficial(state: OfficialState, event: DomainEvent): OfficialState {
  switch (event.type) {
    case 'OfficialCreated':
    case 'OfficialEdited':
      return { kind: 'live', profile: event.data };
    case 'OfficialDeleted':
      return { kind: 'deleted' };
    default:
      return state;
  }
}
