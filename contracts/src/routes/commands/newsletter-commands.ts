export const NewsletterCommands = {};
