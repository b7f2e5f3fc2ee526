export const HealthQueries = {};
