import {
  COMMENT_IMAGE_MAX_BYTES,
  IMAGE_EMPTY,
  IMAGE_NOT_A_DATA_URL,
  IMAGE_TOO_LARGE,
  IMAGE_TYPE_NOT_ALLOWED,
  type CommentImageType,
  type PostCommentForm,
  type PostCommentRequest,
} from '@iec-bets/contracts';
import { badRequest, detectImageType, HttpError } from '@iec-bets/platform';

export interface CommentImage {
  bytes: Buffer;
  /** What the bytes are, found from the bytes: the declared type of the data URL is not trusted. */
  mimeType: CommentImageType;
}

/** The length of the base64 text of `bytes` bytes. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** `data:image/<anything>[;param=value...];base64,` then the payload. The declared subtype is not believed. */
const DATA_URL_HEAD = /^data:image\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const imageTooLarge = () => new HttpError(413, IMAGE_TOO_LARGE);

/**
 * Turns the `imageUrl` of a new comment into checked bytes: a base64 data URL of at most 5MB of a PNG, JPEG, GIF or
 * WebP image. The size is checked on the text before it is decoded, so an oversized image costs no decoding.
 */
export async function decodeCommentImage(dataUrl: string): Promise<CommentImage> {
  const head = DATA_URL_HEAD.exec(dataUrl);
  if (!head) throw badRequest(IMAGE_NOT_A_DATA_URL);
  const payload = dataUrl.slice(head[0].length);
  if (payload.length > base64Length(COMMENT_IMAGE_MAX_BYTES)) throw imageTooLarge();
  if (payload.length === 0) throw badRequest(IMAGE_EMPTY);
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) throw badRequest('The image data is not valid base64');
  return checkedCommentImage(Buffer.from(payload, 'base64'));
}

/** The bytes of a new comment's image, however they came, checked: some, at most 5MB, and an accepted type. */
export async function checkedCommentImage(bytes: Buffer): Promise<CommentImage> {
  if (bytes.length === 0) throw badRequest(IMAGE_EMPTY);
  if (bytes.length > COMMENT_IMAGE_MAX_BYTES) throw imageTooLarge();
  const mimeType = await detectImageType(bytes);
  if (!mimeType) throw badRequest(IMAGE_TYPE_NOT_ALLOWED);
  return { bytes, mimeType };
}

/** The checked image of a new comment, sent as a data URL in JSON or as a file in a form; null when it has none. */
export async function imageOfComment(body: PostCommentRequest | PostCommentForm): Promise<CommentImage | null> {
  if ('imageUrl' in body) return body.imageUrl === null ? null : decodeCommentImage(body.imageUrl);
  return body.image && checkedCommentImage(Buffer.from(await body.image.arrayBuffer()));
}
