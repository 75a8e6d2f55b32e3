// What the back office does in the cloud while the restaurant's link is down: a manager changes a
// price and adds a product, through the cloud gateway's API. Both must reach the floor's devices once
// the link is back.
import type { Account } from '../soak/api.ts';

/** The catalogue changes made in the cloud during the outage. */
export interface CatalogueEdits {
  /** The product repriced (id without `product:`) and its new price. */
  repriced: { id: string; name: string; price: string };
  /** The product added (id without `product:`). */
  added: { id: string; name: string };
}

interface ApiProduct {
  id: string;
  name: string;
  category: string;
  price: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
}

async function call(url: string, admin: Account, method: string, path: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { cookie: admin.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} in the cloud: HTTP ${res.status} ${text}`);
  return JSON.parse(text) as unknown;
}

/**
 * Reprices the first active product of the catalogue (by id) to 12.34 (12.43 if it already costs
 * that) and adds one in its category, as a manager in the back office would.
 */
export async function editCatalogue(cloudUrl: string, admin: Account): Promise<CatalogueEdits> {
  const products = (await call(cloudUrl, admin, 'GET', '/api/products')) as ApiProduct[];
  const target = products.filter((p) => p.isActive).sort((a, b) => (a.id < b.id ? -1 : 1))[0];
  if (target === undefined) throw new Error('the cloud has no active product to reprice');
  const current = (await call(cloudUrl, admin, 'GET', `/api/products/${target.id}`)) as ApiProduct;
  // A PUT takes the product as the API answers it, less what the gateway writes itself.
  const { id, createdAt: _c, updatedAt: _u, updatedBy: _b, ...body } = current;
  const price = current.price === '12.34' ? '12.43' : '12.34';
  await call(cloudUrl, admin, 'PUT', `/api/products/${id}`, { ...body, price });
  const name = 'Tarta de queso de la nube';
  const added = (await call(cloudUrl, admin, 'POST', '/api/products', {
    name,
    category: current.category,
    price: '5.50',
  })) as ApiProduct;
  return { repriced: { id, name: current.name, price }, added: { id: added.id, name } };
}
