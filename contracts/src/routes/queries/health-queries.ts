import { z } from 'zod';
import { ErrorResponse } from '../../api/errors.js';
import { declareRoute } from '../route-declaration.js';

export const HealthQueries = {
  health: declareRoute({
    method: 'GET',
    url: '/api/health',
    access: 'public',
    summary: 'Whether this service can be of use, and how far its read models are into the log',
    description: 'Answers 503 while a server it needs is out of reach, naming it in `waitingFor`.',
    tag: 'Health',
    schema: {
      response: {
        200: z.object({ status: z.literal('ok'), position: z.number().int() }),
        // Or, for a request with a session cookie while the sessions' Redis is out of reach, every route's 503 body.
        503: z.union([
          z.object({ status: z.literal('unavailable'), waitingFor: z.array(z.string()), position: z.number().int() }),
          ErrorResponse,
        ]),
      },
    },
  }),
};
