import {
  type AnswerDocument,
  CalibrationQueries,
  NationalCalibration,
  type QuestionDocument,
  ReadModel,
  USER_NOT_FOUND,
} from '@iec-bets/contracts';
import { declaredRoute, notFound, signedInScope } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { nationalCalibrationOf, trackRecordOf } from '../views/calibration.js';

/**
 * The national figures are computed from the questions read model at each read, rather than kept in a calibration
 * read model of their own. That model holds one small document per question (a few a day: about a thousand after a
 * year), with its final counts, its outcome as corrected, and no trace once deleted: exactly the inputs, already kept
 * right by the projections. An aggregate in the projector would have to undo a question's share in its bin on every
 * correction and deletion, a second copy of that bookkeeping to get wrong. The answers, the big collection, are never
 * read for the nation; a user's track record reads only that user's answers.
 */
export const calibrationRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;
  // The figures change only when the projector commits: a read at the position of the last one reuses its answer.
  let latest: { position: number; calibration: NationalCalibration } | undefined;

  app.route({
    ...declaredRoute(CalibrationQueries.national),
    handler: async (request) => {
      const position = request.readPosition;
      if (latest?.position !== position) {
        const resolved = await readStore.find<QuestionDocument>(ReadModel.questions, { where: { isResolved: true } });
        latest = { position, calibration: nationalCalibrationOf(resolved) };
      }
      return latest.calibration;
    },
  });

  await signedInScope(app, (signedIn) => {
    // Any signed-in user may read anyone's, as with a user's stats: see the route's declaration.
    signedIn.route({
      ...declaredRoute(CalibrationQueries.trackRecord),
      handler: async (request) => {
        const { id } = request.params;
        if (!(await readStore.get(ReadModel.users, id))) throw notFound(USER_NOT_FOUND);
        // Every answer of the user: the track record keeps those whose question is resolved.
        const answers = await readStore.find<AnswerDocument>(ReadModel.answers, { where: { userId: id } });
        const questions = await readStore.getMany<QuestionDocument>(ReadModel.questions, answers.map((answer) => answer.questionId));
        return trackRecordOf(id, answers, questions);
      },
    });
  });
};
