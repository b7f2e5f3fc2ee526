export const AdminUsersCommands = {};
