import multipart, { type MultipartFile } from '@fastify/multipart';
import { COMMENT_IMAGE_MAX_BYTES, COMMENT_FORM_FIELDS, COMMENT_TOO_LONG } from '@iec-bets/contracts';
import { badRequest, HttpError } from '@iec-bets/platform';
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
  // Size is checked by our reader, so that a too-large image is answered only once the whole upload has arrived.
  await scope.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: false });
}

/** All of a file part's bytes, as they stream in (busboy has already cut them at the image limit). */
async function bytesOf(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads a file part to its end and keeps nothing: its bytes are never needed, only the fact that it was sent. */
async function skip(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // discarded
  }
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
 * part as a File. Every part is read before any refusal: a browser that is still sending when the answer comes may
 * see the connection reset instead of the answer, so even a too-large image is refused (413) only once the rest of
 * the upload has been read and thrown away.
 */
async function formFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const values = new Map<string, unknown[]>();
  const add = (name: string, value: unknown) => values.set(name, [...(values.get(name) ?? []), value]);
  let tooLarge = false;
  let tooLong = false;
  try {
    for await (const part of request.parts()) {
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
      if (part.file.truncated) tooLarge = true;
      // A browser sends a file input left empty as a nameless empty file: no image, as an empty imageUrl is in JSON.
      if (part.filename === '' && bytes.length === 0) continue;
      // Without the part's declared type: the command side judges the type from the bytes alone.
      add(part.fieldname, new File([bytes], part.filename));
    }
  } catch (error) {
    throw formError(error);
  }
  if (tooLarge) throw imageTooLarge();
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
