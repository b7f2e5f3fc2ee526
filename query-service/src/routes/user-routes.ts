import {
  type AnswerDocument,
  answerDocumentId,
  answerOutcome,
  dayNumber,
  type HistoryItem,
  PublicUser,
  type QuestionDocument,
  ReadModel,
  shownAnswerPoints,
  southAfricanDay,
  User,
  USER_NOT_FOUND,
  type UnshownRecordDocument,
  type UnshownRecordOf,
  type UserDocument,
  UserQueries,
} from '@iec-bets/contracts';
import { declaredRoute, indentedJsonSerializerCompiler, notFound, requireSelf, requireUser, signedInScope } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type QueryDeps, systemClock } from '../deps.js';
import { currentScoringRule } from '../views/current-scoring-rule.js';
import { newestFirstPage } from '../views/newest-first-page.js';
import { playerStats } from '../views/player-stats.js';
import { toPublicResults } from '../views/question-view.js';
import { toUserDataExport } from '../views/user-data-export-view.js';
import { commentWordsInLog } from './comment-words-in-log.js';
import { gatherHeldAboutUser } from './held-about-user.js';


export const userRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;
  const clock = deps.clock ?? systemClock;

  async function existingUser(id: string): Promise<UserDocument> {
    const user = await readStore.get<UserDocument>(ReadModel.users, id);
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  }

  // A visitor is a normal answer to "who is signed in?", not a failure: null with a 200, so that every first visit
  // does not log a failed request in the browser's console.
  app.route({
    ...declaredRoute(UserQueries.me),
    handler: async (request) => {
      if (!request.sessionUserId) return null;
      return User.parse(await existingUser(request.sessionUserId));
    },
  });

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(UserQueries.user),
      handler: async (request) => {
        const self = requireUser(request);
        const { id } = request.params;
        const user = await existingUser(id);
        // Contact details and alert settings are the user's own business.
        return id === self ? User.parse(user) : PublicUser.parse(user);
      },
    });

    signedIn.route({
      ...declaredRoute(UserQueries.stats),
      handler: async (request) => {
        const { id } = request.params;
        await existingUser(id);
        return { stats: await playerStats(readStore, id, clock()) };
      },
    });

    signedIn.route({
      ...declaredRoute(UserQueries.history),
      handler: async (request) => {
        const { id } = request.params;
        requireSelf(request, id);
        const { limit, before, beforeId } = request.query;
        // The page's start names the answer by its question (what the list shows); the store breaks ties by its id.
        const answers = await newestFirstPage<AnswerDocument>(readStore, ReadModel.answers, {
          where: { userId: id },
          field: 'submittedAt',
          limit,
          start: { before, beforeId: beforeId === undefined ? undefined : answerDocumentId(beforeId, id) },
        });
        const questions = await readStore.getMany<QuestionDocument>(ReadModel.questions, answers.map((answer) => answer.questionId));
        const byId = new Map(questions.map((question) => [question.id, question]));
        // The rule the boards and the profile's points are under, so that these points are theirs, answer by answer.
        const rule = await currentScoringRule(readStore);
        const history: HistoryItem[] = answers.flatMap((answer) => {
          const question = byId.get(answer.questionId);
          if (!question) return [];
          const isCorrect = answerOutcome(answer, question);
          return [
            {
              questionId: answer.questionId,
              questionText: question.text,
              submittedAt: answer.submittedAt,
              selectedOptionId: answer.optionId,
              selectedOption: question.options.find((option) => option.id === answer.optionId)?.text ?? answer.optionId,
              isPending: isCorrect === null,
              isCorrect,
              dayNumber: dayNumber(question.date),
              correctOptionId: isCorrect === null ? null : question.correctOptionId,
              results: toPublicResults(question).results,
              points: shownAnswerPoints(rule, answer, question),
            },
          ];
        });
        return { history };
      },
    });

    signedIn.route({
      ...declaredRoute(UserQueries.dataExport),
      // A file its owner reads and checks: laid out, not one minified line.
      serializerCompiler: indentedJsonSerializerCompiler,
      handler: async (request, reply) => {
        const { id } = request.params;
        // One's own data only: an admin has no more right to it than anyone else.
        requireSelf(request, id);
        const user = await existingUser(id);
        const now = clock();
        const held = await gatherHeldAboutUser(deps, user, now);
        // The person's own day, as the rest of the product counts days: a download at 01:30 on the 23rd is the 23rd's.
        const day = southAfricanDay(now);
        void reply.header('content-disposition', `attachment; filename="iec-bets-data-${user.username}-${day}.json"`);
        // Personal data: kept by no cache on the way.
        void reply.header('cache-control', 'no-store');
        return toUserDataExport(held, now);
      },
    });

    signedIn.route({
      ...declaredRoute(UserQueries.commentsOnDeletedQuestions),
      handler: async (request) => {
        const { id } = request.params;
        requireSelf(request, id);
        const records = await readStore.find<UnshownRecordDocument>(ReadModel.unshownRecords, { where: { userId: id, kind: 'comment' } });
        const comments = records.filter((record): record is UnshownRecordOf<'comment'> => record.kind === 'comment');
        const words = await commentWordsInLog(deps.eventStore, comments.map((comment) => comment.commentId));
        return comments
          .map(({ commentId, questionId, questionText, postedAt, questionDeletedAt }) => ({
            id: commentId,
            questionId,
            questionText,
            content: words.get(commentId)?.content ?? '',
            postedAt,
            questionDeletedAt,
          }))
          .sort((a, b) => a.postedAt.localeCompare(b.postedAt));
      },
    });

    signedIn.route({
      ...declaredRoute(UserQueries.picks),
      handler: async (request) => {
        const { id } = request.params;
        requireSelf(request, id);
        // One look by primary key for the whole page: an answer's id is its question's and its player's.
        const ids = request.query.questionIds.map((questionId) => answerDocumentId(questionId, id));
        const answers = await readStore.getMany<AnswerDocument>(ReadModel.answers, ids);
        return { picks: answers.map(({ questionId, optionId }) => ({ questionId, optionId })) };
      },
    });

    signedIn.route({
      ...declaredRoute(UserQueries.answer),
      handler: async (request) => {
        const { userId, questionId } = request.params;
        requireSelf(request, userId);
        const answer = await readStore.get<AnswerDocument>(ReadModel.answers, answerDocumentId(questionId, userId));
        if (!answer) throw notFound('You have not answered this question yet');
        const question = await readStore.get<QuestionDocument>(ReadModel.questions, questionId);
        const { optionId, submittedAt, crowdBefore } = answer;
        // The rule is read only for a resolved question: an open one's answer (home's, every day) has no points yet.
        const rule = question?.isResolved ? await currentScoringRule(readStore) : null;
        const points = rule && question ? shownAnswerPoints(rule, answer, question) : null;
        const scoringRule = points === null ? null : rule!.name;
        return { answer: { questionId, optionId, submittedAt, points, scoringRule, crowdBefore } };
      },
    });
  });
};
