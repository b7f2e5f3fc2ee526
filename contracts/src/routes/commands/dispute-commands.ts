import {
  CorrectResolutionRequest,
  DismissDisputesRequest,
  DisputeResolutionRequest,
  DisputeResponse,
} from '../../api/dispute.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams, IdResponse } from '../route-params.js';

export const DisputeCommands = {
  dispute: declareRoute({
    method: 'POST',
    url: '/api/questions/:id/disputes',
    access: 'signed-in',
    summary: 'Dispute the resolution of a question you answered, once, within 48 hours of it, with a reason',
    tag: 'Disputes',
    schema: { params: IdParams, body: DisputeResolutionRequest, response: { 201: DisputeResponse } },
    errors: [403, 404, 409],
    rateLimited: true,
  }),
  dismiss: declareRoute({
    method: 'POST',
    url: '/api/admin/questions/:id/disputes/dismissal',
    access: 'admin',
    summary: "Keep a question's resolution: its open disputes are closed with a note kept in its history",
    tag: 'Disputes',
    schema: { params: IdParams, body: DismissDisputesRequest, response: { 200: IdResponse } },
    errors: [404, 409],
  }),
  correct: declareRoute({
    method: 'PUT',
    url: '/api/admin/questions/:id/correct-resolution',
    access: 'admin',
    summary: 'Correct the outcome of a resolved question: every answer is scored again and its answerers are alerted',
    tag: 'Disputes',
    schema: { params: IdParams, body: CorrectResolutionRequest, response: { 200: IdResponse } },
    errors: [404, 409],
  }),
};
