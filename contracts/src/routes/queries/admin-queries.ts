import { DeletedQuestionList } from '../../api/deleted-question.js';
import { QuestionHistoryResponse, QuestionList } from '../../api/question.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams, PageQuery } from '../route-params.js';

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
  deleted: declareRoute({
    method: 'GET',
    url: '/api/admin/questions/deleted',
    access: 'admin',
    summary: 'One page of the deleted questions, the latest deletion first, each to find its history by',
    tag: 'Admin: questions',
    schema: { querystring: PageQuery, response: { 200: DeletedQuestionList } },
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
