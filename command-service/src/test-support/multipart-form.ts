import { randomBytes } from 'node:crypto';

/** One part of a multipart/form-data body: a text field, or a file when it has a filename. */
export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/**
 * A multipart/form-data body written byte by byte, as `inject` takes it: tests need forms no browser would send
 * (a lying part type, a file where text belongs, a missing end), which FormData cannot express.
 */
export function multipartForm(parts: readonly FormPart[], options: { unterminated?: boolean } = {}) {
  const boundary = `----iec-bets-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ?? (part.filename !== undefined ? 'application/octet-stream' : undefined);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value, Buffer.from('\r\n'));
  }
  if (!options.unterminated) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
