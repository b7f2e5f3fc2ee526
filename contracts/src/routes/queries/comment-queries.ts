import { CommentList, PublicComments } from '../../api/comment.js';
import { declareRoute } from '../route-declaration.js';
import { DiscussionQuery, IdParams, PageQuery } from '../route-params.js';

export const CommentQueries = {
  discussion: declareRoute({
    method: 'GET',
    url: '/api/questions/:id/comments',
    access: 'signed-in',
    summary: "The latest comments of a published question, oldest first; `before` pages back",
    tag: 'Comments',
    schema: { params: IdParams, querystring: DiscussionQuery, response: { 200: CommentList } },
    errors: [404],
  }),
  public: declareRoute({
    method: 'GET',
    url: '/api/comments/public',
    access: 'public',
    summary: "The latest comments of the public feed's questions, by question id (the same page as /api/questions/public)",
    tag: 'Comments',
    schema: { querystring: PageQuery, response: { 200: PublicComments } },
  }),
};
