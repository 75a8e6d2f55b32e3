import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { errorEnvelope, MAX_UPLOAD_BYTES } from '@restaurantpro/schema';
import { newId } from '../ids.ts';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { ApiError, apiErrorHandler } from '../api-error.ts';
import { errors } from '../shapes.ts';
import { clientHas } from '../http-cache.ts';
import { StoreError, type Store } from '../../store/types.ts';

/** An upload address is good for this long after it is handed out. */
export const UPLOAD_TTL_MS = 10 * 60_000;
/** Raster formats a browser shows in <img>. SVG is left out on purpose: it can carry script. */
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);
const ATTACHMENT = 'file';
const TOO_LARGE = 'El archivo es demasiado grande. Máximo 10MB';
const IMAGES_ONLY = 'Solo se admiten imágenes (JPEG, PNG, GIF, WebP, AVIF o BMP)';
const PDF_OR_IMAGE = 'Solo se admiten documentos PDF o imágenes (JPEG, PNG, GIF, WebP, AVIF o BMP)';
/** Every PDF starts with this header (ISO 32000-1, 7.5.2); a PDF is recognised by it, not by its name. */
const PDF_MAGIC = '%PDF-';
const PDF = 'application/pdf';

/**
 * What an upload address was handed out for: a product image (shown in <img>, so images only) or an
 * invoice's document (a PDF or an image). Signed into the token, so an address for an image never
 * takes a PDF.
 */
export type UploadKind = 'image' | 'document';
const UPLOAD_KINDS: readonly UploadKind[] = ['image', 'document'];

const uploadParams = z.object({
  id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Identificador no válido'),
});
const uploadQuery = z.object({ token: z.string().max(200).optional() });

/**
 * Signed upload addresses: `/api/objects/uploads/<id>?token=<expiry>.<hmac>`. The token is the
 * credential for the PUT (like a pre-signed storage URL), bound to one id and an expiry; the id can
 * be written once, because the media document is created without a revision and a second write is a
 * conflict. The signing key is random per process: a restart only voids addresses not yet used.
 */
class UploadTokens {
  private readonly key = randomBytes(32).toString('base64');

  constructor(private readonly now: () => Date) {}

  private sign(id: string, expires: number, userId: string, kind: UploadKind): string {
    return createHmac('sha256', this.key).update(`${id}.${expires}.${userId}.${kind}`).digest('base64url');
  }

  /** Bound to the id, an expiry, the user it was issued to (recorded as the uploader) and its kind. */
  issue(id: string, userId: string, kind: UploadKind): string {
    const expires = this.now().getTime() + UPLOAD_TTL_MS;
    return `${expires}.${userId}.${kind}.${this.sign(id, expires, userId, kind)}`;
  }

  /** The issuing user's id and the kind when the token is genuine and current; null otherwise. */
  verify(id: string, token: string | undefined): { userId: string; kind: UploadKind } | null {
    const [expiresText, userId, kindText, signature] = (token ?? '').split('.');
    const expires = Number(expiresText);
    const kind = UPLOAD_KINDS.find((known) => known === kindText);
    if (!userId || !kind || !signature || !Number.isSafeInteger(expires) || expires < this.now().getTime())
      return null;
    const expected = new Uint8Array(Buffer.from(this.sign(id, expires, userId, kind)));
    const given = new Uint8Array(Buffer.from(signature));
    return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, kind } : null;
  }
}

/**
 * The media document an upload is kept in: `image:<id>` for product images (as ever), `document:<id>`
 * for an invoice's document, whatever its format.
 */
const mediaId = (kind: UploadKind, id: string) => `${kind}:${id}`;

async function storeUpload(
  store: Store,
  kind: UploadKind,
  id: string,
  contentType: string,
  data: Buffer,
  userId: string,
  at: string,
) {
  const media = store.db('media');
  let rev: string | undefined;
  try {
    const claimed = await media.put({
      _id: mediaId(kind, id),
      type: kind,
      contentType,
      size: data.length,
      createdAt: at,
      updatedAt: at,
      updatedBy: userId,
    });
    rev = claimed.rev;
  } catch (err) {
    if (err instanceof StoreError && err.status === 409)
      throw new ApiError(409, 'conflict', 'Esta dirección de subida ya se usó');
    throw err;
  }
  await media.putAttachment(mediaId(kind, id), ATTACHMENT, { contentType, data }, rev);
}

/** The format of an upload, by its bytes: an image for any kind, a PDF for a document only. */
async function sniff(data: Buffer, kind: UploadKind): Promise<string | null> {
  if (kind === 'document' && data.subarray(0, PDF_MAGIC.length).toString('latin1') === PDF_MAGIC) return PDF;
  const detected = await fileTypeFromBuffer(new Uint8Array(data.buffer, data.byteOffset, data.length));
  return detected && IMAGE_TYPES.has(detected.mime) ? detected.mime : null;
}

/** Whether an upload address (`/api/objects/uploads/<id>`) holds a stored file of that kind. */
export async function uploadStored(store: Store, kind: UploadKind, address: string): Promise<boolean> {
  const id = /^\/api\/objects\/uploads\/([0-9A-HJKMNP-TV-Z]{26})$/.exec(address)?.[1];
  if (id === undefined) return false;
  try {
    await store.db('media').get(mediaId(kind, id));
    return true;
  } catch (err) {
    if (err instanceof StoreError && err.status === 404) return false;
    throw err;
  }
}

/**
 * Product images (spec §7) and invoice documents: POST hands out an upload address, PUT stores the
 * file there as an attachment in the `media` database, and GET on the address without its query
 * serves it. Files are recognised by their bytes (file-type; a PDF by its `%PDF-` header), never by
 * the name or the declared content type.
 */
export function uploadRoutes(app: ApiInstance, ctx: ApiContext, store: Store): void {
  const { guards } = ctx;
  const tokens = new UploadTokens(ctx.now);
  const tags = ['uploads'];

  app.post(
    '/api/objects/upload',
    {
      onRequest: guards.writes('product'),
      schema: {
        tags,
        summary: 'Dirección de subida firmada, de un solo uso',
        response: { 200: z.object({ uploadURL: z.string() }) },
      },
    },
    async (request) => {
      const id = newId();
      return {
        uploadURL: `/api/objects/uploads/${id}?token=${tokens.issue(id, actor(request).id, 'image')}`,
      };
    },
  );

  app.post(
    '/api/invoices/documents/upload',
    {
      onRequest: guards.writes('invoice'),
      schema: {
        tags,
        summary:
          'Dirección de subida firmada, de un solo uso, para el documento de una factura (PDF o imagen)',
        description:
          'Sube el archivo con PUT a la dirección devuelta y guarda en la factura, como `documentUrl`, la dirección sin su consulta.',
        response: { 200: z.object({ uploadURL: z.string() }) },
      },
    },
    async (request) => {
      const id = newId();
      return {
        uploadURL: `/api/objects/uploads/${id}?token=${tokens.issue(id, actor(request).id, 'document')}`,
      };
    },
  );

  // Raw bodies only on this route, up to the spec's limit; every other route keeps the JSON parser
  // and the gateway's smaller body limit.
  app.register(async (scope) => {
    // Anything but an image-ish or PDF body (JSON, text, forms) is refused with 415 before it is read.
    scope.removeAllContentTypeParsers();
    for (const type of ['application/octet-stream', PDF, /^image\/[\w.+-]+$/]) {
      scope.addContentTypeParser(
        type,
        { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
        (_request, body, done) => done(null, body),
      );
    }

    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/objects/uploads/:id',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        // The token is checked before the body is read, so a forged address never uploads 10 MB.
        onRequest: async (request) => {
          const params = uploadParams.safeParse(request.params);
          const query = uploadQuery.safeParse(request.query);
          if (!params.success || !query.success || tokens.verify(params.data.id, query.data.token) === null) {
            throw new ApiError(403, 'forbidden', 'Dirección de subida caducada o no válida');
          }
        },
        // Fastify's own 413 (declared length over the limit) gets the spec's message.
        errorHandler: (err, request, reply) =>
          err.statusCode === 413
            ? reply.code(413).send(errorEnvelope('payload-too-large', TOO_LARGE))
            : apiErrorHandler(err, request, reply),
        schema: {
          tags,
          summary: 'Sube la imagen (o el documento de una factura) a la dirección firmada',
          params: uploadParams,
          querystring: uploadQuery,
          consumes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', PDF, 'application/octet-stream'],
          response: {
            201: z.object({
              imageUrl: z.string().optional().describe('Dirección de la imagen de un producto'),
              documentUrl: z.string().optional().describe('Dirección del documento de una factura'),
            }),
            ...errors(403, 409, 413),
          },
        },
      },
      async (request, reply) => {
        const data = request.body;
        if (!Buffer.isBuffer(data) || data.length === 0)
          throw new ApiError(400, 'bad-request', 'Falta el archivo');
        if (data.length > MAX_UPLOAD_BYTES) throw new ApiError(413, 'payload-too-large', TOO_LARGE);
        const id = request.params.id;
        const grant = tokens.verify(id, request.query.token);
        const kind = grant?.kind ?? 'image';
        const mime = await sniff(data, kind);
        if (mime === null)
          throw new ApiError(415, 'unsupported-media-type', kind === 'image' ? IMAGES_ONLY : PDF_OR_IMAGE);
        await storeUpload(store, kind, id, mime, data, grant?.userId ?? 'unknown', ctx.now().toISOString());
        const address = `/api/objects/uploads/${id}`;
        return reply.code(201).send(kind === 'image' ? { imageUrl: address } : { documentUrl: address });
      },
    );
  });

  app.get(
    '/api/objects/uploads/:id',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Sirve una imagen o un documento subido',
        params: uploadParams,
        response: {
          200: z.unknown().describe('El archivo, con su tipo de contenido'),
          304: z.null().describe('Sin cambios: el cliente ya la tiene (If-None-Match)'),
          ...errors(404),
        },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      // Content at an address never changes (single use), so the id is a strong validator.
      const etag = `"${id}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (clientHas(request, etag)) return reply.code(304).send(null);
      for (const kind of UPLOAD_KINDS) {
        try {
          const file = await store.db('media').getAttachment(mediaId(kind, id), ATTACHMENT);
          // A PDF may carry script: the viewer runs it sandboxed, never with the app's origin.
          if (kind === 'document') reply.header('content-security-policy', 'sandbox');
          return reply.type(file.contentType).send(file.data);
        } catch (err) {
          if (!(err instanceof StoreError && err.status === 404)) throw err;
        }
      }
      return reply.notFound('Archivo no encontrado');
    },
  );
}
