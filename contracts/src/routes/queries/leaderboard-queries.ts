export const LeaderboardQueries = {};
