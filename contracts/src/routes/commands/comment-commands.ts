export const CommentCommands = {};
