import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Accepts multipart uploads in this plugin only: the rest of the API keeps its 1 MB JSON body
 * limit. Busboy may pass one byte more than the cap so that the upload's own count, not a silent
 * truncation, refuses an oversized file.
 */
export async function acceptUploads(app: FastifyInstance, maxBytes: number) {
  await app.register(multipart, {
    limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1000, parts: 20 },
    throwFileSizeLimit: false,
  });
}

/** The multipart field an upload sends its one file in. */
export const uploadField = 'file';

/** The one file sent in the multipart field `file`; anything else is refused with a field error. */
export async function uploadedFile(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', {
      message: 'Send the file as multipart/form-data in the field `file`',
    });
  }
  const part = await request.file().catch((error: { statusCode?: number }) => {
    // Busboy's parse errors carry no status: a malformed body, refused as such.
    throw error.statusCode ? error : new AppError('invalid_data', { message: 'Malformed multipart body' });
  });
  if (part?.fieldname !== uploadField) {
    part?.file.destroy();
    throw new AppError('missing_data', { fields: { [uploadField]: 'validation.required' } });
  }
  return part;
}
