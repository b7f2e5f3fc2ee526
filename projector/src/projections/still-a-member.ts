import { ReadModel, type UserActivityDocument } from '@iec-bets/contracts';
import type { ReadModelView } from '../projection.js';

/**
 * Whether the user who gave a still-counted answer still has an account. A deleted account's answers stay in the
 * national results, but nothing may score or rank them again: a later resolution, correction or change of topics
 * must not give them a record or a board entry back. Their activity is dropped with the account (and exists for
 * everyone else with a counted answer), so it tells who is still here.
 */
export function isStillAMember(view: ReadModelView, userId: string): boolean {
  return view.get<UserActivityDocument>(ReadModel.userActivity, userId) !== undefined;
}
