export const UserQueries = {};
