import { TOASTS } from '../../lib/toasts.ts';
import { uploadDocument } from '../upload-document.ts';
import { type Upload, useUpload, type UploadWording } from './useUpload.ts';

const DOCUMENT: UploadWording = {
  uploaded: TOASTS.documentUploaded,
  failed: TOASTS.documentUploadFailed,
  wrongKind: 'not-document',
  wrongKindDetail: (error) => error.message,
};

/**
 * Uploads an invoice's document (PDF or image) with its toasts: 'Documento subido' on success, the
 * spec's 'El archivo es demasiado grande. Máximo 10MB' over the limit, 'No se pudo subir el
 * documento' otherwise (with the reason when the type is wrong). `upload` resolves to the stored
 * address, or null when nothing was stored.
 */
export function useDocumentUpload(): Upload {
  return useUpload(uploadDocument, DOCUMENT);
}
