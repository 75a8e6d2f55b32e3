import { describe, expect, it } from 'vitest';
import {
  DOC_SCHEMAS,
  NAME_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  docProblem,
  ingredientInputSchema,
  isImageUrl,
  posOrderInputSchema,
  productInputSchema,
} from '../index.ts';
import { sampleIngredient, sampleOrder, sampleProduct } from '../docs/fixtures.ts';

const long = (n: number) => 'x'.repeat(n);

describe('image addresses', () => {
  it.each<[string, boolean]>([
    ['/api/objects/uploads/01JD3Z8QW5T6Y7U8I9O0P1A2B3', true],
    ['https://cdn.example.com/platos/paella.jpg?w=400', true],
    ['https://example.com', true],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['http://example.com/a.jpg', false],
    ['//evil.example/a.jpg', false],
    ['/api/objects/uploads/../../login', false],
    ['https://exa mple.com/a.jpg', false],
    ['https://example.com/"><script>', false],
    [`https://example.com/${long(2100)}`, false],
  ])('%s → %s', (url, ok) => {
    expect(isImageUrl(url)).toBe(ok);
  });
});

describe('text limits, forms and stored documents alike', () => {
  it.each<[string, number, boolean]>([
    ['name at the limit', NAME_MAX_LENGTH, true],
    ['name one over', NAME_MAX_LENGTH + 1, false],
  ])('product %s', (_label, length, ok) => {
    expect(productInputSchema.safeParse({ name: long(length) }).success).toBe(ok);
    expect(DOC_SCHEMAS.product.safeParse({ ...sampleProduct, name: long(length) }).success).toBe(ok);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'product name',
      { ...sampleProduct, name: long(60_000) },
      'name: El nombre no puede tener más de 120 caracteres',
    ],
    [
      'product description',
      { ...sampleProduct, description: long(TEXT_MAX_LENGTH + 1) },
      'description: La descripción no puede tener más de 1000 caracteres',
    ],
    [
      'order notes',
      { ...sampleOrder, notes: long(TEXT_MAX_LENGTH + 1) },
      'notes: Las notas no pueden tener más de 1000 caracteres',
    ],
    [
      'order line notes',
      { ...sampleOrder, items: [{ ...sampleOrder.items[0], notes: long(TEXT_MAX_LENGTH + 1) }] },
      'items.0.notes: Las notas de la línea no pueden tener más de 1000 caracteres',
    ],
    [
      'product image',
      { ...sampleProduct, imageUrl: 'javascript:alert(1)' },
      'imageUrl: La imagen debe ser una subida propia (/api/objects/uploads/…) o una dirección https',
    ],
  ])('a stored %s over its limit is refused, naming the field', (_label, doc, reason) => {
    expect(docProblem(doc)).toBe(reason);
  });

  it('accepts descriptions and notes up to their limit', () => {
    expect(docProblem({ ...sampleProduct, description: long(TEXT_MAX_LENGTH) })).toBeNull();
    expect(docProblem({ ...sampleOrder, notes: long(TEXT_MAX_LENGTH) })).toBeNull();
  });
});

describe('orders have lines', () => {
  it('a stored order without lines is refused', () => {
    expect(docProblem({ ...sampleOrder, items: [] })).toBe(
      'items: Añada productos al pedido antes de enviarlo',
    );
  });

  it('the point of sale’s input needs lines too', () => {
    const parsed = posOrderInputSchema.safeParse({
      tableId: 'T1',
      subtotal: '10.00',
      tax: '1.00',
      total: '11.00',
    });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['items'],
      message: 'Añada productos al pedido antes de enviarlo',
    });
  });
});

describe('calendar dates', () => {
  it.each<[string, unknown, string | null]>([
    ['a real date', '2026-02-28', '2026-02-28'],
    ['a leap day', '2028-02-29', '2028-02-29'],
    ['30 February', '2026-02-30', null],
    ['29 February of a common year', '2026-02-29', null],
    ['month 13', '2026-13-01', null],
    ['a timestamp', '2026-03-01T10:00:00+01:00', '2026-03-01T09:00:00.000Z'],
    ['a timestamp on 31 April', '2026-04-31T10:00:00Z', null],
    ['free text', 'mañana', null],
    ['empty (not given)', '', undefined as unknown as null],
  ])('ingredient expiry: %s', (_label, expiryDate, stored) => {
    const parsed = ingredientInputSchema.safeParse({ name: 'Harina', expiryDate });
    if (stored === null) {
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['expiryDate']);
    } else {
      expect(parsed.data?.expiryDate).toBe(stored);
    }
  });

  it.each(['2026-02-30', '2026-02-30T00:00:00Z'])('a stored expiry of %s is refused', (expiryDate) => {
    expect(docProblem({ ...sampleIngredient, expiryDate })).toMatch(/^expiryDate: Fecha no válida/);
  });
});
