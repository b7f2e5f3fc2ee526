import { PublicResults, QuestionList, UserResults } from '../../api/question.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams, PageQuery, UserIdQuery } from '../route-params.js';

export const QuestionQueries = {
  today: declareRoute({
    method: 'GET',
    url: '/api/questions/today',
    access: 'public',
    summary: "Today's open questions (South African date), newest first",
    tag: 'Questions',
    schema: { response: { 200: QuestionList } },
  }),
  public: declareRoute({
    method: 'GET',
    url: '/api/questions/public',
    access: 'public',
    summary: 'Published questions, newest first, a page at a time (archived ones left out)',
    tag: 'Questions',
    schema: { querystring: PageQuery, response: { 200: QuestionList } },
  }),
  publicResults: declareRoute({
    method: 'GET',
    url: '/api/questions/:id/public-results',
    access: 'public',
    summary: "How the nation answered a published question",
    tag: 'Questions',
    schema: { params: IdParams, response: { 200: PublicResults } },
    errors: [404],
  }),
  results: declareRoute({
    method: 'GET',
    url: '/api/questions/:id/results',
    access: 'signed-in',
    summary: "A question's results with the signed-in user's answer and their friends' answers",
    tag: 'Questions',
    schema: { params: IdParams, querystring: UserIdQuery, response: { 200: UserResults } },
    errors: [403, 404],
  }),
};
