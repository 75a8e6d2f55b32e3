import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import type { ApiContext } from './context.ts';
import { toApi } from './documents.ts';
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
