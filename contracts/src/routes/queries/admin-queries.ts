import { QuestionHistoryResponse, QuestionList } from '../../api/question.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams } from '../route-params.js';

export const AdminQueries = {
  questions: declareRoute({
    method: 'GET',
    url: '/api/admin/questions',
    access: 'admin',
    summary: 'Every question, drafts included, newest first',
    tag: 'Admin: questions',
    schema: { response: { 200: QuestionList } },
  }),
  drafts: declareRoute({
    method: 'GET',
    url: '/api/admin/drafts',
    access: 'admin',
    summary: 'The questions not yet published, newest first',
    tag: 'Admin: questions',
    schema: { response: { 200: QuestionList } },
  }),
  history: declareRoute({
    method: 'GET',
    url: '/api/admin/questions/:id/history',
    access: 'admin',
    summary: "Every event of a question's life, from the log, with who did it",
    tag: 'Admin: questions',
    schema: { params: IdParams, response: { 200: QuestionHistoryResponse } },
    errors: [404],
  }),
};
