import { ReadModel, SuggestionListQuery, type Suggestion, type SuggestionDocument, type UserDocument } from '@iec-bets/contracts';
import { parseInput, requireUser, type Filter } from '@iec-bets/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { QueryDeps } from '../deps.js';
import { toSuggestion } from '../views/suggestion-view.js';
import { requireAdminReader } from './require-admin.js';

export const suggestionRoutes: FastifyPluginAsync<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;

  /**
   * `?user=me`: the caller's own suggestions (the /my-suggestions screen). Without it: everyone's, for admins only.
   * Either list may be narrowed by `?status=`; both are newest first.
   */
  app.get('/api/question-suggestions', async (request): Promise<Suggestion[]> => {
    const userId = requireUser(request);
    // Rights before the rest of the input: asking for other people's suggestions is for admins, whatever else is sent.
    const own = (request.query as Record<string, unknown> | undefined)?.user === 'me';
    if (!own) await requireAdminReader(readStore, request);
    const { status } = parseInput(SuggestionListQuery, request.query);
    const where: Filter = { ...(own ? { userId } : {}), ...(status ? { status } : {}) };
    const docs = await readStore.find<SuggestionDocument>(ReadModel.suggestions, { where, orderBy: [['createdAt', 'desc']] });
    const authorIds = [...new Set(docs.map((doc) => doc.userId))];
    const authors = await readStore.getMany<UserDocument>(ReadModel.users, authorIds);
    const byId = new Map(authors.map((author) => [author.id, author]));
    return docs.map((doc) => toSuggestion(doc, byId));
  });
};
