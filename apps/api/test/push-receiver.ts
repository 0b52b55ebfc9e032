import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: its P-256 key pair and auth secret. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What reached this subscription, decrypted. */
  received: unknown[];
}

export interface PushReceiver {
  /** A new subscription at its own path; `status` is what the push service answers for it. */
  subscription(status?: number): TestSubscription;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * Decrypts one aes128gcm push body (RFC 8188, with the keys of RFC 8291) as a browser does: the
 * header's salt and the server's ephemeral key, ECDH with the subscription's private key, HKDF
 * with the auth secret, one AES-128-GCM record ending in the 0x02 delimiter and its padding.
 */
export function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = hmac(hmac(auth, shared), Buffer.concat([info, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('push record without its last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A push service on loopback: each subscription gets a path; a POST to it is checked for a VAPID
 * authorization and the aes128gcm encoding, decrypted with the subscription's keys, and kept.
 */
export async function startPushReceiver(): Promise<PushReceiver> {
  const routes = new Map<string, { status: number; decrypt: (body: Buffer) => string; received: unknown[] }>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const route = routes.get(request.url ?? '');
      const isSigned = /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(request.headers.authorization ?? '');
      if (!route || request.method !== 'POST' || !isSigned || request.headers['content-encoding'] !== 'aes128gcm') {
        response.writeHead(400).end();
        return;
      }
      if (route.status === 201) route.received.push(JSON.parse(route.decrypt(Buffer.concat(chunks))));
      response.writeHead(route.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    subscription(status = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const received: unknown[] = [];
      routes.set(path, { status, decrypt: (body) => decryptPush(body, ecdh, auth), received });
      return {
        endpoint: `http://127.0.0.1:${port}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        received,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
