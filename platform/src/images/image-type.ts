import { fileTypeFromBuffer } from 'file-type';

/** The image types comments accept: pictures every browser shows, none that can carry script (no SVG). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/**
 * What the bytes are, judged by their content (magic numbers), never by a name or a declared type: one of the
 * accepted image types, or null for anything else.
 */
export async function detectImageType(bytes: Uint8Array): Promise<AcceptedImageType | null> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime as string | undefined;
  return ACCEPTED_IMAGE_TYPES.find((type) => type === mime) ?? null;
}
