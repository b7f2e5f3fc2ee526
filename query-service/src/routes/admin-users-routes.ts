import {
  AdminUsersQueries,
  type AdminUsersQuery,
  ReadModel,
  type AdminUserRow,
  type AdminUsersResponse,
  type UserDocument,
  type UserActivityDocument,
} from '@iec-bets/contracts';
import { adminScope, declaredRoute, type ReadStore } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { isAdminByReadModel } from './is-admin.js';

const newestFirst: Array<[string, 'asc' | 'desc']> = [['joinDate', 'desc']];

/** Whether the username or the name contains `needle` (already lowercased). */
function matches(user: UserDocument, needle: string): boolean {
  return user.usernameLower.includes(needle) || user.name.toLowerCase().includes(needle);
}

/**
 * One page of users, newest sign-up first, and how many there are. Without a search the store pages (joinDate
 * index). A search matches any part of a username or name, which no index of the read store serves, so it filters
 * the users in memory: acceptable for an admin-only screen at the product's scale, and the first thing to replace
 * (a search index) should the user base grow large.
 */
async function pageOfUsers(readStore: ReadStore, { search, page, pageSize }: AdminUsersQuery) {
  const offset = (page - 1) * pageSize;
  if (search === '') {
    const [users, total] = await Promise.all([
      readStore.find<UserDocument>(ReadModel.users, { orderBy: newestFirst, limit: pageSize, offset }),
      readStore.count(ReadModel.users),
    ]);
    return { users, total };
  }
  const needle = search.toLowerCase();
  const found = (await readStore.find<UserDocument>(ReadModel.users, { orderBy: newestFirst })).filter((user) => matches(user, needle));
  return { users: found.slice(offset, offset + pageSize), total: found.length };
}

export const adminUsersRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;

  await adminScope(app, isAdminByReadModel(readStore), (admin) => {
    admin.route({
      ...declaredRoute(AdminUsersQueries.users),
      handler: async (request): Promise<AdminUsersResponse> => {
        const query = request.query;
        const { users, total } = await pageOfUsers(readStore, query);
        const activity = await readStore.getMany<UserActivityDocument>(ReadModel.userActivity, users.map((user) => user.id));
        const answers = new Map(activity.map((doc) => [doc.userId, doc.totalAnswers]));
        const rows: AdminUserRow[] = users.map((user) => ({
          id: user.id,
          name: user.name,
          username: user.username,
          isAdmin: user.isAdmin,
          joinDate: user.joinDate,
          totalAnswers: answers.get(user.id) ?? 0,
        }));
        return { users: rows, page: query.page, pageSize: query.pageSize, total };
      },
    });
  });
};
