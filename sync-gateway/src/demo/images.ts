import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { StoreError, type Store } from '../store/types.ts';
import { DEMO_IMAGES, type DemoImage } from './data/images.ts';

/** Crockford's base32, the alphabet of upload ids (ULIDs). */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A fixed upload id per drawing (ULID-shaped, derived from its name), so two gateways loading the
 * demo at once write the same media document and the second write is a conflict, not a copy.
 */
export function demoImageUploadId(image: DemoImage): string {
  const digest = createHash('sha256').update(`demo-image:${image}`).digest();
  const rest = [...digest.subarray(0, 25)].map((byte) => CROCKFORD[byte % 32]).join('');
  return `0${rest}`;
}

/** The address a product's `imageUrl` holds, the same form as an uploaded image's. */
export function demoImageUrl(image: DemoImage): string {
  return `/api/objects/uploads/${demoImageUploadId(image)}`;
}

/**
 * Where the drawings are: beside this module when the gateway runs from source, and
 * `sync-gateway/src/demo/images/` seen from the bundled gateway (`sync-gateway/dist/server.mjs`; the
 * Docker image keeps `sync-gateway/src` beside `dist`).
 */
const IMAGE_FOLDERS = [
  new URL('./images/', import.meta.url),
  new URL('../src/demo/images/', import.meta.url),
];

/** The bytes of a bundled drawing (PNG). */
export async function readDemoImage(image: DemoImage): Promise<Buffer> {
  for (const folder of IMAGE_FOLDERS) {
    try {
      return await readFile(new URL(`${image}.png`, folder));
    } catch (err) {
      if (!(err instanceof Error && 'code' in err && err.code === 'ENOENT')) throw err;
    }
  }
  throw new Error(`demo image "${image}" not found in ${IMAGE_FOLDERS.map(String).join(', ')}`);
}

/**
 * Stores every drawing where an upload is kept (an `image:<id>` document in `media` with the file
 * as its attachment, as `PUT /api/objects/uploads/:id` does), so the products' addresses are served
 * by the same route as any uploaded image. A drawing already stored is left as it is.
 */
export async function storeDemoImages(store: Store, at: string, by: string): Promise<number> {
  const media = store.db('media');
  let stored = 0;
  for (const image of DEMO_IMAGES) {
    const data = await readDemoImage(image);
    const id = `image:${demoImageUploadId(image)}`;
    let rev: string | undefined;
    try {
      const doc = { type: 'image', contentType: 'image/png', size: data.length };
      ({ rev } = await media.put({ _id: id, ...doc, createdAt: at, updatedAt: at, updatedBy: by }));
    } catch (err) {
      if (err instanceof StoreError && err.status === 409) continue;
      throw err;
    }
    await media.putAttachment(id, 'file', { contentType: 'image/png', data }, rev);
    stored++;
  }
  return stored;
}
