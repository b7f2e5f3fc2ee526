import {
  MediaPredictionRequest,
  OfficialRequest,
  SetQuestionTagsRequest,
  streams,
  type DomainEvent,
  type MediaPrediction,
  type Official,
} from '@iec-bets/contracts';
import type { CommandMetadata } from '@iec-bets/platform';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import type { Decider } from '../domain/decider.js';
import type { MediaPredictionCommand } from '../domain/media-prediction/media-prediction-commands.js';
import { mediaPredictionDecider } from '../domain/media-prediction/media-prediction-decider.js';
import type { OfficialCommand } from '../domain/official/official-commands.js';
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

  /**
   * Every admin command of the hub is the same round: decide on the aggregate's stream as the acting admin, append,
   * and tell the client the position its next read should wait for.
   */
  async function record<Command, State, Event extends DomainEvent>(
    request: FastifyRequest,
    reply: FastifyReply,
    decider: Decider<Command, State, Event>,
    streamId: string,
    command: Command,
  ): Promise<void> {
    const { appended } = await handleCommand(eventStore, decider, { streamId, command, metadata: metadata(request) });
    sendPosition(reply, appended);
  }
  const onOfficial = (request: FastifyRequest, reply: FastifyReply, command: OfficialCommand) =>
    record(request, reply, officialDecider, streams.researchOfficial(command.data.officialId), command);
  const onPrediction = (request: FastifyRequest, reply: FastifyReply, command: MediaPredictionCommand) =>
    record(request, reply, mediaPredictionDecider, streams.researchPrediction(command.data.predictionId), command);

  app.put<IdParams>('/api/admin/questions/:id/tags', async (request, reply) => {
    const { tags } = parseBody(SetQuestionTagsRequest, request.body);
    const questionId = request.params.id;
    const command = { type: 'SetQuestionTags', data: { questionId, tags } } as const;
    await record(request, reply, questionDecider, streams.question(questionId), command);
    return { id: questionId, tags };
  });

  app.post('/api/admin/officials', async (request, reply) => {
    const official: Official = { id: randomUUID(), ...parseBody(OfficialRequest, request.body) };
    const { id: officialId, ...fields } = official;
    await onOfficial(request, reply, { type: 'CreateOfficial', data: { officialId, ...fields } });
    return reply.status(201).send(official);
  });

  app.put<IdParams>('/api/admin/officials/:id', async (request, reply) => {
    const official: Official = { id: request.params.id, ...parseBody(OfficialRequest, request.body) };
    const { id: officialId, ...fields } = official;
    await onOfficial(request, reply, { type: 'EditOfficial', data: { officialId, ...fields } });
    return official;
  });

  app.delete<IdParams>('/api/admin/officials/:id', async (request, reply) => {
    const officialId = request.params.id;
    await onOfficial(request, reply, { type: 'DeleteOfficial', data: { officialId } });
    return { id: officialId };
  });

  app.post('/api/admin/predictions', async (request, reply) => {
    const prediction: MediaPrediction = { id: randomUUID(), ...parseBody(MediaPredictionRequest, request.body) };
    const { id: predictionId, ...fields } = prediction;
    await onPrediction(request, reply, { type: 'CreateMediaPrediction', data: { predictionId, ...fields } });
    return reply.status(201).send(prediction);
  });

  app.put<IdParams>('/api/admin/predictions/:id', async (request, reply) => {
    const prediction: MediaPrediction = { id: request.params.id, ...parseBody(MediaPredictionRequest, request.body) };
    const { id: predictionId, ...fields } = prediction;
    await onPrediction(request, reply, { type: 'EditMediaPrediction', data: { predictionId, ...fields } });
    return prediction;
  });

  app.delete<IdParams>('/api/admin/predictions/:id', async (request, reply) => {
    const predictionId = request.params.id;
    await onPrediction(request, reply, { type: 'DeleteMediaPrediction', data: { predictionId } });
    return { id: predictionId };
  });
};
