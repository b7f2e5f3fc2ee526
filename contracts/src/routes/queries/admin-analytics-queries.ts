import { AnalyticsQuery, AnalyticsResponse } from '../../api/analytics.js';
import { declareRoute } from '../route-declaration.js';

export const AdminAnalyticsQueries = {
  analytics: declareRoute({
    method: 'GET',
    url: '/api/admin/analytics',
    access: 'admin',
    summary: 'Daily activity and accuracy, participation per question and suggestions by status over a period',
    tag: 'Admin: analytics',
    schema: { querystring: AnalyticsQuery, response: { 200: AnalyticsResponse } },
  }),
};
