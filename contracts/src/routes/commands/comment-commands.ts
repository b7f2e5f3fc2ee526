import { Comment, DeleteCommentResponse, PostCommentForm, PostCommentRequest } from '../../api/comment.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams } from '../route-params.js';

export const CommentCommands = {
  post: declareRoute({
    method: 'POST',
    url: '/api/questions/:id/comments',
    access: 'signed-in',
    summary: 'Comment on a published question, with text, an image of up to 5 MB, or both',
    description:
      'Send the comment as multipart/form-data, with the fields `content` (text) and `image` (the file itself), or as ' +
      'JSON with the image as a base64 data URL in `imageUrl` (a third larger; kept for existing clients). An image ' +
      'over 5 MB is refused with 413 once the upload has been read, so that a browser can read the answer.',
    tag: 'Comments',
    schema: { params: IdParams, body: PostCommentRequest, multipartBody: PostCommentForm, response: { 201: Comment } },
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
