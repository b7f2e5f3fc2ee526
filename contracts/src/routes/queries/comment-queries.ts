export const CommentQueries = {};
