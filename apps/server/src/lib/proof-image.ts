import sharp from 'sharp';
import { AppError } from './app-error.ts';

/** Largest proof image accepted, before re-encoding. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** Largest banner image accepted, before re-encoding (the spec's 5 MB upload limit). */
export const BANNER_MAX_BYTES = 5 * 1024 * 1024;

export interface NormalisedImage {
  content: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** How an accepted image is re-encoded: its largest box and its output format. */
export interface ImageRules {
  maxBytes: number;
  maxWidth: number;
  maxHeight: number;
  output: 'jpeg' | 'webp';
}

const PROOF_RULES: ImageRules = {
  maxBytes: PROOF_MAX_BYTES,
  maxWidth: 2000,
  maxHeight: 2000,
  output: 'jpeg',
};

/** Banners keep a wide aspect (a 10:3 hero is 2400 × 720) and are served as WebP. */
export const BANNER_RULES: ImageRules = {
  maxBytes: BANNER_MAX_BYTES,
  maxWidth: 2400,
  maxHeight: 1600,
  output: 'webp',
};

/**
 * The one image normaliser: checks an upload by its bytes (PNG or JPEG only, whatever the name
 * or declared type says) and re-encodes it within the rules' box, which drops EXIF data and
 * anything appended after the picture.
 */
export async function normaliseImage(input: Buffer, rules: ImageRules): Promise<NormalisedImage> {
  if (input.length === 0 || input.length > rules.maxBytes) {
    throw new AppError('UPLOAD_INVALID_IMAGE');
  }
  try {
    const meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
    if (meta.format !== 'png' && meta.format !== 'jpeg') throw new Error('not an image we take');
    const pipeline = sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(rules.maxWidth, rules.maxHeight, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await (
      rules.output === 'webp' ? pipeline.webp({ quality: 82 }) : pipeline.jpeg({ quality: 85 })
    ).toBuffer({ resolveWithObject: true });
    return {
      content: data,
      contentType: rules.output === 'webp' ? 'image/webp' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new AppError('UPLOAD_INVALID_IMAGE');
  }
}

/**
 * Checks a proof image by its bytes and re-encodes it as a JPEG of at most 2000 px, which drops
 * EXIF data and anything appended.
 */
export async function normaliseProof(
  input: Buffer,
): Promise<{ content: Buffer; contentType: string }> {
  const { content, contentType } = await normaliseImage(input, PROOF_RULES);
  return { content, contentType };
}
