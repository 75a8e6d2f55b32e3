import { MAX_UPLOAD_BYTES } from '@restaurantpro/schema';
import { apiFetch } from './api.ts';

/**
 * Product image upload (spec §7): ask the gateway for a signed upload address, PUT the file there
 * with its content type, and keep the address without its query string (the token) as `imageUrl`.
 * The gateway checks type and size again by the file's bytes; checking here first spares a 10 MB
 * upload that would be refused anyway.
 */

/** Why an upload did not happen; 'not-document' is an invoice's attachment that is neither a PDF nor an image. */
export type UploadProblem = 'not-image' | 'not-document' | 'too-large' | 'failed';

export class ImageUploadError extends Error {
  constructor(
    readonly problem: UploadProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

/** Why `file` cannot be uploaded, or null when it can. */
export function uploadProblem(file: Pick<File, 'type' | 'size'>): UploadProblem | null {
  if (!file.type.startsWith('image/')) return 'not-image';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return null;
}

/** The spec's error form for a failed call: '{status}: {response text}' (status text if empty). */
async function failure(response: Response): Promise<ImageUploadError> {
  const text = await response.text().catch(() => '');
  return new ImageUploadError('failed', `${response.status}: ${text || response.statusText}`);
}

/** Uploads `file` and returns the stored image address; throws ImageUploadError. */
export async function uploadImage(file: File, fetchFn: typeof fetch = apiFetch): Promise<string> {
  const problem = uploadProblem(file);
  if (problem)
    throw new ImageUploadError(
      problem,
      problem === 'too-large' ? 'El archivo es demasiado grande. Máximo 10MB' : 'Solo se admiten imágenes',
    );
  return storeFile(file, fetchFn);
}

/**
 * The gateway's two upload calls for a file already checked on the device: the signed address, then
 * the PUT with the file's type. Returns the address without its query string; throws ImageUploadError
 * ('failed'). Shared by product images and invoice documents: `issuer` is the call that signs the
 * address, and the address only takes what its kind allows (a product image's never takes a PDF).
 */
export async function storeFile(
  file: File,
  fetchFn: typeof fetch = apiFetch,
  issuer = '/api/objects/upload',
): Promise<string> {
  const issued = await fetchFn(issuer, { method: 'POST', credentials: 'include' });
  if (!issued.ok) throw await failure(issued);
  const { uploadURL } = (await issued.json()) as { uploadURL?: unknown };
  if (typeof uploadURL !== 'string' || !uploadURL)
    throw new ImageUploadError('failed', 'Respuesta sin dirección de subida');
  const stored = await fetchFn(uploadURL, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': file.type },
    body: file,
  });
  if (!stored.ok) throw await failure(stored);
  return uploadURL.split('?')[0] ?? uploadURL;
}
