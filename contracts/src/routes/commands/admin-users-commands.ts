import { SetAdminRequest, SetAdminResponse } from '../../api/admin-users.js';
import { declareRoute } from '../route-declaration.js';
import { UserIdParams } from '../route-params.js';

export const AdminUsersCommands = {
  setAdmin: declareRoute({
    method: 'PUT',
    url: '/api/admin/users/:id/admin',
    access: 'admin',
    summary: "Grant or revoke a user's admin rights (never one's own revocation)",
    tag: 'Admin: users',
    schema: { params: UserIdParams, body: SetAdminRequest, response: { 200: SetAdminResponse } },
    errors: [404, 409],
  }),
};
