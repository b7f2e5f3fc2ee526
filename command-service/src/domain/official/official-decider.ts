import { OFFICIAL_NOT_FOUND } from '@iec-bets/contracts';
import type { OfficialEvent } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { InvalidTransition, NotFound } from '../domain-error.js';
import { sameFields } from '../same-fields.js';
import type { OfficialCommand } from './official-commands.js';
import { evolveOfficial, initialOfficialState, type OfficialState } from './official-state.js';


function decideOfficial(command: OfficialCommand, state: OfficialState): OfficialEvent[] {
  switch (command.type) {
    case 'CreateOfficial':
      // Ids are minted by the server (or fixed by the demo seed), so this guards against a replayed command.
      if (state.kind !== 'absent') throw new InvalidTransition('This official already exists');
      return [{ type: 'OfficialCreated', data: { ...command.data } }];
    case 'EditOfficial':
      if (state.kind !== 'live') throw new NotFound(OFFICIAL_NOT_FOUND);
      if (sameFields(state.profile, command.data)) return [];
      return [{ type: 'OfficialEdited', data: { ...command.data } }];
    case 'DeleteOfficial':
      if (state.kind !== 'live') throw new NotFound(OFFICIAL_NOT_FOUND);
      return [{ type: 'OfficialDeleted', data: { officialId: command.data.officialId } }];
  }
}

/** An official of the research hub: created, edited any number of times, deleted for good. */
export const officialDecider: Decider<OfficialCommand, OfficialState, OfficialEvent> = {
  decide: decideOfficial,
  evolve: evolveOfficial,
  initialState: initialOfficialState,
};
