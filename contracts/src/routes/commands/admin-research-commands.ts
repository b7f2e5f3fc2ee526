export const AdminResearchCommands = {};
