export const AuthCommands = {};
