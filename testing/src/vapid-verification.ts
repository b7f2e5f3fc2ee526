import { createPublicKey, verify } from 'node:crypto';
import webpush from 'web-push';

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * What a push service checks of `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): the JWT is ES256-signed
 * by the key in `k`, that key is the one the subscription was made with, the audience is the push service's origin
 * and the expiry lies within the next 24 hours. Throws with the reason when a check fails.
 */
export function verifyVapidAuthorization(
  header: string | undefined,
  expected: { publicKey: string; audience: string; now?: Date },
): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization header: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== expected.publicKey) throw new Error('k is not the application server key of the subscription');

  const [encodedHeader, encodedClaims, encodedSignature] = jwt.split('.') as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString('utf8'));
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg is ${jwtHeader.alg}, expected ES256`);

  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${encodedHeader}.${encodedClaims}`);
  const signature = Buffer.from(encodedSignature, 'base64url');
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature)) {
    throw new Error('JWT signature does not verify with k');
  }

  const claims = JSON.parse(Buffer.from(encodedClaims, 'base64url').toString('utf8')) as VapidClaims;
  if (claims.aud !== expected.audience) throw new Error(`aud is ${claims.aud}, expected ${expected.audience}`);
  const nowSeconds = Math.floor((expected.now ?? new Date()).getTime() / 1000);
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 60 * 60)) {
    throw new Error(`exp ${claims.exp} is not within the next 24 hours`);
  }
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`sub ${claims.sub} is not a mailto: or https: contact`);
  return claims;
}

/** A fresh VAPID key pair with a contact, as a deployment configures it (web-push's own generator). */
export function generateTestVapidKeys(): { subject: string; publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { subject: 'mailto:alerts@bets.example.org', publicKey, privateKey };
}
