export const NotificationSettingsCommands = {};
