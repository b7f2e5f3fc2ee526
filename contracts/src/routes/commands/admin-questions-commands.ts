import { CreateQuestionRequest, ResolveQuestionRequest } from '../../api/question.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams, IdResponse } from '../route-params.js';

export const AdminQuestionsCommands = {
  draft: declareRoute({
    method: 'POST',
    url: '/api/admin/questions',
    access: 'admin',
    summary: 'Draft a question (published later)',
    tag: 'Admin: questions',
    schema: { body: CreateQuestionRequest, response: { 201: IdResponse } },
  }),
  edit: declareRoute({
    method: 'PUT',
    url: '/api/admin/questions/:id',
    access: 'admin',
    summary: 'Edit a draft before it is published: its text, context, day and options, all given anew',
    tag: 'Admin: questions',
    schema: { params: IdParams, body: CreateQuestionRequest, response: { 200: IdResponse } },
    errors: [404, 409],
  }),
  publish: declareRoute({
    method: 'POST',
    url: '/api/admin/questions/:id/publish',
    access: 'admin',
    summary: 'Publish a drafted question: it takes answers from then on',
    tag: 'Admin: questions',
    schema: { params: IdParams, response: { 200: IdResponse } },
    errors: [404, 409],
  }),
  resolve: declareRoute({
    method: 'PUT',
    url: '/api/admin/questions/:id/resolve',
    access: 'admin',
    summary: 'Resolve a published question with the correct option, a summary and a proof link',
    tag: 'Admin: questions',
    schema: { params: IdParams, body: ResolveQuestionRequest, response: { 200: IdResponse } },
    errors: [404, 409],
  }),
  archive: declareRoute({
    method: 'PUT',
    url: '/api/admin/questions/:id/archive',
    access: 'admin',
    summary: 'Archive a question: off the public feed, results kept',
    tag: 'Admin: questions',
    schema: { params: IdParams, response: { 200: IdResponse } },
    errors: [404, 409],
  }),
  delete: declareRoute({
    method: 'DELETE',
    url: '/api/admin/questions/:id',
    access: 'admin',
    summary: 'Delete a question',
    tag: 'Admin: questions',
    schema: { params: IdParams, response: { 200: IdResponse } },
    errors: [404, 409],
  }),
};
