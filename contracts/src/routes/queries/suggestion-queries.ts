export const SuggestionQueries = {};
