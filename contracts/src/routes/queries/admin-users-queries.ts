import { AdminUsersQuery, AdminUsersResponse } from '../../api/admin-users.js';
import { declareRoute } from '../route-declaration.js';

export const AdminUsersQueries = {
  users: declareRoute({
    method: 'GET',
    url: '/api/admin/users',
    access: 'admin',
    summary: 'One page of users, newest sign-up first, optionally those whose username or name contains a search',
    tag: 'Admin: users',
    schema: { querystring: AdminUsersQuery, response: { 200: AdminUsersResponse } },
  }),
};
