import { BoardTopicList, LeaderboardQuery, LeaderboardResponse } from '../../api/leaderboard.js';
import { declareRoute } from '../route-declaration.js';

export const LeaderboardQueries = {
  leaderboard: declareRoute({
    method: 'GET',
    url: '/api/leaderboard',
    access: 'signed-in',
    summary: "A leaderboard (national, friends, a calendar month or a research topic), with the signed-in user's own place",
    tag: 'Leaderboard',
    schema: { querystring: LeaderboardQuery, response: { 200: LeaderboardResponse } },
  }),
  boardTopics: declareRoute({
    method: 'GET',
    url: '/api/leaderboard/topics',
    access: 'signed-in',
    summary: 'The research topics that have a board (those public questions carry), the one with the most questions first',
    tag: 'Leaderboard',
    schema: { response: { 200: BoardTopicList } },
  }),
};
