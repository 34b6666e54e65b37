import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { readImages } from '../../lib/multipart-images.ts';
import type { ChatImage } from './chat-kit.ts';

/**
 * Reads a chat image from a multipart request (field "file"): at most 5 MB, PNG or JPEG by its
 * bytes whatever the name or declared type says, re-encoded by the proof normaliser.
 */
export async function readChatImage(request: FastifyRequest): Promise<ChatImage> {
  const { images } = await readImages(request, 'file', 1, 2);
  if (!images[0]) throw new AppError('UPLOAD_INVALID_IMAGE');
  return images[0];
}
