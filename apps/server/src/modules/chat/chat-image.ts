import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { CHAT_IMAGE_LIMITS } from '@portal/contracts/chat';
import { AppError } from '../../lib/app-error.ts';
import { normaliseProof } from '../../lib/proof-image.ts';
import type { ChatImage } from './chat-kit.ts';

/**
 * Reads a chat image from a multipart request (field "file"): at most 5 MB, PNG or JPEG by its
 * bytes whatever the name or declared type says, re-encoded by the proof normaliser.
 */
export async function readChatImage(request: FastifyRequest): Promise<ChatImage> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const file = await request.file({
    limits: { fileSize: CHAT_IMAGE_LIMITS.maxBytes, files: 1, fields: 2, fieldSize: 100 },
  });
  if (!file) throw new AppError('UPLOAD_INVALID_IMAGE');
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (err) {
    // The multipart plugin stops reading at the limit: say so with the code clients know.
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE');
    }
    throw err;
  }
  if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
  if (file.fieldname !== 'file') throw new AppError('UPLOAD_INVALID_IMAGE');
  return normaliseProof(buffer);
}
