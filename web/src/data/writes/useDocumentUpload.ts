import { useState } from 'react';
import { notify } from '../notify.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { ImageUploadError } from '../upload-image.ts';
import { uploadDocument } from '../upload-document.ts';

/**
 * Uploads an invoice's document (PDF or image) with its toasts: 'Documento subido' on success, the
 * spec's 'El archivo es demasiado grande. Máximo 10MB' over the limit, 'No se pudo subir el
 * documento' otherwise (with the reason when the type is wrong). `upload` resolves to the stored
 * address, or null when nothing was stored.
 */
export function useDocumentUpload(): { uploading: boolean; upload: (file: File) => Promise<string | null> } {
  const [uploading, setUploading] = useState(false);

  async function upload(file: File): Promise<string | null> {
    setUploading(true);
    try {
      const url = await uploadDocument(file);
      notify(TOASTS.documentUploaded);
      return url;
    } catch (error) {
      if (error instanceof ImageUploadError && error.problem === 'too-large') notify(TOASTS.imageTooLarge);
      else if (error instanceof ImageUploadError && error.problem === 'not-document')
        notify(TOASTS.documentUploadFailed, error.message);
      else {
        notify(TOASTS.documentUploadFailed);
        console.warn('No se pudo subir el documento', error);
      }
      return null;
    } finally {
      setUploading(false);
    }
  }

  return { uploading, upload };
}
