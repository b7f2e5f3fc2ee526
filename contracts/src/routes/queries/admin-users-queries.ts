export const AdminUsersQueries = {};
