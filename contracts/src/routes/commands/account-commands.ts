import { z } from 'zod';
import { ChangePasswordRequest, DeleteAccountRequest } from '../../api/account.js';
import { SESSION_ENDED_ACCOUNT_DELETED, SESSION_ENDED_PASSWORD_CHANGED } from '../../api/errors.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams } from '../route-params.js';

export const AccountCommands = {
  delete: declareRoute({
    method: 'DELETE',
    url: '/api/users/:id',
    access: 'signed-in',
    summary: "Delete one's own account, with the current password: sessions end, and name, email and phone are erased",
    description:
      'The right to erasure under POPIA. The account can no longer sign in and every session ends; the user leaves search, ' +
      'leaderboards and friends lists; their comments show "Deleted user"; national results keep their answers, without ' +
      "a name. The personal-data key that seals the user's name, email, phone number and push subscriptions in the event " +
      'log is destroyed, so no copy of the log can reveal them again. 401 when the password is wrong; 429 once the account has ' +
      'had its hour\'s wrong passwords, shared with the log-in and the password change, whatever the password. Asked again from a ' +
      'session of an account whose deletion is already recorded, it ends every session left and answers 204. A request ' +
      `still made with one of the ended sessions is answered 401 "${SESSION_ENDED_ACCOUNT_DELETED}" for as long as it would have lived.`,
    tag: 'Account',
    schema: { params: IdParams, body: DeleteAccountRequest, response: { 204: z.null() } },
    errors: [403, 404, 409],
    rateLimited: true,
  }),
  changePassword: declareRoute({
    method: 'PUT',
    url: '/api/users/:id/password',
    access: 'signed-in',
    summary: "Change one's own password, with the current one: every other session of the account ends",
    description:
      "The new password follows the rules of a sign-up. 401 when the current password is wrong; 429 once the account has had " +
      "its hour's wrong passwords, shared with the log-in and the account deletion; 403 for anyone else's " +
      'account, admins included. The session that asks stays signed in; every other session of the account ends, and ' +
      `a request still made with one is answered 401 "${SESSION_ENDED_PASSWORD_CHANGED}" for as long as that session ` +
      'would have lived.',
    tag: 'Account',
    schema: { params: IdParams, body: ChangePasswordRequest, response: { 204: z.null() } },
    errors: [403, 404, 409],
    rateLimited: true,
  }),
};
