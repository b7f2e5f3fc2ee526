export const FriendshipQueries = {};
