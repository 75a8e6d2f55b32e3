import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@restaurantpro/schema';
import { ImageUploadError, uploadImage } from './upload-image.ts';

interface Call {
  url: string;
  method: string | undefined;
  contentType: string | null;
  credentials: RequestCredentials | undefined;
}

/** A stand-in for the gateway's two upload calls that records what the browser sends. */
function fakeGateway(answers: { issue?: Response; store?: Response } = {}) {
  const calls: Call[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({
      url,
      method: init?.method,
      contentType: new Headers(init?.headers).get('content-type'),
      credentials: init?.credentials,
    });
    if (init?.method === 'POST')
      return Promise.resolve(
        answers.issue ?? Response.json({ uploadURL: '/api/objects/uploads/01ABC?token=1.u.sig' }),
      );
    return Promise.resolve(answers.store ?? new Response(null, { status: 201 }));
  };
  return { calls, fetchFn };
}

const png = (size = 68) => new File([new Uint8Array(size)], 'plato.png', { type: 'image/png' });

describe('uploadImage', () => {
  it('asks for an address, PUTs the file with its type and keeps the address without its query', async () => {
    const gateway = fakeGateway();
    await expect(uploadImage(png(), gateway.fetchFn)).resolves.toBe('/api/objects/uploads/01ABC');
    expect(gateway.calls).toEqual([
      { url: '/api/objects/upload', method: 'POST', contentType: null, credentials: 'include' },
      {
        url: '/api/objects/uploads/01ABC?token=1.u.sig',
        method: 'PUT',
        contentType: 'image/png',
        credentials: 'include',
      },
    ]);
  });

  it.each([
    ['too-large', png(MAX_UPLOAD_BYTES + 1)],
    ['not-image', new File(['hola'], 'menu.txt', { type: 'text/plain' })],
  ])('refuses a %s file without calling the gateway', async (problem, file) => {
    const gateway = fakeGateway();
    await expect(uploadImage(file, gateway.fetchFn)).rejects.toMatchObject({ problem });
    expect(gateway.calls).toHaveLength(0);
  });

  it('accepts a file of exactly 10 MB', async () => {
    await expect(uploadImage(png(MAX_UPLOAD_BYTES), fakeGateway().fetchFn)).resolves.toBe(
      '/api/objects/uploads/01ABC',
    );
  });

  it.each([
    ['issuing the address', { issue: new Response('Forbidden', { status: 403 }) }, '403: Forbidden'],
    [
      'storing the file',
      { store: new Response('', { status: 415, statusText: 'Unsupported Media Type' }) },
      '415: Unsupported Media Type',
    ],
  ])('fails when %s fails, with the status and the response text', async (_step, answers, message) => {
    const attempt = uploadImage(png(), fakeGateway(answers).fetchFn);
    await expect(attempt).rejects.toBeInstanceOf(ImageUploadError);
    await expect(attempt).rejects.toThrow(message);
  });
});
