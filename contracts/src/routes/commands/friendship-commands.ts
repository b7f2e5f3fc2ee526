export const FriendshipCommands = {};
