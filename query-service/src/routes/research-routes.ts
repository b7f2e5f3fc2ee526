import {
  type MediaPredictionDocument,
  type OfficialDocument,
  type QuestionDocument,
  ReadModel,
  ResearchQueries,
  type TagDocument,
} from '@iec-bets/contracts';
import { declaredRoute } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { toQuestion } from '../views/question-view.js';
import { byLatestDate, byName, byNewestSource, toMediaPrediction, toOfficial } from '../views/research-view.js';

/**
 * The research hub: topics (tags), officials and media predictions. Public, like the archive of questions: a
 * visitor can browse it before signing up.
 */
export const researchRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;

  /** The topic's document, or null for a well-formed tag nothing carries (its lists are simply empty). */
  const topicOf = (tag: string) => readStore.get<TagDocument>(ReadModel.tags, tag);

  app.route({
    ...declaredRoute(ResearchQueries.tags),
    handler: async () => {
      const docs = await readStore.find<TagDocument>(ReadModel.tags, { orderBy: [['id', 'asc']] });
      return docs.map((doc) => doc.id);
    },
  });

  app.route({
    ...declaredRoute(ResearchQueries.topicQuestions),
    handler: async (request) => {
      const topic = await topicOf(request.params.tag);
      if (!topic) return [];
      const docs = await readStore.getMany<QuestionDocument>(ReadModel.questions, topic.questionIds);
      // The tag lists only public questions; checked again so that the answer never depends on that alone.
      return docs.filter((doc) => doc.isPublished && !doc.isArchived).sort(byLatestDate).map(toQuestion);
    },
  });

  app.route({
    ...declaredRoute(ResearchQueries.topicOfficials),
    handler: async (request) => {
      const topic = await topicOf(request.params.tag);
      if (!topic) return [];
      const docs = await readStore.getMany<OfficialDocument>(ReadModel.officials, topic.officialIds);
      return docs.sort(byName).map(toOfficial);
    },
  });

  app.route({
    ...declaredRoute(ResearchQueries.topicPredictions),
    handler: async (request) => {
      const topic = await topicOf(request.params.tag);
      if (!topic) return [];
      const docs = await readStore.getMany<MediaPredictionDocument>(ReadModel.mediaPredictions, topic.predictionIds);
      return docs.sort(byNewestSource).map(toMediaPrediction);
    },
  });

  app.route({
    ...declaredRoute(ResearchQueries.officials),
    handler: async () => {
      const docs = await readStore.find<OfficialDocument>(ReadModel.officials, { orderBy: [['name', 'asc']] });
      return docs.map(toOfficial);
    },
  });

  app.route({
    ...declaredRoute(ResearchQueries.predictions),
    handler: async () => {
      const docs = await readStore.find<MediaPredictionDocument>(ReadModel.mediaPredictions, { orderBy: [['sourceDate', 'desc']] });
      return docs.map(toMediaPrediction);
    },
  });
};
