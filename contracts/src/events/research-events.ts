import { z } from 'zod';

/**
 * The research hub's officials and media predictions. Each lives in its own stream (`research-official-<id>`,
 * `research-prediction-<id>`). Created and Edited carry every field, so a reader never has to merge partial changes.
 */
const OfficialFields = z.object({
  officialId: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  avatar: z.string().nullable(),
  tags: z.array(z.string()),
});

export const OfficialCreated = z.object({ type: z.literal('OfficialCreated'), data: OfficialFields });
export const OfficialEdited = z.object({ type: z.literal('OfficialEdited'), data: OfficialFields });
export const OfficialDeleted = z.object({
  type: z.literal('OfficialDeleted'),
  data: z.object({ officialId: z.string() }),
});

const MediaPredictionFields = z.object({
  predictionId: z.string(),
  statement: z.string(),
  prediction: z.string(),
  /** Percent, 0 to 100. */
  confidence: z.number().int(),
  sourceTitle: z.string(),
  /** The day the source published it (YYYY-MM-DD). */
  sourceDate: z.string(),
  sourceUrl: z.string(),
  tags: z.array(z.string()),
});

export const MediaPredictionCreated = z.object({ type: z.literal('MediaPredictionCreated'), data: MediaPredictionFields });
export const MediaPredictionEdited = z.object({ type: z.literal('MediaPredictionEdited'), data: MediaPredictionFields });
export const MediaPredictionDeleted = z.object({
  type: z.literal('MediaPredictionDeleted'),
  data: z.object({ predictionId: z.string() }),
});

export const OfficialEvent = z.discriminatedUnion('type', [OfficialCreated, OfficialEdited, OfficialDeleted]);
export type OfficialEvent = z.infer<typeof OfficialEvent>;
export type OfficialFields = z.infer<typeof OfficialFields>;

export const MediaPredictionEvent = z.discriminatedUnion('type', [
  MediaPredictionCreated,
  MediaPredictionEdited,
  MediaPredictionDeleted,
]);
export type MediaPredictionEvent = z.infer<typeof MediaPredictionEvent>;
export type MediaPredictionFields = z.infer<typeof MediaPredictionFields>;
