import { TAG_RULE, TagList } from '@iec-bets/contracts';
import { z } from 'zod';
import { parseTags } from './tags-text';

/**
 * The tags box, checked as the contract's list of tags. A rule one tag breaks would be reported on that tag of the
 * list, which no field of the form shows; it is told on the box instead.
 */
export const TagsBox = z.string().transform((text, context) => {
  const tags = TagList.safeParse(parseTags(text));
  if (tags.success) return tags.data;
  context.addIssue({ code: 'custom', message: tags.error.issues[0]?.message ?? TAG_RULE });
  return z.NEVER;
});
