import { useState } from 'react';
import { TOASTS, type ToastText } from '../../lib/toasts.ts';
import { notify } from '../notify.ts';
import { ImageUploadError, type UploadProblem } from '../upload-image.ts';

/** What an upload hook gives a form: whether a file is on its way, and the upload itself. */
export interface Upload {
  uploading: boolean;
  /** Resolves to the stored address, or null when nothing was stored (its toast shown). */
  upload: (file: File) => Promise<string | null>;
}

/** How one kind of upload words its outcome. */
export interface UploadWording {
  uploaded: ToastText;
  failed: ToastText;
  /** The refusal of a file of the wrong kind, shown with `wrongKindDetail` as the failure's description. */
  wrongKind: UploadProblem;
  wrongKindDetail: (error: ImageUploadError) => string;
}

/**
 * Uploads a file with `send` and the spec's toasts: `uploaded` on success, 'El archivo es demasiado
 * grande. Máximo 10MB' over the limit, `failed` otherwise (with the reason for a file of the wrong
 * kind; any other failure goes to the console too).
 */
export function useUpload(send: (file: File) => Promise<string>, wording: UploadWording): Upload {
  const [uploading, setUploading] = useState(false);

  async function upload(file: File): Promise<string | null> {
    setUploading(true);
    try {
      const url = await send(file);
      notify(wording.uploaded);
      return url;
    } catch (error) {
      if (error instanceof ImageUploadError && error.problem === 'too-large') notify(TOASTS.imageTooLarge);
      else if (error instanceof ImageUploadError && error.problem === wording.wrongKind)
        notify(wording.failed, wording.wrongKindDetail(error));
      else {
        notify(wording.failed);
        console.warn(wording.failed.description ?? wording.failed.title, error);
      }
      return null;
    } finally {
      setUploading(false);
    }
  }

  return { uploading, upload };
}
