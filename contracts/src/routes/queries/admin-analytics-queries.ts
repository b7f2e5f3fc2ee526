export const AdminAnalyticsQueries = {};
