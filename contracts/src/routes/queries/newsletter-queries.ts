export const NewsletterQueries = {};
