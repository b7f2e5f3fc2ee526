import { MyDisputeResponse, OpenDisputesResponse } from '../../api/dispute.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams } from '../route-params.js';

export const DisputeQueries = {
  open: declareRoute({
    method: 'GET',
    url: '/api/admin/disputes',
    access: 'admin',
    summary: 'Resolved questions with disputes no admin has dealt with yet, the longest waiting first',
    tag: 'Disputes',
    schema: { response: { 200: OpenDisputesResponse } },
  }),
  mine: declareRoute({
    method: 'GET',
    url: '/api/questions/:id/disputes/mine',
    access: 'signed-in',
    summary: "Whether the signed-in user may dispute a question's resolution, and their dispute if they sent one",
    tag: 'Disputes',
    schema: { params: IdParams, response: { 200: MyDisputeResponse } },
    errors: [404],
  }),
};
