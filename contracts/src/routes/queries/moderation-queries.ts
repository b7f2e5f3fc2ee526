import { ModerationQueue } from '../../api/moderation.js';
import { declareRoute } from '../route-declaration.js';

export const ModerationQueries = {
  queue: declareRoute({
    method: 'GET',
    url: '/api/admin/moderation/reports',
    access: 'admin',
    summary: 'How many comments have reports no admin has dealt with yet, and the 100 most recently reported of them',
    tag: 'Moderation',
    schema: { response: { 200: ModerationQueue } },
  }),
};
