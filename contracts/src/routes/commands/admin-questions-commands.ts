export const AdminQuestionsCommands = {};
