import { Comment, DeleteCommentResponse, PostCommentRequest } from '../../api/comment.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams } from '../route-params.js';

export const CommentCommands = {
  post: declareRoute({
    method: 'POST',
    url: '/api/questions/:id/comments',
    access: 'signed-in',
    summary: 'Comment on a published question, with text, an image (a data URL of up to 5 MB) or both',
    tag: 'Comments',
    schema: { params: IdParams, body: PostCommentRequest, response: { 201: Comment } },
    errors: [404, 409, 413],
    rateLimited: true,
  }),
  delete: declareRoute({
    method: 'DELETE',
    url: '/api/comments/:id',
    access: 'signed-in',
    summary: "Delete one's own comment",
    tag: 'Comments',
    schema: { params: IdParams, response: { 200: DeleteCommentResponse } },
    errors: [403, 404, 409],
  }),
};
