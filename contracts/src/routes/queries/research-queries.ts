export const ResearchQueries = {};
