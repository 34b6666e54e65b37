import {
  constants,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import {
  ENCRYPTION_MAX_SKEW_MS,
  EncryptedBodySchema,
  EncryptedInnerSchema,
  type PublicKey,
} from '@portal/contracts/auth';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { claimNonce, getOrCreateSecret } from './auth.repo.ts';

interface KeyMaterial {
  keyId: string;
  privateKey: KeyObject;
  publicKey: PublicKey;
}

function generatePem(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

export type CryptoEnvelope = Awaited<ReturnType<typeof createCryptoEnvelope>>;

/**
 * Encrypted calls (login, register, passwords): the client wraps a fresh AES-256-GCM key with the
 * server's RSA-OAEP-256 key (header `Encryption: keyId.base64`), and sends
 * `{value: base64(iv || ciphertext || tag)}` holding `{ts, nonce, data}`. A nonce is accepted
 * once; a timestamp more than two minutes off is refused. The key pair is stored once for all nodes.
 */
export async function createCryptoEnvelope(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const pem = await getOrCreateSecret(deps.db, 'rsa-envelope-v1', generatePem);
  const privateKey = createPrivateKey(pem);
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const material: KeyMaterial = {
    keyId: 'v1',
    privateKey,
    publicKey: {
      keyId: 'v1',
      publicKey: spki.toString('base64'),
      algorithm: 'RSA-OAEP-256+A256GCM',
    },
  };

  /** Opens an encrypted body; throws CRYPTO_INVALID_PAYLOAD or CRYPTO_REPLAY. */
  async function open(header: string | undefined, body: unknown): Promise<unknown> {
    const fail = () => new AppError('CRYPTO_INVALID_PAYLOAD');
    const [keyId, wrapped] = (header ?? '').split('.');
    if (keyId !== material.keyId || !wrapped) throw fail();
    const parsedBody = EncryptedBodySchema.safeParse(body);
    if (!parsedBody.success) throw fail();
    let inner: unknown;
    try {
      const key = privateDecrypt(
        { key: material.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(wrapped, 'base64'),
      );
      if (key.length !== 32) throw fail();
      const raw = Buffer.from(parsedBody.data.value, 'base64');
      if (raw.length < 12 + 16 + 2) throw fail();
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      const plain = Buffer.concat([
        decipher.update(raw.subarray(12, raw.length - 16)),
        decipher.final(),
      ]);
      inner = JSON.parse(plain.toString('utf8'));
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw fail();
    }
    const parsed = EncryptedInnerSchema.safeParse(inner);
    if (!parsed.success) throw fail();
    const t = now().getTime();
    if (Math.abs(t - parsed.data.ts) > ENCRYPTION_MAX_SKEW_MS) throw new AppError('CRYPTO_REPLAY');
    const fresh = await claimNonce(
      deps.db,
      `env:${parsed.data.nonce}`,
      new Date(t + 2 * ENCRYPTION_MAX_SKEW_MS),
    );
    if (!fresh) throw new AppError('CRYPTO_REPLAY');
    return parsed.data.data;
  }

  return { publicKey: () => material.publicKey, open };
}
