import { DOWNLOAD_URL_LINGER_MS } from './timing.ts';

/**
 * Saves `text` as a file named `filename` through a Blob link, as the browser's own download (no
 * server round trip: the report's tables are already on the device).
 */
export function downloadText(filename: string, text: string, type: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LINGER_MS);
  }
}
