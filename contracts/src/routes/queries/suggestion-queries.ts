import { SuggestionList, SuggestionListQuery } from '../../api/suggestion.js';
import { declareRoute } from '../route-declaration.js';

export const SuggestionQueries = {
  list: declareRoute({
    method: 'GET',
    url: '/api/question-suggestions',
    access: 'signed-in',
    summary: "Question suggestions, newest first: the caller's own with `?user=me`, everyone's for admins",
    tag: 'Suggestions',
    schema: { querystring: SuggestionListQuery, response: { 200: SuggestionList } },
    errors: [403],
  }),
};
