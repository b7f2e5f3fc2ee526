export const PushSubscriptionCommands = {};
