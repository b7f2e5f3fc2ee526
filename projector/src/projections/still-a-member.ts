import { ReadModel } from '@iec-bets/contracts';
import type { ReadModelView } from '../projection.js';

/**
 * Whether the user who gave a still-counted answer still has an account. A deleted account's answers stay in the
 * national results, but nothing may score or rank them again: a later resolution, correction or change of topics
 * must not give them a record or a board entry back.
 *
 * A scoring record and the activity are both dropped with the account. The view loads each answerer's record for the
 * record's own change anyway, so the activity (there for everyone else with a counted answer) is read only for those
 * without one: a player's first resolution reads both, a later one the record alone. While the record is not loaded
 * yet the answer is a provisional yes; the view notes the read, and the event is worked out again once it is loaded
 * (see ReadModelView).
 *
 * An answer that reaches the log after its account's deletion (the two requests racing) counts nowhere
 * (questionCountingAnswer), so it makes no new activity that would pass for a member's.
 */
export function isStillAMember(view: ReadModelView, userId: string): boolean {
  const recorded = view.exists(ReadModel.userStats, userId);
  if (recorded !== false) return true;
  return view.exists(ReadModel.userActivity, userId) !== false;
}
