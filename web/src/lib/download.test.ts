import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText } from './download.ts';
import { DOWNLOAD_URL_LINGER_MS } from './timing.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('downloadText', () => {
  it('clicks a link to a Blob of the text under the filename, then frees the URL', async () => {
    vi.useFakeTimers();
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    const revoked: string[] = [];
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
    const clicked: Array<{ href: string; download: string }> = [];
    const onClick = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      clicked.push({ href: link.getAttribute('href') ?? '', download: link.download });
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    try {
      downloadText('iva-2026-11-01-2026-11-30.csv', 'Tipo,Base\r\n10,12.50', 'text/csv;charset=utf-8');
    } finally {
      document.removeEventListener('click', onClick);
    }

    expect(clicked).toEqual([{ href: 'blob:test/0', download: 'iva-2026-11-01-2026-11-30.csv' }]);
    expect(await blobs.get('blob:test/0')?.text()).toBe('Tipo,Base\r\n10,12.50');
    expect(blobs.get('blob:test/0')?.type).toBe('text/csv;charset=utf-8');
    // The link is gone at once; the URL lives until the download has surely started.
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(DOWNLOAD_URL_LINGER_MS);
    expect(revoked).toEqual(['blob:test/0']);
  });
});
