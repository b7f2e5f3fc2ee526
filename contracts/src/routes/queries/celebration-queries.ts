import { PendingCelebrationsResponse } from '../../api/celebration.js';
import { declareRoute } from '../route-declaration.js';

export const CelebrationQueries = {
  pending: declareRoute({
    method: 'GET',
    url: '/api/me/celebrations',
    access: 'signed-in',
    summary: "The signed-in user's celebrations not yet shown: right and wrong answers, new friends, rank and accuracy",
    description:
      'Answers resolved and friendships accepted in the last 7 days that the user has not acknowledged, a national rank ' +
      'better than the best one acknowledged, and an accuracy milestone (50, 60, 70, 80 or 90% over 5 or more resolved ' +
      'answers) higher than the highest acknowledged. Oldest first.',
    tag: 'Celebrations',
    schema: { response: { 200: PendingCelebrationsResponse } },
  }),
};
