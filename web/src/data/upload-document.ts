import { MAX_UPLOAD_BYTES } from '@restaurantpro/schema';
import { ImageUploadError, storeFile, type UploadProblem } from './upload-image.ts';
import { apiFetch } from './api.ts';

/**
 * An invoice's attached document (DESIGN.md §10, decision 8): a PDF or an image up to 10 MB, stored
 * through the same signed upload as product images. The gateway sniffs the bytes again; the type the
 * browser reports is checked here only to spare uploading a file that would be refused.
 */

/** Signs an upload address for an invoice's document (a product image's refuses PDFs). */
export const DOCUMENT_UPLOAD_ISSUER = '/api/invoices/documents/upload';

/** The file picker's filter. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/*';

export const DOCUMENT_TYPE_MESSAGE = 'Solo se admiten documentos PDF o imágenes';

/** Why `file` cannot be attached to an invoice, or null when it can. */
export function documentProblem(file: Pick<File, 'type' | 'size'>): UploadProblem | null {
  if (file.type !== 'application/pdf' && !file.type.startsWith('image/')) return 'not-document';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return null;
}

/** Uploads an invoice document and returns its stored address; throws ImageUploadError. */
export async function uploadDocument(file: File, fetchFn: typeof fetch = apiFetch): Promise<string> {
  const problem = documentProblem(file);
  if (problem)
    throw new ImageUploadError(
      problem,
      problem === 'too-large' ? 'El archivo es demasiado grande. Máximo 10MB' : DOCUMENT_TYPE_MESSAGE,
    );
  return storeFile(file, fetchFn, DOCUMENT_UPLOAD_ISSUER);
}
