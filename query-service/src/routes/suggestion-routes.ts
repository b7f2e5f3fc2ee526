import { ReadModel, SUGGESTIONS_PAGE, SuggestionQueries, type Suggestion, type SuggestionDocument } from '@iec-bets/contracts';
import { adminScope, declaredRoute, requireUser, type Filter } from '@iec-bets/platform';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { newestFirstPage } from '../views/newest-first-page.js';
import { toSuggestion } from '../views/suggestion-view.js';
import { usersById } from '../views/users-by-id.js';
import { isAdminByReadModel } from './is-admin.js';

export const suggestionRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;
  // Rights before the rest of the input: asking for other people's suggestions is for admins, whatever else is sent.
  const ownOnly = (request: FastifyRequest) => (request.query as Record<string, unknown> | undefined)?.user === 'me';

  await adminScope(
    app,
    isAdminByReadModel(readStore),
    (scope) => {
      /**
       * `?user=me`: the caller's own suggestions (the /my-suggestions screen), for any signed-in user. Without it:
       * everyone's, for admins only. Either list may be narrowed by `?status=`; both are newest first.
       */
      scope.route({
        ...declaredRoute(SuggestionQueries.list),
        handler: async (request): Promise<Suggestion[]> => {
          const userId = requireUser(request);
          const { user, status, limit, before, beforeId } = request.query;
          const own = user === 'me';
          const where: Filter = { ...(own ? { userId } : {}), ...(status ? { status } : {}) };
          const docs = await newestFirstPage<SuggestionDocument>(readStore, ReadModel.suggestions, {
            where,
            field: 'createdAt',
            // Everyone's always by the page; a member's own (a handful, by the suggestions' rate limit) whole by default.
            limit: limit ?? (own ? undefined : SUGGESTIONS_PAGE),
            start: { before, beforeId },
          });
          const authors = await usersById(readStore, docs.map((doc) => doc.userId));
          return docs.map((doc) => toSuggestion(doc, authors));
        },
      });
    },
    { openToSignedInWhen: ownOnly },
  );
};

