import { LeaderboardQuery, LeaderboardResponse } from '../../api/leaderboard.js';
import { declareRoute } from '../route-declaration.js';

export const LeaderboardQueries = {
  leaderboard: declareRoute({
    method: 'GET',
    url: '/api/leaderboard',
    access: 'signed-in',
    summary: "The national or friends' leaderboard, with the signed-in user's own place",
    tag: 'Leaderboard',
    schema: { querystring: LeaderboardQuery, response: { 200: LeaderboardResponse } },
  }),
};
