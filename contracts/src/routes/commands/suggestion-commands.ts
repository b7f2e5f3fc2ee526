import { ReviewSuggestionRequest, ReviewSuggestionResponse, Suggestion, SuggestQuestionRequest } from '../../api/suggestion.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams, IdResponse } from '../route-params.js';

export const SuggestionCommands = {
  suggest: declareRoute({
    method: 'POST',
    url: '/api/question-suggestions',
    access: 'signed-in',
    summary: 'Suggest a question for the admins to consider',
    tag: 'Suggestions',
    schema: { body: SuggestQuestionRequest, response: { 201: Suggestion } },
    rateLimited: true,
  }),
  review: declareRoute({
    method: 'PUT',
    url: '/api/question-suggestions/:id',
    access: 'admin',
    summary: 'Review a suggestion: approve, reject or mark it used, with notes',
    tag: 'Admin: suggestions',
    schema: { params: IdParams, body: ReviewSuggestionRequest, response: { 200: ReviewSuggestionResponse } },
    errors: [404, 409],
  }),
  delete: declareRoute({
    method: 'DELETE',
    url: '/api/question-suggestions/:id',
    access: 'admin',
    summary: 'Delete a suggestion',
    tag: 'Admin: suggestions',
    schema: { params: IdParams, response: { 200: IdResponse } },
    errors: [404, 409],
  }),
};
