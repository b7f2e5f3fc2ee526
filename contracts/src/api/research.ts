import { z } from 'zod';
import { optionalSecureWebAddress, webAddress } from './web-address.js';

export const MAX_TAG_LENGTH = 40;
export const MAX_TAGS = 20;
export const TAG_RULE = `A tag is 1 to ${MAX_TAG_LENGTH} characters: letters, digits, spaces and dashes`;

/**
 * A research topic. Tags are compared as typed by nobody in particular, so they are stored normalised: trimmed,
 * lowercased, runs of spaces made one. "Local Elections " and "local  elections" are the same topic.
 */
export const Tag = z
  .string(TAG_RULE)
  .transform((value) => value.trim().replace(/\s+/g, ' ').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, TAG_RULE)
      .max(MAX_TAG_LENGTH, TAG_RULE)
      .regex(/^[\p{L}\p{N} -]+$/u, TAG_RULE),
  );
export type Tag = z.output<typeof Tag>;

/** A list of tags as an admin sends it: each normalised, duplicates (after normalising) dropped, order kept. */
export const TagList = z
  .array(Tag, 'tags must be a list of tags')
  .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
  .transform((tags) => [...new Set(tags)]);

export const SetQuestionTagsRequest = z.object({ tags: TagList });
export type SetQuestionTagsRequest = z.output<typeof SetQuestionTagsRequest>;

function requiredText(message: string, max: number, tooLong: string) {
  return z.string(message).trim().min(1, message).max(max, tooLong);
}

export const Official = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  avatar: z.string().nullable(),
  tags: z.array(z.string()),
});
export type Official = z.infer<typeof Official>;

/** Body of creating and of editing an official: every field, so an edit replaces the profile as a whole. */
export const OfficialRequest = z.object({
  name: requiredText("Please enter the official's name", 100, 'Name must be at most 100 characters'),
  title: requiredText("Please enter the official's title or office", 150, 'Title must be at most 150 characters'),
  bio: z
    .string('Bio must be text')
    .trim()
    .max(2000, 'Bio must be at most 2000 characters')
    .optional()
    .transform((value) => value ?? ''),
  avatar: optionalSecureWebAddress('The photo link'),
  tags: TagList.optional().transform((tags) => tags ?? []),
});
export type OfficialRequest = z.output<typeof OfficialRequest>;

export const MediaPrediction = z.object({
  id: z.string(),
  statement: z.string(),
  prediction: z.string(),
  confidence: z.number().int(),
  sourceTitle: z.string(),
  sourceDate: z.string(),
  sourceUrl: z.string(),
  tags: z.array(z.string()),
});
export type MediaPrediction = z.infer<typeof MediaPrediction>;

const CONFIDENCE_RULE = 'Confidence is a whole percentage from 0 to 100';

/** Body of creating and of editing a media prediction: every field. */
export const MediaPredictionRequest = z.object({
  statement: requiredText('Please enter the statement', 500, 'Statement must be at most 500 characters'),
  prediction: requiredText('Please enter the prediction', 500, 'Prediction must be at most 500 characters'),
  confidence: z.number(CONFIDENCE_RULE).int(CONFIDENCE_RULE).min(0, CONFIDENCE_RULE).max(100, CONFIDENCE_RULE),
  sourceTitle: requiredText('Please enter the title of the source', 200, 'Source title must be at most 200 characters'),
  sourceDate: z.iso.date({ error: 'Source date must be a date such as 2026-11-20' }),
  sourceUrl: webAddress('The source link'),
  tags: TagList.optional().transform((tags) => tags ?? []),
});
export type MediaPredictionRequest = z.output<typeof MediaPredictionRequest>;

export const TagListResponse = z.array(z.string());
export const OfficialList = z.array(Official);
export const MediaPredictionList = z.array(MediaPrediction);
