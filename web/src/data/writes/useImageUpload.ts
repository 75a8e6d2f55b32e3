import { useState } from 'react';
import { notify } from '../notify.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { ImageUploadError, uploadImage } from '../upload-image.ts';

/**
 * Uploads a product image with the spec's toasts: 'Imagen subida' on success, 'El archivo es
 * demasiado grande. Máximo 10MB' for a file over the limit, 'No se pudo subir la imagen' otherwise.
 * `upload` resolves to the stored address, or null when nothing was stored.
 */
export function useImageUpload(): { uploading: boolean; upload: (file: File) => Promise<string | null> } {
  const [uploading, setUploading] = useState(false);

  async function upload(file: File): Promise<string | null> {
    setUploading(true);
    try {
      const url = await uploadImage(file);
      notify(TOASTS.imageUploaded);
      return url;
    } catch (error) {
      if (error instanceof ImageUploadError && error.problem === 'too-large') notify(TOASTS.imageTooLarge);
      else if (error instanceof ImageUploadError && error.problem === 'not-image')
        notify(
          TOASTS.imageUploadFailed,
          `${TOASTS.imageUploadFailed.description}: ${error.message.toLowerCase()}`,
        );
      else {
        notify(TOASTS.imageUploadFailed);
        console.warn('No se pudo subir la imagen', error);
      }
      return null;
    } finally {
      setUploading(false);
    }
  }

  return { uploading, upload };
}
