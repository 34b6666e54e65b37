import type {} from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { PROOF_MAX_BYTES, normaliseProof } from './proof-image.ts';

export interface UploadedImage {
  content: Buffer;
  contentType: string;
}

/** @fastify/multipart's limit errors, as the stable codes a client can explain. */
function uploadError(error: unknown, fileField: string, maxFiles: number): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') {
    return new AppError('VALIDATION_FAILED', {
      details: [{ path: `body.${fileField}`, message: `at most ${maxFiles} images` }],
    });
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE');
  return error;
}

/**
 * Reads a multipart request: text fields and up to `maxFiles` files in `fileField`, as they came.
 * More files, a file over `maxBytes` or a file in another field refuse the whole request.
 */
export async function readFiles(
  request: FastifyRequest,
  options: { fileField: string; maxFiles: number; maxFields?: number; maxBytes?: number },
): Promise<{ fields: Record<string, string>; files: Buffer[] }> {
  const { fileField, maxFiles, maxFields = 4, maxBytes = PROOF_MAX_BYTES } = options;
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: maxFiles, fields: maxFields, fieldSize: 2_000 },
    })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== fileField) throw new AppError('UPLOAD_INVALID_IMAGE');
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
        files.push(buffer);
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, fileField, maxFiles);
  }
  return { fields, files };
}

/**
 * Reads a multipart request: text fields and up to `maxFiles` images in `fileField`, each sniffed
 * by content and re-encoded (proof-image.ts). More files, a file over 5 MB, a file in another
 * field or bytes that are not a PNG or JPEG refuse the whole request.
 */
export async function readImages(
  request: FastifyRequest,
  fileField: string,
  maxFiles: number,
  maxFields = 4,
): Promise<{ fields: Record<string, string>; images: UploadedImage[] }> {
  const { fields, files } = await readFiles(request, { fileField, maxFiles, maxFields });
  const images: UploadedImage[] = [];
  for (const file of files) images.push(await normaliseProof(file));
  return { fields, images };
}

/** An image from the database, never cached or sniffed, with nothing it could load. */
export function sendImage(reply: FastifyReply, image: UploadedImage) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .type(image.contentType)
    .send(image.content);
}
