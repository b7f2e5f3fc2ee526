import { ReadModel, SuggestionQueries, type Suggestion, type SuggestionDocument, type UserDocument } from '@iec-bets/contracts';
import { declaredRoute, forbidden, requireUser, signedInScope, type Filter } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { toSuggestion } from '../views/suggestion-view.js';
import { isAdminByReadModel } from './is-admin.js';

export const suggestionRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;
  const isAdmin = isAdminByReadModel(readStore);
  const ownOnly = (query: unknown) => (query as Record<string, unknown> | undefined)?.user === 'me';

  await signedInScope(app, (signedIn) => {
    /**
     * `?user=me`: the caller's own suggestions (the /my-suggestions screen). Without it: everyone's, for admins only.
     * Either list may be narrowed by `?status=`; both are newest first.
     */
    signedIn.route({
      ...declaredRoute(SuggestionQueries.list),
      // Rights before the rest of the input: asking for other people's suggestions is for admins, whatever else is sent.
      preValidation: async (request) => {
        if (!ownOnly(request.query) && !(await isAdmin(requireUser(request)))) throw forbidden('Admins only');
      },
      handler: async (request): Promise<Suggestion[]> => {
        const userId = requireUser(request);
        const { user, status } = request.query;
        const own = user === 'me';
        const where: Filter = { ...(own ? { userId } : {}), ...(status ? { status } : {}) };
        const docs = await readStore.find<SuggestionDocument>(ReadModel.suggestions, { where, orderBy: [['createdAt', 'desc']] });
        const authorIds = [...new Set(docs.map((doc) => doc.userId))];
        const authors = await readStore.getMany<UserDocument>(ReadModel.users, authorIds);
        const byId = new Map(authors.map((author) => [author.id, author]));
        return docs.map((doc) => toSuggestion(doc, byId));
      },
    });
  });
};
