import type { FastifyReply, FastifyRequest } from 'fastify';
import { canonicalJson, type Actor } from '@restaurantpro/schema';
import { ApiError } from './api-error.ts';
import type { ApiContext } from './context.ts';
import { toApi, type ApiShape, type StoredOf } from './documents.ts';
import { sendJson } from './http-cache.ts';
import { DATABASE_OF, type DocsByType, type ModelType, type ReadModel } from './read-model.ts';

/**
 * A document the read model holds or, older, the store, read once the model has caught up with the
 * request (a write made through `/db` a moment earlier is found); 404 in `message`'s words otherwise.
 */
export async function loadFound<T extends ModelType>(
  model: ReadModel,
  type: T,
  id: string,
  message: string,
): Promise<DocsByType[T]> {
  await model.fresh(DATABASE_OF[type]);
  const doc = await model.load(type, id);
  if (!doc) throw new ApiError(404, 'not-found', message);
  return doc;
}

/**
 * A GET answered from one type of the read model: fresh as of the request, serialised once per
 * version of that type under `name`, sent with its ETag (304 when the client holds it). By default
 * the answer is every document of the type as the API shows it.
 */
export async function sendOfType<T extends ModelType>(
  ctx: Pick<ApiContext, 'model' | 'cache'>,
  request: FastifyRequest,
  reply: FastifyReply,
  type: T,
  name: string,
  build: () => unknown = () => ctx.model.list(type).map((doc) => toApi(doc)),
): Promise<FastifyReply> {
  await ctx.model.fresh(DATABASE_OF[type]);
  return sendJson(request, reply, ctx.cache.get(name, String(ctx.model.version(type)), build));
}

/** The store's own fields, which a relayed or edited document's body never carries. */
type StoreFields = '_id' | '_rev' | 'type' | 'createdAt' | 'updatedAt' | 'updatedBy';

/** A stored document's own fields, without the store's: what a body that wrote it would hold. */
export function ownFields<D extends Partial<Record<StoreFields, unknown>>>(doc: D): Omit<D, StoreFields> {
  const { _id: _i, _rev: _r, type: _t, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = doc;
  return fields;
}

/**
 * PUT of a document another till made and recorded itself (a ticket, an annulment), under the id it
 * chose: stored as given when new (201), stamped at its own `createdAt` when the body carries one (its
 * record's generation time is judged against it). The very document again changes nothing (200);
 * any other body is an edit, handed to the write rules, which refuse it in a device's words. The
 * answer is the document as the API shows it.
 */
export async function relay<T extends 'ticket' | 'annulment'>(
  ctx: Pick<ApiContext, 'model' | 'docs'>,
  type: T,
  id: string,
  body: Record<string, unknown>,
  writer: Actor,
): Promise<{ status: 200 | 201; body: ApiShape<DocsByType[T] | StoredOf<T>> }> {
  const { createdAt, ...fields } = body;
  const stored = async () => {
    await ctx.model.fresh(DATABASE_OF[type]);
    return ctx.model.load(type, id);
  };
  const current = await stored();
  if (current === undefined) {
    const at = typeof createdAt === 'string' ? new Date(createdAt) : undefined;
    return { status: 201, body: toApi(await ctx.docs.create(type, fields, writer, id, at)) };
  }
  const kept =
    createdAt === undefined ? ownFields(current) : { ...ownFields(current), createdAt: current.createdAt };
  if (canonicalJson(kept) !== canonicalJson(body))
    await ctx.docs.update(type, id, writer, () => fields, true);
  return { status: 200, body: toApi((await stored()) ?? current) };
}
