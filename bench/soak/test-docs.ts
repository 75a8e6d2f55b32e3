/** A catalogue product as the gateway stores it, for tests that need documents a cook may read. */
export const productDoc = (id: string, name = 'Croquetas') => ({
  _id: `product:${id}`,
  type: 'product',
  name,
  category: 'entrantes',
  price: '6.50',
  cost: '1.00',
  isAvailable: true,
  preparationTime: 10,
  isActive: true,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  updatedBy: 'system',
});
