// The receiving side of Web Push, written from the RFCs for the tests' push service (test code, so the
// sender's library is checked against an independent reading): RFC 8291 decryption of an aes128gcm
// body (RFC 8188) with the subscription's private key, and RFC 8292 VAPID JWT verification.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';

/** A browser-side subscription key pair, as PushManager.subscribe() would make it. */
export interface ClientKeys {
  ecdh: ECDH;
  /** base64url of the uncompressed P-256 public point (65 bytes) */
  p256dh: string;
  /** base64url of the 16-byte auth secret */
  auth: string;
}

export function makeClientKeys(): ClientKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts one aes128gcm push body (a single record) with the subscriber's keys. */
export function decryptPush(body: Buffer, keys: ClientKeys): string {
  // RFC 8188 header: salt (16) | record size (4) | idlen (1) | keyid (the sender's public key, 65)
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  if (idLength !== 65) throw new Error(`keyid must be the sender's 65-byte public key, got ${idLength} bytes`);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('a push must fit in one record');
  // RFC 8291 section 3.4: IKM from the ECDH secret and the auth secret, bound to both public keys
  const ecdhSecret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = hkdf(ecdhSecret, Buffer.from(keys.auth, 'base64url'), keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing the last-record padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292) for this endpoint; returns the claims and key. */
export function verifyVapid(header: string | undefined, endpoint: string, nowMs: number): { claims: VapidClaims; key: string } {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, token, key] = match;
  const [head, payload, signature] = token.split('.');
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`VAPID JWT alg must be ES256, got ${jwtHeader.alg}`);
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k= is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${payload}`);
  const ok = verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('VAPID JWT signature does not verify with k=');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as VapidClaims;
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`VAPID aud ${claims.aud} is not ${new URL(endpoint).origin}`);
  const now = Math.floor(nowMs / 1000);
  if (!(claims.exp > now)) throw new Error('VAPID JWT has expired');
  if (claims.exp > now + 24 * 3600) throw new Error('VAPID JWT expires more than 24 hours ahead');
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`VAPID sub must be mailto: or https:, got ${claims.sub}`);
  return { claims, key };
}
