import { DismissReportsRequest, ModerationDecisionResponse, RemoveCommentRequest, ReportCommentRequest, ReportCommentResponse } from '../../api/moderation.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams } from '../route-params.js';

export const ModerationCommands = {
  report: declareRoute({
    method: 'POST',
    url: '/api/comments/:id/reports',
    access: 'signed-in',
    summary: "Report someone else's comment to the moderators, once per comment, with a reason",
    tag: 'Moderation',
    schema: { params: IdParams, body: ReportCommentRequest, response: { 201: ReportCommentResponse } },
    errors: [403, 404, 409],
    rateLimited: true,
  }),
  remove: declareRoute({
    method: 'POST',
    url: '/api/admin/comments/:id/removal',
    access: 'admin',
    summary: 'Remove any comment, with a reason kept in its question\'s history; it then reads "Removed by a moderator"',
    tag: 'Moderation',
    schema: { params: IdParams, body: RemoveCommentRequest, response: { 200: ModerationDecisionResponse } },
    errors: [404, 409],
  }),
  dismissReports: declareRoute({
    method: 'POST',
    url: '/api/admin/comments/:id/reports/dismissal',
    access: 'admin',
    summary: 'Keep a reported comment: the reports the admin read, up to the one named, leave the moderation queue',
    tag: 'Moderation',
    schema: { params: IdParams, body: DismissReportsRequest, response: { 200: ModerationDecisionResponse } },
    errors: [404, 409],
  }),
};
