import { z } from 'zod';

export const AdminUsersQuery = z.object({
  /** Part of a username or name, any letter case; blank lists everyone. */
  search: z.string('search must be text').trim().max(100, 'search must be at most 100 characters').default(''),
  page: z.coerce.number('page must be a number').int('page must be a whole number').min(1, 'page must be at least 1').default(1),
  pageSize: z.coerce
    .number('pageSize must be a number')
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(100, 'pageSize must be at most 100')
    .default(20),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUserRow = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  isAdmin: z.boolean(),
  joinDate: z.iso.datetime(),
  totalAnswers: z.number().int().nonnegative(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUsersResponse = z.object({
  users: z.array(AdminUserRow),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Users matching the search, over all pages. */
  total: z.number().int().nonnegative(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

export const SetAdminRequest = z.object({
  isAdmin: z.boolean({ error: (issue) => (issue.input === undefined ? 'isAdmin is required' : 'isAdmin must be true or false') }),
});
export type SetAdminRequest = z.infer<typeof SetAdminRequest>;

export const SetAdminResponse = z.object({ id: z.string(), isAdmin: z.boolean() });
export type SetAdminResponse = z.infer<typeof SetAdminResponse>;
