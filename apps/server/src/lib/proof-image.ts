import sharp from 'sharp';
import { AppError } from './app-error.ts';

/** Largest proof image accepted, before re-encoding. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Checks a proof image by its bytes (PNG or JPEG only, whatever the name or declared type says)
 * and re-encodes it as a JPEG of at most 2000 px, which drops EXIF data and anything appended.
 */
export async function normaliseProof(
  input: Buffer,
): Promise<{ content: Buffer; contentType: string }> {
  if (input.length === 0 || input.length > PROOF_MAX_BYTES) {
    throw new AppError('UPLOAD_INVALID_IMAGE');
  }
  try {
    const meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
    if (meta.format !== 'png' && meta.format !== 'jpeg') throw new Error('not an image we take');
    const content = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(2000, 2000, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { content, contentType: 'image/jpeg' };
  } catch {
    throw new AppError('UPLOAD_INVALID_IMAGE');
  }
}
