import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@restaurantpro/schema';
import { uploadDocument } from './upload-document.ts';

/** The gateway's two upload calls, answered in place; records who signed and the PUT's content type. */
function fakeGateway() {
  const puts: (string | null)[] = [];
  const issuers: string[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    if (init?.method === 'POST') issuers.push(String(input));
    if (init?.method === 'POST') return Promise.resolve(Response.json({ uploadURL: '/api/objects/uploads/01DOC?token=1.u.sig' }));
    puts.push(new Headers(init?.headers).get('content-type'));
    return Promise.resolve(new Response(null, { status: 201 }));
  };
  return { puts, issuers, fetchFn };
}

const file = (type: string, size = 64) => new File([new Uint8Array(size)], 'factura', { type });

describe('uploadDocument', () => {
  it.each(['application/pdf', 'image/jpeg', 'image/png'])('stores a %s and keeps the address without its token', async (type) => {
    const gateway = fakeGateway();
    await expect(uploadDocument(file(type), gateway.fetchFn)).resolves.toBe('/api/objects/uploads/01DOC');
    expect(gateway.puts).toEqual([type]);
    // The invoices' own signer: a product image's address refuses PDFs.
    expect(gateway.issuers).toEqual(['/api/invoices/documents/upload']);
  });

  it.each([
    ['not-document', file('text/plain'), 'Solo se admiten documentos PDF o imágenes'],
    ['not-document', file('application/zip'), 'Solo se admiten documentos PDF o imágenes'],
    ['too-large', file('application/pdf', MAX_UPLOAD_BYTES + 1), 'El archivo es demasiado grande. Máximo 10MB'],
  ])('refuses a %s file without calling the gateway', async (problem, refused, message) => {
    const gateway = fakeGateway();
    await expect(uploadDocument(refused, gateway.fetchFn)).rejects.toMatchObject({ problem, message });
    expect(gateway.puts).toHaveLength(0);
  });

  it('accepts a PDF of exactly 10 MB', async () => {
    await expect(uploadDocument(file('application/pdf', MAX_UPLOAD_BYTES), fakeGateway().fetchFn)).resolves.toBe('/api/objects/uploads/01DOC');
  });
});
