import { SubmitAnswerRequest, SubmitAnswerResponse } from '../../api/answer.js';
import { declareRoute } from '../route-declaration.js';

export const AnswerCommands = {
  submit: declareRoute({
    method: 'POST',
    url: '/api/answers',
    access: 'signed-in',
    summary: "Answer a question: one answer per user per question, final once given",
    tag: 'Answers',
    schema: { body: SubmitAnswerRequest, response: { 201: SubmitAnswerResponse } },
    errors: [403, 404, 409],
    rateLimited: true,
  }),
};
