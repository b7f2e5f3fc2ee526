import {
  type AnswerDocument,
  answerDocumentId,
  type DisputeDocument,
  disputeDocumentId,
  DisputeQueries,
  type MyDisputeResponse,
  QUESTION_NOT_FOUND,
  type QuestionDocument,
  ReadModel,
} from '@iec-bets/contracts';
import { adminScope, declaredRoute, notFound, requireUser, signedInScope } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemClock, type QueryDeps } from '../deps.js';
import { disputableUntil, toDisputedQuestions } from '../views/disputes-view.js';
import { isAdminByReadModel } from './is-admin.js';


/**
 * How many open disputes one look shows. Disputes come only from answerers, once each, for 48 hours after a
 * resolution, and each dismissal or correction closes a question's at once: the list stays short.
 */
export const OPEN_DISPUTES_PAGE = 500;

export const disputeRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;
  const clock = deps.clock ?? systemClock;

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(DisputeQueries.mine),
      handler: async (request) => {
        const userId = requireUser(request);
        const { id } = request.params;
        const question = await readStore.get<QuestionDocument>(ReadModel.questions, id);
        if (!question || !question.isPublished) throw notFound(QUESTION_NOT_FOUND);
        const [answer, dispute] = await Promise.all([
          readStore.get<AnswerDocument>(ReadModel.answers, answerDocumentId(id, userId)),
          readStore.get<DisputeDocument>(ReadModel.disputes, disputeDocumentId(id, userId)),
        ]);
        const until = disputableUntil(question);
        const body: MyDisputeResponse = {
          questionId: id,
          answered: answer !== null,
          disputableUntil: until,
          // The command side has the last word; this is what it would say now, for the client to offer or not.
          canDispute: answer !== null && dispute === null && until !== null && clock().toISOString() <= until,
          dispute: dispute && { reason: dispute.reason, disputedAt: dispute.disputedAt, status: dispute.status, note: dispute.note },
        };
        return body;
      },
    });
  });

  await adminScope(app, isAdminByReadModel(readStore), (admin) => {
    admin.route({
      ...declaredRoute(DisputeQueries.open),
      handler: async () => {
        const open = await readStore.find<DisputeDocument>(ReadModel.disputes, {
          where: { status: 'open' },
          orderBy: [['disputedAt', 'asc']],
          limit: OPEN_DISPUTES_PAGE,
        });
        return toDisputedQuestions(readStore, open);
      },
    });
  });
};
