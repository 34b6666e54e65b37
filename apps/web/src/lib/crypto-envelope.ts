// Encrypted calls (login, register, password): the body travels as AES-256-GCM ciphertext under
// a fresh key per call, and that key travels RSA-OAEP-wrapped in the Encryption header.
import type { PublicKey } from '@portal/contracts/auth';

/** The server key as WebCrypto needs it, with the id the header names. */
export interface ServerKey {
  keyId: string;
  key: CryptoKey;
}

/** What an encrypted request carries instead of its plain body. */
export interface SealedRequest {
  body: { value: string };
  /** Value of the Encryption header: `<keyId>.<base64(wrapped AES key)>`. */
  header: string;
}

const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const NONCE_BYTES = 16;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** Imports the server's base64 SPKI DER key for RSA-OAEP with SHA-256. */
export async function importServerKey(publicKey: PublicKey): Promise<ServerKey> {
  const key = await crypto.subtle.importKey(
    'spki',
    fromBase64(publicKey.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  return { keyId: publicKey.keyId, key };
}

/** Encrypts `data` inside `{ ts, nonce, data }`; a new AES key, IV and nonce every call. */
export async function sealRequest(data: unknown, server: ServerKey): Promise<SealedRequest> {
  const rawKey = randomBytes(AES_KEY_BYTES);
  const iv = randomBytes(IV_BYTES);
  const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
  const plaintext = JSON.stringify({
    ts: Date.now(),
    nonce: toBase64Url(randomBytes(NONCE_BYTES)),
    data,
  });
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, tagLength: 128 },
      aesKey,
      new TextEncoder().encode(plaintext),
    ),
  );
  const wrapped = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, server.key, rawKey),
  );
  const payload = new Uint8Array(IV_BYTES + ciphertext.length);
  payload.set(iv);
  payload.set(ciphertext, IV_BYTES);
  return { body: { value: toBase64(payload) }, header: `${server.keyId}.${toBase64(wrapped)}` };
}

let cached: Promise<ServerKey> | undefined;

/** The server key, fetched once per page and shared by concurrent callers. */
export function getServerKey(load: () => Promise<PublicKey>): Promise<ServerKey> {
  cached ??= load()
    .then(importServerKey)
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  return cached;
}

/** Drops the cached key, e.g. after the server rotated it (CRYPTO_INVALID_PAYLOAD). */
export function forgetServerKey(): void {
  cached = undefined;
}
