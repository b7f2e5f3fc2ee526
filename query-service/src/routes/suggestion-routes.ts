import { ReadModel, SUGGESTIONS_PAGE, SuggestionQueries, type Suggestion, type SuggestionDocument, type UserDocument } from '@iec-bets/contracts';
import { adminScope, declaredRoute, requireUser, type Filter, type ReadStore } from '@iec-bets/platform';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { toSuggestion } from '../views/suggestion-view.js';
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
          const docs = await pageOfSuggestions(readStore, where, {
            // Everyone's always by the page; a member's own (a handful, by the suggestions' rate limit) whole by default.
            limit: limit ?? (own ? undefined : SUGGESTIONS_PAGE),
            ...(before !== undefined && { before }),
            ...(beforeId !== undefined && { beforeId }),
          });
          const authorIds = [...new Set(docs.map((doc) => doc.userId))];
          const authors = await readStore.getMany<UserDocument>(ReadModel.users, authorIds);
          const byId = new Map(authors.map((author) => [author.id, author]));
          return docs.map((doc) => toSuggestion(doc, byId));
        },
      });
    },
    { openToSignedInWhen: ownOnly },
  );
};

/** Ties (one millisecond) by id, downwards: the stores break them in the direction of the last key. */
const newestFirst: Array<[string, 'desc']> = [['createdAt', 'desc']];

/**
 * Suggestions matching `where`, newest first, at most `limit`, and only those after the position
 * (`before`, `beforeId`) in that order: the ones made at `before` itself with a smaller id, then the older ones. Two
 * queries rather than one with an "or", which the read stores' filters do not have.
 */
async function pageOfSuggestions(
  readStore: ReadStore,
  where: Filter,
  page: { limit: number | undefined; before?: string; beforeId?: string },
): Promise<SuggestionDocument[]> {
  const { limit, before, beforeId } = page;
  const find = (filter: Filter, orderBy: Array<[string, 'desc']>, most: number | undefined) =>
    readStore.find<SuggestionDocument>(ReadModel.suggestions, { where: filter, orderBy, ...(most !== undefined && { limit: most }) });
  if (before === undefined) return find(where, newestFirst, limit);
  // Made at that very time, they differ by id alone: sorted by it, the index walks them in order.
  const sameTime = beforeId === undefined ? [] : await find({ ...where, createdAt: before, id: { $lt: beforeId } }, [['id', 'desc']], limit);
  const left = limit === undefined ? undefined : limit - sameTime.length;
  return left === 0 ? sameTime : [...sameTime, ...(await find({ ...where, createdAt: { $lt: before } }, newestFirst, left))];
}
