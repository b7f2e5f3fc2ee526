import {
  AdminResearchCommands,
  streams,
  type DomainEvent,
  type MediaPrediction,
  type Official,
} from '@iec-bets/contracts';
import { adminScope, declaredRoute, requireUser, type CommandMetadata } from '@iec-bets/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { sendPosition } from '../http/position-header.js';
import { isAdminByLog } from '../http/is-admin.js';

/** The research hub's admin commands: a question's tags, and the officials and media predictions. */
export const adminResearchRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore } = deps;
  const clock = deps.clock ?? systemClock;
  const metadata = (request: FastifyRequest): CommandMetadata => commandMetadata(request, requireUser(request), clock());

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

  // The admin check runs before the body is looked at: a visitor gets 401 and a non-admin 403 whatever they sent.
  await adminScope(app, isAdminByLog(eventStore), (admin) => {
    admin.route({
      ...declaredRoute(AdminResearchCommands.setTags),
      handler: async (request, reply) => {
        const { tags } = request.body;
        const questionId = request.params.id;
        const command = { type: 'SetQuestionTags', data: { questionId, tags } } as const;
        await record(request, reply, questionDecider, streams.question(questionId), command);
        return { id: questionId, tags };
      },
    });

    admin.route({
      ...declaredRoute(AdminResearchCommands.createOfficial),
      handler: async (request, reply) => {
        const official: Official = { id: randomUUID(), ...request.body };
        const { id: officialId, ...fields } = official;
        await onOfficial(request, reply, { type: 'CreateOfficial', data: { officialId, ...fields } });
        return reply.status(201).send(official);
      },
    });

    admin.route({
      ...declaredRoute(AdminResearchCommands.editOfficial),
      handler: async (request, reply) => {
        const official: Official = { id: request.params.id, ...request.body };
        const { id: officialId, ...fields } = official;
        await onOfficial(request, reply, { type: 'EditOfficial', data: { officialId, ...fields } });
        return official;
      },
    });

    admin.route({
      ...declaredRoute(AdminResearchCommands.deleteOfficial),
      handler: async (request, reply) => {
        const officialId = request.params.id;
        await onOfficial(request, reply, { type: 'DeleteOfficial', data: { officialId } });
        return { id: officialId };
      },
    });

    admin.route({
      ...declaredRoute(AdminResearchCommands.createPrediction),
      handler: async (request, reply) => {
        const prediction: MediaPrediction = { id: randomUUID(), ...request.body };
        const { id: predictionId, ...fields } = prediction;
        await onPrediction(request, reply, { type: 'CreateMediaPrediction', data: { predictionId, ...fields } });
        return reply.status(201).send(prediction);
      },
    });

    admin.route({
      ...declaredRoute(AdminResearchCommands.editPrediction),
      handler: async (request, reply) => {
        const prediction: MediaPrediction = { id: request.params.id, ...request.body };
        const { id: predictionId, ...fields } = prediction;
        await onPrediction(request, reply, { type: 'EditMediaPrediction', data: { predictionId, ...fields } });
        return prediction;
      },
    });

    admin.route({
      ...declaredRoute(AdminResearchCommands.deletePrediction),
      handler: async (request, reply) => {
        const predictionId = request.params.id;
        await onPrediction(request, reply, { type: 'DeleteMediaPrediction', data: { predictionId } });
        return { id: predictionId };
      },
    });
  });
};
