/** Stream names, category first, as ARCHITECTURE.md lays them out. One place so that no one spells them twice. */
export const streams = {
  user: (userId: string) => `user-${userId}`,
  username: (username: string) => `username-${username.toLowerCase()}`,
  question: (questionId: string) => `question-${questionId}`,
  answer: (questionId: string, userId: string) => `answer-${questionId}-${userId}`,
} as const;

/** The category of a stream is the part before the first dash. */
export function streamCategory(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}
