import {
  ReadModel,
  Tag,
  type MediaPredictionDocument,
  type OfficialDocument,
  type QuestionDocument,
  type TagDocument,
} from '@iec-bets/contracts';
import { parseInput } from '@iec-bets/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { QueryDeps } from '../deps.js';
import { toQuestion } from '../views/question-view.js';
import { byLatestDate, byName, byNewestSource, toMediaPrediction, toOfficial } from '../views/research-view.js';

/** The tag in the path, normalised as it is stored ("Local Elections" finds "local elections"); bad ones are 400. */
const TagParams = z.object({ tag: Tag });

/**
 * The research hub: topics (tags), officials and media predictions. Public, like the archive of questions: a
 * visitor can browse it before signing up.
 */
export const researchRoutes: FastifyPluginAsync<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;

  /** The topic's document, or null for a well-formed tag nothing carries (its lists are simply empty). */
  async function topicOf(request: FastifyRequest): Promise<TagDocument | null> {
    const { tag } = parseInput(TagParams, request.params);
    return readStore.get<TagDocument>(ReadModel.tags, tag);
  }

  app.get('/api/tags', async () => {
    const docs = await readStore.find<TagDocument>(ReadModel.tags, { orderBy: [['id', 'asc']] });
    return docs.map((doc) => doc.id);
  });

  app.get('/api/tags/:tag/questions', async (request) => {
    const topic = await topicOf(request);
    if (!topic) return [];
    const docs = await readStore.getMany<QuestionDocument>(ReadModel.questions, topic.questionIds);
    // The tag lists only public questions; checked again so that the answer never depends on that alone.
    return docs.filter((doc) => doc.isPublished && !doc.isArchived).sort(byLatestDate).map(toQuestion);
  });

  app.get('/api/tags/:tag/officials', async (request) => {
    const topic = await topicOf(request);
    if (!topic) return [];
    const docs = await readStore.getMany<OfficialDocument>(ReadModel.officials, topic.officialIds);
    return docs.sort(byName).map(toOfficial);
  });

  app.get('/api/tags/:tag/predictions', async (request) => {
    const topic = await topicOf(request);
    if (!topic) return [];
    const docs = await readStore.getMany<MediaPredictionDocument>(ReadModel.mediaPredictions, topic.predictionIds);
    return docs.sort(byNewestSource).map(toMediaPrediction);
  });

  app.get('/api/officials', async () => {
    const docs = await readStore.find<OfficialDocument>(ReadModel.officials, { orderBy: [['name', 'asc']] });
    return docs.map(toOfficial);
  });

  app.get('/api/predictions', async () => {
    const docs = await readStore.find<MediaPredictionDocument>(ReadModel.mediaPredictions, { orderBy: [['sourceDate', 'desc']] });
    return docs.map(toMediaPrediction);
  });
};
