import { z } from 'zod';

/**
 * The user has been shown one of their celebrations (or the plain card of a wrong answer) and it is not to show
 * again, on any device. Kept on the user's own stream `celebration-<userId>` so that a replay keeps what was seen.
 * The id says what was celebrated; see celebration-ids.ts.
 */
export const CelebrationSeen = z.object({
  type: z.literal('CelebrationSeen'),
  data: z.object({ userId: z.string(), celebrationId: z.string() }),
});
export type CelebrationSeen = z.infer<typeof CelebrationSeen>;
