import { afterEach, describe, expect, it } from 'vitest';
import { idPart, ivaRateOf, modifierChoiceProblem, productSchema, type Product } from '@restaurantpro/schema';
import { cookieFor, gatewayHarness } from '../../test/helper.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/staff.ts';
import { DEMO_SETTINGS } from './data/settings.ts';
import { demoImageUploadId, readDemoImage } from './images.ts';
import { DEMO_IMAGES } from './data/images.ts';

const WAITER = DEMO_ACCOUNTS.find((account) => account.role === 'waiter');

describe('demo catalogue: modifiers, IVA of drinks, images', () => {
  const harness = gatewayHarness('rp-demo-catalogue-');
  afterEach(() => harness.cleanup());

  async function demoProducts() {
    const app = await harness.start(await harness.dataDir(), { demo: true });
    const { rows } = await app.store
      .db('floor')
      .allDocs({ startkey: 'product:', endkey: 'product:\uffff', include_docs: true });
    const products: Product[] = rows.map((row) => productSchema.parse(row.doc));
    return { app, products };
  }

  it('sells a steak whose point of cooking must be chosen, with paid extras', async () => {
    const { products } = await demoProducts();
    const steak = products.find((p) => p.name === 'Entrecot de ternera');
    const groups = steak?.modifierGroups ?? [];
    expect(groups.map((g) => [g.name, g.kind, g.required])).toEqual([
      ['Punto de la carne', 'single', true],
      ['Extras', 'multiple', false],
    ]);
    expect(groups[0]?.options.map((o) => o.name)).toEqual(['Poco hecho', 'Al punto', 'Hecho']);
    expect(groups[1]?.options.every((o) => Number(o.priceDelta) > 0)).toBe(true);
    // The shared rule refuses a steak sent without its point, as both doors do.
    expect(modifierChoiceProblem(steak!, [])).toBe('Falta elegir: Punto de la carne');
    expect(modifierChoiceProblem(steak!, [{ groupId: 'punto-carne', optionIds: ['al-punto'] }])).toBeNull();
  });

  it('taxes alcoholic drinks at 21 % and food and soft drinks at 10 %', async () => {
    const { products } = await demoProducts();
    const settings = { defaultIvaRate: DEMO_SETTINGS.defaultIvaRate };
    const rateOf = (name: string) =>
      ivaRateOf(
        products.find((p) => p.name === name),
        settings,
      );
    for (const name of [
      'Rioja Crianza (copa)',
      'Cava Brut Nature (copa)',
      'Albariño (botella)',
      'Gin tonic',
      'Mojito',
    ])
      expect(rateOf(name), name).toBe(21);
    for (const name of ['Agua mineral', 'Refresco', 'Café solo', 'Paella valenciana', 'Entrecot de ternera'])
      expect(rateOf(name), name).toBe(10);
  });

  it('shows every product with a bundled drawing, served at its upload address', async () => {
    const { app, products } = await demoProducts();
    const cookie = await cookieFor(app, WAITER!.email, DEMO_PASSWORD);
    const served = new Map<string, Buffer>();
    for (const image of DEMO_IMAGES)
      served.set(`/api/objects/uploads/${demoImageUploadId(image)}`, await readDemoImage(image));
    for (const product of products) {
      const url = product.imageUrl;
      expect(url, idPart(product._id)).toBeDefined();
      const bundled = served.get(url!);
      expect(bundled, `${idPart(product._id)}: ${url}`).toBeDefined();
      const response = await app.inject({ method: 'GET', url: url!, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.toString('base64')).toBe(bundled!.toString('base64'));
    }
  });
});
