/**
 * What a removed comment reads in every discussion, in place of its text and image. A module of its own, free of
 * zod: every discussion on the landing page shows it, and the landing page's first JavaScript must not carry the
 * moderation schemas (and zod with them) only for this text.
 */
export const REMOVED_BY_MODERATOR = 'Removed by a moderator';
