import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';

/** A browser's push subscription as the notifier stores it: where to post, and the keys to encrypt for. */
export interface WebPushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The browser's side of Web Push, written from RFC 8291 (message encryption) and RFC 8188 (aes128gcm content
 * coding): a subscription with a fresh P-256 key pair and auth secret, and the decryption a browser performs.
 */
export interface PushSubscriber {
  target: WebPushTarget;
  decrypt(body: Buffer): Buffer;
}

export function createPushSubscriber(endpoint: string): PushSubscriber {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const authSecret = randomBytes(16);
  return {
    target: {
      endpoint,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt: (body) => decryptAes128gcm(body, keys, authSecret),
  };
}

const TAG_LENGTH = 16;

/** RFC 8188 header: salt (16) | record size (uint32) | key id length (1) | key id (the sender's public key). */
function parseHeader(body: Buffer) {
  if (body.length < 21) throw new Error('aes128gcm body shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  return { salt, recordSize, senderPublicKey, records: body.subarray(21 + keyIdLength) };
}

function decryptAes128gcm(body: Buffer, receiverKeys: ECDH, authSecret: Buffer): Buffer {
  const { salt, recordSize, senderPublicKey, records } = parseHeader(body);
  if (senderPublicKey.length !== 65) throw new Error(`key id should be the sender's 65-byte public key, got ${senderPublicKey.length} bytes`);

  // RFC 8291 section 3.4: the input keying material mixes the ECDH secret with the subscription's auth secret.
  const ecdhSecret = receiverKeys.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKeys.getPublicKey(), senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));

  // RFC 8188 section 2.2 / 2.3: content encryption key and nonce from the salt.
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const plaintexts: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, Math.min(offset + recordSize, records.length));
    const isLast = offset + recordSize >= records.length;
    const decipher = createDecipheriv('aes-128-gcm', cek, nonceFor(baseNonce, sequence));
    decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_LENGTH)), decipher.final()]);
    plaintexts.push(removePadding(padded, isLast));
  }
  return Buffer.concat(plaintexts);
}

/**
 * The nonce of record `sequence` is the base nonce XOR the sequence number (big-endian, right-aligned). Only the
 * last four bytes can change for any message this size, and JavaScript's XOR works on 32 bits.
 */
function nonceFor(baseNonce: Buffer, sequence: number): Buffer {
  const nonce = Buffer.from(baseNonce);
  nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
  return nonce;
}

/** Each record ends with a delimiter (2 for the last record, 1 otherwise) followed by zero bytes of padding. */
function removePadding(padded: Buffer, isLast: boolean): Buffer {
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  const delimiter = padded[end];
  if (delimiter !== (isLast ? 2 : 1)) throw new Error(`bad padding delimiter ${delimiter} in a ${isLast ? 'last' : 'middle'} record`);
  return padded.subarray(0, end);
}
