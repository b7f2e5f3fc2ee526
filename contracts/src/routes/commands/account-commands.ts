import { z } from 'zod';
import { DeleteAccountRequest } from '../../api/account.js';
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
      'log is destroyed, so no copy of the log can reveal them again. 401 when the password is wrong. Asked again from a ' +
      'session of an account whose deletion is already recorded, it ends every session left and answers 204.',
    tag: 'Account',
    schema: { params: IdParams, body: DeleteAccountRequest, response: { 204: z.null() } },
    errors: [403, 404, 409],
    rateLimited: true,
  }),
};
