export const TestAlertCommands = {};
