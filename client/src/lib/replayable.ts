/**
 * The mark of a control whose tap on the picture of a member's screen is made again by the app once it takes the
 * picture's place (app/snapshot-taps.ts keeps the tap, app/page-snapshot.ts replays it). Only controls that merely
 * pick or show something are marked, never one that changes data (a friend request, a deletion): a tap replayed
 * seconds later must not do what the member might by then not want. The key names the control by what it is (the
 * option of a question), not by where it stands or what it reads, which live counts change.
 */
export const REPLAY_ATTRIBUTE = 'data-replay';

export const replayableAs = (key: string) => ({ [REPLAY_ATTRIBUTE]: key });
