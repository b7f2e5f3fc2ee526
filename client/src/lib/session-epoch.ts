/**
 * Which of this tab's sessions is the current one: a count that moves on each time a session starts or ends here. A
 * request carries the count it was sent under, so that a refusal of one sent under a session this tab has since left
 * is told apart from one of the session it has now. Choosing a new password from an emailed link ends every session of
 * the account, this tab's among them, and starts a new one here: a read sent a moment before, with the old cookie, is
 * refused as "password changed" after the new session has begun, and must not sign the member out of it.
 */
let epoch = 0;

export function currentSessionEpoch(): number {
  return epoch;
}

/** Called as a session starts or ends in this tab (setSignedInUser), before the new session's requests go out. */
export function nextSessionEpoch(): void {
  epoch += 1;
}
