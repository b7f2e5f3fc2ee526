import { z } from 'zod';
import { CelebrationIdParams } from '../../api/celebration.js';
import { declareRoute } from '../route-declaration.js';

export const CelebrationCommands = {
  seen: declareRoute({
    method: 'POST',
    url: '/api/me/celebrations/:id/seen',
    access: 'signed-in',
    summary: 'Record that the signed-in user was shown a celebration, so that it never shows again on any device',
    description: 'Acknowledging the same celebration twice changes nothing.',
    tag: 'Celebrations',
    schema: { params: CelebrationIdParams, response: { 204: z.null() } },
    errors: [409],
  }),
};
