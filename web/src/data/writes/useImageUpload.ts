import { TOASTS } from '../../lib/toasts.ts';
import { uploadImage } from '../upload-image.ts';
import { type Upload, useUpload, type UploadWording } from './useUpload.ts';

const IMAGE: UploadWording = {
  uploaded: TOASTS.imageUploaded,
  failed: TOASTS.imageUploadFailed,
  wrongKind: 'not-image',
  wrongKindDetail: (error) => `${TOASTS.imageUploadFailed.description}: ${error.message.toLowerCase()}`,
};

/**
 * Uploads a product image with the spec's toasts: 'Imagen subida' on success, 'El archivo es
 * demasiado grande. Máximo 10MB' for a file over the limit, 'No se pudo subir la imagen' otherwise.
 * `upload` resolves to the stored address, or null when nothing was stored.
 */
export function useImageUpload(): Upload {
  return useUpload(uploadImage, IMAGE);
}
