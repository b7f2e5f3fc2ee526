import multipart, { type MultipartFile } from '@fastify/multipart';
import { COMMENT_IMAGE_MAX_BYTES, COMMENT_FORM_FIELDS, COMMENT_TOO_LONG } from '@iec-bets/contracts';
import { badRequest, HttpError, payloadTooLarge } from '@iec-bets/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageTooLarge } from './comment-image.js';

/**
 * What busboy reads of a comment form. An image part is cut at 5MB: busboy stops keeping its bytes there and reads
 * the rest of the part to nowhere. The text has room for 2000 characters of four UTF-8 bytes each, with spaces
 * around them that trimming removes. A form has two parts; a few more are still read, so that an extra field is
 * named in the answer rather than cut off.
 */
const FORM_LIMITS = { fileSize: COMMENT_IMAGE_MAX_BYTES, fieldSize: 64 * 1024, parts: 8 };

const MALFORMED_FORM = 'The form could not be read: send it as multipart/form-data with the fields content and image';

/** Lets a scope's routes take multipart bodies, read part by part by their own hooks (see `readCommentForm`). */
export async function acceptCommentForms(scope: FastifyInstance): Promise<void> {
  // Size is checked by our reader (a file past its limit is flagged, not thrown), which refuses it in its own words.
  await scope.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: false });
}

/**
 * Reads a file part until its end, keeping its chunks with `keep`, or until it passes its limit, which is told at once:
 * busboy keeps none of the rest, and waiting for the part's end would read an upload of any size to its end. A part
 * that arrived whole with the form may have passed the limit before it was handed over (`truncated` already, its
 * `limit` event gone by): its bytes then end at the limit, and it is past the limit all the same.
 */
function readFilePart(part: MultipartFile, keep: (chunk: Buffer) => void): Promise<'whole' | 'past the limit'> {
  return new Promise((resolve, reject) => {
    if (part.file.truncated) return resolve('past the limit');
    part.file.on('data', keep);
    part.file.once('limit', () => resolve('past the limit'));
    part.file.once('end', () => resolve(part.file.truncated ? 'past the limit' : 'whole'));
    part.file.once('error', reject);
  });
}

/** All of a file part's bytes, or TOO_LARGE as soon as it passes the image limit. */
async function bytesOf(part: MultipartFile): Promise<Buffer | typeof TOO_LARGE> {
  const chunks: Buffer[] = [];
  return (await readFilePart(part, (chunk) => chunks.push(chunk))) === 'whole' ? Buffer.concat(chunks) : TOO_LARGE;
}
const TOO_LARGE = Symbol('past the image limit');

/**
 * Reads a file part to its end and keeps nothing: its bytes are never needed, only the fact that it was sent. One
 * past the image limit is refused at once, as no form of a comment has room for it.
 */
async function skip(part: MultipartFile): Promise<void> {
  if ((await readFilePart(part, () => undefined)) !== 'whole') throw badRequest(COMMENT_FORM_FIELDS);
}

/**
 * Refused (413) once more of the request has arrived than the route's body limit: @fastify/multipart does not hold
 * a form to it, and busboy reads past the end of what it keeps (a text field's 64 KiB, an image's 5MB) to the end of
 * the part, however long. Counted from `start`, which must come after the form is piped into its parser: a listener
 * of the request's data before that would take bytes the parser then never sees.
 */
function bodyLimitWatch(request: FastifyRequest): { refused: Promise<never>; start: () => void; stop: () => void } {
  const limit = request.routeOptions.bodyLimit;
  let received = 0;
  let refuse: (error: HttpError) => void = () => undefined;
  const refused = new Promise<never>((_resolve, reject) => (refuse = reject));
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (limit !== undefined && received > limit) refuse(payloadTooLarge());
  };
  return {
    refused,
    start: () => request.raw.on('data', count),
    stop: () => request.raw.off('data', count),
  };
}

/** What went wrong while reading the parts, in the product's words; a refusal of ours passes as it is. */
function formError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  // @fastify/multipart's own refusals: too many parts, or a field named like a property of every object.
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION') return badRequest(COMMENT_FORM_FIELDS);
  // Anything else is busboy finding no boundary, a truncated part or a broken part header.
  return badRequest(MALFORMED_FORM);
}

/**
 * Turns a multipart comment into the object its schema (`PostCommentForm`) checks: each field's value, a file
 * part as a File. Every part is read before a refusal, so that it names the fault the schema finds first, but for
 * three refused at once: an image past its limit (413), a file in another field past it (400), and a form past the
 * route's body limit (413).
 */
async function formFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const bounded = bodyLimitWatch(request);
  const reading = readParts(request.parts());
  // Asking for the first part (readParts does at once) piped the request into the parser: counting takes nothing now.
  bounded.start();
  // Refused past the limit while the parts are still being read: that reading is left to end with the connection.
  reading.catch(() => undefined);
  try {
    return await Promise.race([reading, bounded.refused]);
  } catch (error) {
    // Refused before the form's end, the parser would hand its next file part to a stream nobody reads, and pause the
    // request with it: what is left of the body then never arrived, and the answer waited for the 30 s of
    // read-refused-bodies.ts. Cut loose from the parser, the rest is read to nowhere there.
    request.raw.unpipe();
    throw error;
  } finally {
    bounded.stop();
  }
}

async function readParts(parts: ReturnType<FastifyRequest['parts']>): Promise<Record<string, unknown>> {
  const values = new Map<string, unknown[]>();
  const add = (name: string, value: unknown) => values.set(name, [...(values.get(name) ?? []), value]);
  let tooLong = false;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'content' && part.valueTruncated) tooLong = true;
        add(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== 'image' || values.has('image')) {
        await skip(part);
        // An empty stand-in: the schema refuses a second image, or a file where text belongs, whatever it holds.
        add(part.fieldname, new File([], part.filename));
        continue;
      }
      const bytes = await bytesOf(part);
      // Answered now: what is left of the upload is read and thrown away (at most 64 MiB, for at most 30 s) before
      // the answer goes, as for any refused body (platform's read-refused-bodies.ts), so a browser can read it.
      if (bytes === TOO_LARGE) throw imageTooLarge();
      // A browser sends a file input left empty as a nameless empty file: no image, as an empty imageUrl is in JSON.
      if (part.filename === '' && bytes.length === 0) continue;
      // Without the part's declared type: the command side judges the type from the bytes alone.
      add(part.fieldname, new File([bytes], part.filename));
    }
  } catch (error) {
    throw formError(error);
  }
  if (tooLong) throw badRequest(COMMENT_TOO_LONG);
  return Object.fromEntries([...values].map(([name, sent]) => [name, sent.length === 1 ? sent[0] : sent]));
}

/**
 * Reads a comment sent as multipart/form-data into the request's body, before validation: the route's schema for
 * that media type then checks it like any other body. A JSON comment passes untouched.
 */
export async function readCommentForm(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) request.body = await formFields(request);
}
