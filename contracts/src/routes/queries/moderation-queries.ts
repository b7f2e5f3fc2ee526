import { ModerationQueue } from '../../api/moderation.js';
import { declareRoute } from '../route-declaration.js';

export const ModerationQueries = {
  queue: declareRoute({
    method: 'GET',
    url: '/api/admin/moderation/reports',
    access: 'admin',
    summary: 'Comments with reports no admin has dealt with yet, most recently reported first',
    tag: 'Moderation',
    schema: { response: { 200: ModerationQueue } },
  }),
};
