import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One browser's side of a push subscription: its ECDH key pair and auth secret (RFC 8291). */
export interface FakeBrowser {
  /** The subscription JSON the browser would post. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Decrypts a push body sent to this browser (aes128gcm), as the browser would. */
  decrypt(body: Buffer): string;
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on loopback, at the protocol level: it records every POST, answers each path with
 * the status set for it (201 by default; 404 or 410 to say a subscription is gone).
 */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  readonly #statuses = new Map<string, number>();
  readonly #waiters: { accept: (p: ReceivedPush) => boolean; resolve: (p: ReceivedPush) => void }[] = [];
  #server: Server | undefined;
  #seq = 0;
  origin = '';

  async start(): Promise<this> {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const push = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
        this.received.push(push);
        res.writeHead(this.#statuses.get(push.path) ?? 201).end();
        for (const w of [...this.#waiters]) {
          if (w.accept(push)) {
            this.#waiters.splice(this.#waiters.indexOf(w), 1);
            w.resolve(push);
          }
        }
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  /** A new browser subscribed at this service (a path of its own). */
  browser(): FakeBrowser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const path = `/push/${++this.#seq}-${randomBytes(4).toString('hex')}`;
    return {
      subscription: {
        endpoint: `${this.origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      },
      decrypt: (body) => decryptAes128gcm(body, ecdh.getPrivateKey(), ecdh.getPublicKey(), auth),
    };
  }

  /** Answers pushes to this browser with `status` from now on. */
  answer(browser: FakeBrowser, status: number): void {
    this.#statuses.set(new URL(browser.subscription.endpoint).pathname, status);
  }

  pushesTo(browser: FakeBrowser): ReceivedPush[] {
    const path = new URL(browser.subscription.endpoint).pathname;
    return this.received.filter((p) => p.path === path);
  }

  /** The next push to this browser (or one already received that `accept` takes). */
  nextPushTo(browser: FakeBrowser, accept: (p: ReceivedPush) => boolean = () => true, timeoutMs = 10_000) {
    const path = new URL(browser.subscription.endpoint).pathname;
    const match = (p: ReceivedPush) => p.path === path && accept(p);
    const seen = this.received.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<ReceivedPush>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no push to ${path} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.#waiters.push({
        accept: match,
        resolve: (p) => {
          clearTimeout(timer);
          resolve(p);
        },
      });
    });
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve());
  }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8188 / 8291 decryption of a single-record aes128gcm push body. */
function decryptAes128gcm(body: Buffer, privateKey: Buffer, publicKey: Buffer, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey, Buffer.from([1])]);
  const ikm = hmac(hmac(auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const plain = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('push record is not the last one (padding delimiter missing)');
  return plain.subarray(0, end).toString('utf8');
}
