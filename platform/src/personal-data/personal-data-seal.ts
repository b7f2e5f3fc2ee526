import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Sealed personal data as it is written into the log: `pd1.` then base64url of a 12-byte nonce, the 16-byte GCM tag
 * and the AES-256-GCM ciphertext of the JSON. The subject's id is bound in as associated data, so a sealed value
 * copied into another person's event does not open.
 */
const PREFIX = 'pd1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function sealPersonal(key: Buffer, subjectId: string, value: unknown): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(subjectId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The value sealed for `subjectId`; throws when the text is not a seal, or not one made with this key for them. */
export function openPersonal(key: Buffer, subjectId: string, sealed: string): unknown {
  if (!sealed.startsWith(PREFIX)) throw new Error('Not sealed personal data');
  const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('Sealed personal data is truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(subjectId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}
