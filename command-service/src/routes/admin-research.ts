import {
  MediaPredictionRequest,
  OfficialRequest,
  SetQuestionTagsRequest,
  streams,
  type MediaPrediction,
  type Official,
} from '@iec-bets/contracts';
import type { CommandMetadata } from '@iec-bets/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import { mediaPredictionDecider } from '../domain/media-prediction/media-prediction-decider.js';
import { officialDecider } from '../domain/official/official-decider.js';
import { questionDecider } from '../domain/question/question-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { parseBody } from '../http/parse-body.js';
import { sendPosition } from '../http/position-header.js';
import { requireAdmin } from '../http/require-admin.js';

type IdParams = { Params: { id: string } };

/** The research hub's admin commands: a question's tags, and the officials and media predictions. */
export const adminResearchRoutes: FastifyPluginAsync<CommandDeps> = async (app, deps) => {
  const { eventStore } = deps;
  const clock = deps.clock ?? systemClock;
  const adminIds = new WeakMap<FastifyRequest, string>();

  // Runs before the body is looked at: a visitor gets 401 and a non-admin 403 whatever they sent.
  app.addHook('preHandler', async (request) => {
    adminIds.set(request, await requireAdmin(eventStore, request));
  });
  const metadata = (request: FastifyRequest): CommandMetadata => commandMetadata(request, adminIds.get(request)!, clock());

  app.put<IdParams>('/api/admin/questions/:id/tags', async (request, reply) => {
    const { tags } = parseBody(SetQuestionTagsRequest, request.body);
    const questionId = request.params.id;
    const { appended } = await handleCommand(eventStore, questionDecider, {
      streamId: streams.question(questionId),
      command: { type: 'SetQuestionTags', data: { questionId, tags } },
      metadata: metadata(request),
    });
    sendPosition(reply, appended);
    return { id: questionId, tags };
  });

  app.post('/api/admin/officials', async (request, reply) => {
    const official: Official = { id: randomUUID(), ...parseBody(OfficialRequest, request.body) };
    const { id: officialId, ...fields } = official;
    const { appended } = await handleCommand(eventStore, officialDecider, {
      streamId: streams.researchOfficial(officialId),
      command: { type: 'CreateOfficial', data: { officialId, ...fields } },
      metadata: metadata(request),
    });
    sendPosition(reply, appended);
    return reply.status(201).send(official);
  });

  app.put<IdParams>('/api/admin/officials/:id', async (request, reply) => {
    const official: Official = { id: request.params.id, ...parseBody(OfficialRequest, request.body) };
    const { id: officialId, ...fields } = official;
    const { appended } = await handleCommand(eventStore, officialDecider, {
      streamId: streams.researchOfficial(officialId),
      command: { type: 'EditOfficial', data: { officialId, ...fields } },
      metadata: metadata(request),
    });
    sendPosition(reply, appended);
    return official;
  });

  app.delete<IdParams>('/api/admin/officials/:id', async (request, reply) => {
    const officialId = request.params.id;
    const { appended } = await handleCommand(eventStore, officialDecider, {
      streamId: streams.researchOfficial(officialId),
      command: { type: 'DeleteOfficial', data: { officialId } },
      metadata: metadata(request),
    });
    sendPosition(reply, appended);
    return { id: officialId };
  });

  app.post('/api/admin/predictions', async (request, reply) => {
    const prediction: MediaPrediction = { id: randomUUID(), ...parseBody(MediaPredictionRequest, request.body) };
    const { id: predictionId, ...fields } = prediction;
    const { appended } = await handleCommand(eventStore, mediaPredictionDecider, {
      streamId: streams.researchPrediction(predictionId),
      command: { type: 'CreateMediaPrediction', data: { predictionId, ...fields } },
      metadata: metadata(request),
    });
    sendPosition(reply, appended);
    return reply.status(201).send(prediction);
  });

  app.put<IdParams>('/api/admin/predictions/:id', async (request, reply) => {
    const prediction: MediaPrediction = { id: request.params.id, ...parseBody(MediaPredictionRequest, request.body) };
    const { id: predictionId, ...fields } = prediction;
    const { appended } = await handleCommand(eventStore, mediaPredictionDecider, {
      streamId: streams.researchPrediction(predictionId),
      command: { type: 'EditMediaPrediction', data: { predictionId, ...fields } },
      metadata: metadata(request),
    });
    sendPosition(reply, appended);
    return prediction;
  });

  app.delete<IdParams>('/api/admin/predictions/:id', async (request, reply) => {
    const predictionId = request.params.id;
    const { appended } = await handleCommand(eventStore, mediaPredictionDecider, {
      streamId: streams.researchPrediction(predictionId),
      command: { type: 'DeleteMediaPrediction', data: { predictionId } },
      metadata: metadata(request),
    });
    sendPosition(reply, appended);
    return { id: predictionId };
  });
};
