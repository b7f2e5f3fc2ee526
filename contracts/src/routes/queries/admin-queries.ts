export const AdminQueries = {};
