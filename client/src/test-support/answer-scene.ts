import { errorReply, type FakeApi, type Reply } from './fake-api';

/** What the server says of a question the user has not answered yet. */
export const NOT_ANSWERED = errorReply(404, 'You have not answered this question yet');

/**
 * The server side of answering `questionId` as user-1: the user's answer reads as absent until POST /api/answers
 * has taken one, then as that answer, as the real read model would. `answered()` tells whether the vote is in.
 */
export function acceptAnswer(server: FakeApi, { questionId = 'q-1', position }: { questionId?: string; position?: string } = {}) {
  let answer: { questionId: string; optionId: string; submittedAt: string } | null = null;
  server.on('POST /api/answers', (request): Reply => {
    const { optionId } = request.body as { optionId: string };
    answer = { questionId, optionId, submittedAt: '2026-11-23T12:00:00.000Z' };
    const headers: Record<string, string> = position ? { 'x-position': position } : {};
    return { status: 201, body: answer, headers };
  });
  server.on(`GET /api/users/user-1/answers/${questionId}`, () => (answer ? { body: { answer } } : NOT_ANSWERED));
  return { answered: () => answer !== null };
}
