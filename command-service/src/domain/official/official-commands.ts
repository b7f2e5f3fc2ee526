import type { OfficialFields } from '@iec-bets/contracts';

/** Create and edit carry the whole profile (validated and normalised by the contracts' OfficialRequest). */
export type CreateOfficial = { type: 'CreateOfficial'; data: OfficialFields };
export type EditOfficial = { type: 'EditOfficial'; data: OfficialFields };
export type DeleteOfficial = { type: 'DeleteOfficial'; data: { officialId: string } };

export type OfficialCommand = CreateOfficial | EditOfficial | DeleteOfficial;
