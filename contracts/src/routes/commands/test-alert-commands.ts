import { z } from 'zod';
import { ErrorResponse } from '../../api/errors.js';
import { SendTestAlertRequest, SendTestAlertResponse } from '../../api/test-alert.js';
import { declareRoute } from '../route-declaration.js';

export const TestAlertCommands = {
  send: declareRoute({
    method: 'POST',
    url: '/api/notifications/test',
    access: 'signed-in',
    summary: 'Send a test alert to the signed-in user at once, by email or WhatsApp',
    description:
      'By email unless `channel` is `whatsapp`. Answers 400 when that channel is not set up on this server (or the user has no address or number for it), 422 when the mail server or WhatsApp refused the address or number for good, and 502 when it could not be sent for another reason (try again later).',
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
