import { z } from 'zod';
import { ErrorResponse } from '../../api/errors.js';
import { SendTestAlertRequest, SendTestAlertResponse } from '../../api/test-alert.js';
import { declareRoute } from '../route-declaration.js';

export const TestAlertCommands = {
  send: declareRoute({
    method: 'POST',
    url: '/api/notifications/test',
    access: 'signed-in',
    summary: "Send a test email to the signed-in user's address at once",
    description:
      'Answers 400 when email is not set up on this server (or the user has no address), 422 when the mail server refused the address, and 502 when it could not be sent for another reason (try again later).',
    tag: 'Alerts',
    schema: {
      body: SendTestAlertRequest,
      // A 503 is also the answer of every route while Redis is out of reach, with the usual error body.
      response: { 200: SendTestAlertResponse, 422: SendTestAlertResponse, 502: SendTestAlertResponse, 503: z.union([SendTestAlertResponse, ErrorResponse]) },
    },
    errors: [400, 403],
    rateLimited: true,
  }),
};
