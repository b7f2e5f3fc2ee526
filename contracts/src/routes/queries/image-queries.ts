export const ImageQueries = {};
