import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, startApi, type ApiHarness } from '../../../test/helper.ts';

/** A real 1×1 PNG: recognised by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('image uploads', () => {
  let api: ApiHarness;
  let now = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    api = await startApi({ now: () => now });
  });
  afterAll(async () => {
    await api.close();
  });

  const uploadURL = async (): Promise<string> => {
    const res = await api.call('manager', { method: 'POST', url: '/api/objects/upload' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { uploadURL: string }).uploadURL;
  };

  it('stores an image at a single-use address and serves it at the address without its query', async () => {
    const url = await uploadURL();
    expect(url).toMatch(/^\/api\/objects\/uploads\/[0-9A-Z]{26}\?token=/);
    // The signed address is the credential: no session cookie needed, whatever the declared type.
    const put = await api.call(null, {
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/octet-stream' },
      payload: PNG,
    });
    expect(put.statusCode, put.body).toBe(201);
    const imageUrl = url.split('?')[0];
    expect(put.json()).toEqual({ imageUrl });

    const anonymous = await api.call(null, { method: 'GET', url: String(imageUrl) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'unauthorized' });
    const got = await api.call('waiter', { method: 'GET', url: String(imageUrl) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toMatch(/immutable/);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    const revalidated = await api.call('waiter', {
      method: 'GET',
      url: String(imageUrl),
      headers: { 'if-none-match': String(got.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    await expectRefused(
      api,
      { method: 'PUT', url, headers: { 'content-type': 'image/png' }, payload: PNG },
      { status: 409, code: 'conflict', type: 'image', db: 'media' },
    );
    const product = await api.call('manager', {
      method: 'POST',
      url: '/api/products',
      payload: { name: 'Flan', category: 'postres', price: '4', imageUrl },
    });
    expect(product.json()).toMatchObject({ imageUrl });
  });

  it('refuses what is not an image by its content, whatever its declared type', async () => {
    const url = await uploadURL();
    await expectRefused(
      api,
      {
        method: 'PUT',
        url,
        headers: { 'content-type': 'image/png' },
        payload: Buffer.from('<svg onload="alert(1)"/>'),
      },
      { status: 415, code: 'unsupported-media-type', type: 'image', db: 'media' },
    );
    await expectRefused(
      api,
      { method: 'PUT', url, headers: { 'content-type': 'application/json' }, payload: '{"a":1}' },
      { status: 415, code: 'unsupported-media-type', type: 'image', db: 'media' },
    );
    await expectRefused(
      api,
      { method: 'PUT', url, headers: { 'content-type': 'image/png' }, payload: Buffer.alloc(0) },
      { status: 400, type: 'image', db: 'media' },
    );
    // The address is still good for a real image afterwards.
    expect(
      (await api.call(null, { method: 'PUT', url, headers: { 'content-type': 'image/png' }, payload: PNG }))
        .statusCode,
    ).toBe(201);
  });

  it('answers 413 with the spec message above 10 MB', async () => {
    const url = await uploadURL();
    const big = Buffer.concat([new Uint8Array(PNG), new Uint8Array(10_485_760)]);
    await expectRefused(
      api,
      { method: 'PUT', url, headers: { 'content-type': 'image/png' }, payload: big },
      { status: 413, code: 'payload-too-large', type: 'image', db: 'media' },
    );
    const res = await api.call(null, {
      method: 'PUT',
      url,
      headers: { 'content-type': 'image/png' },
      payload: big,
    });
    expect(res.json().message).toBe('El archivo es demasiado grande. Máximo 10MB');
  });

  it('refuses forged, tampered and expired addresses', async () => {
    const url = await uploadURL();
    const [path, query] = url.split('?') as [string, string];
    const otherId = path.replace(/[0-9A-Z]{26}$/, '01ARZ3NDEKTSV4RRFFQ69G5FAV');
    const send = (target: string) => ({
      method: 'PUT' as const,
      url: target,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    await expectRefused(api, send(path), { status: 403, code: 'forbidden', type: 'image', db: 'media' });
    await expectRefused(api, send(`${otherId}?${query}`), {
      status: 403,
      code: 'forbidden',
      type: 'image',
      db: 'media',
    });
    await expectRefused(api, send(`${url}x`), { status: 403, code: 'forbidden', type: 'image', db: 'media' });
    now = new Date(now.getTime() + 11 * 60_000);
    await expectRefused(api, send(url), { status: 403, code: 'forbidden', type: 'image', db: 'media' });
  });

  it('answers 404 for an image never uploaded', async () => {
    const res = await api.call('waiter', {
      method: 'GET',
      url: '/api/objects/uploads/01ARZ3NDEKTSV4RRFFQ69G5FAV',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not-found' });
  });
});
