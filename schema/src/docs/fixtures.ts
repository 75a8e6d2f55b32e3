// Valid sample documents for tests in this package (not exported from the package).
import type { Area, DiningTable, Ingredient, Product, Recipe } from './catalogue.ts';
import type { DailyStock, StockMovement } from './stock.ts';
import type { Order } from './order.ts';
import type { Invoice, Supplier } from './office.ts';
import type { UserDoc } from './user.ts';

const at = '2026-11-21T20:00:00.000Z';
const stamps = { createdAt: at, updatedAt: at, updatedBy: 'U1' };

export const sampleProduct: Product = {
  _id: 'product:P1',
  type: 'product',
  ...stamps,
  name: 'Croquetas',
  category: 'entradas',
  price: '8.50',
  cost: '2.10',
  isAvailable: true,
  preparationTime: 15,
  isActive: true,
};
export const sampleRecipe: Recipe = {
  _id: 'recipe:R1',
  type: 'recipe',
  ...stamps,
  productId: 'P1',
  instructions: 'Freír',
  preparationTime: 30,
  servings: 4,
  difficulty: 'medium',
  ingredients: [{ id: 'L1', ingredientId: 'I1', quantity: '0.250' }],
};
export const sampleArea: Area = { _id: 'area:A1', type: 'area', ...stamps, name: 'Terraza', isActive: true };
export const sampleTable: DiningTable = {
  _id: 'table:T1',
  type: 'table',
  ...stamps,
  number: 'B1',
  capacity: 4,
  areaId: 'A1',
  status: 'available',
  positionX: null,
  positionY: 2,
  isActive: true,
};
export const sampleIngredient: Ingredient = {
  _id: 'ingredient:I1',
  type: 'ingredient',
  ...stamps,
  name: 'Harina',
  unit: 'kg',
  currentStock: '3.500',
  minStock: '1.000',
  costPerUnit: '1.20',
  expiryDate: '2026-12-31',
  isActive: true,
};
export const sampleDailyStock: DailyStock = {
  _id: 'daily_stock:2026-11-21_P1',
  type: 'daily_stock',
  ...stamps,
  productId: 'P1',
  businessDate: '2026-11-21',
  initialStock: 20,
  currentStock: 18,
  soldQuantity: 2,
};
export const sampleSale: StockMovement = {
  _id: 'stock_movement:sale_O1_I1',
  type: 'stock_movement',
  ...stamps,
  kind: 'sale',
  productId: 'P1',
  businessDate: '2026-11-21',
  quantity: 2,
  orderId: 'O1',
  itemId: 'I1',
};
export const sampleAdjustment: StockMovement = {
  _id: 'stock_movement:M1',
  type: 'stock_movement',
  ...stamps,
  kind: 'adjustment',
  productId: 'P1',
  businessDate: '2026-11-21',
  delta: -3,
};
export const sampleOrder: Order = {
  _id: 'order:O1',
  type: 'order',
  ...stamps,
  orderNumber: 'K7-001',
  tableId: 'T1',
  waiterId: 'U1',
  status: 'pending',
  businessDate: '2026-11-21',
  subtotal: '17.00',
  tax: '1.70',
  total: '18.70',
  items: [
    {
      id: 'I1',
      productId: 'P1',
      productName: 'Croquetas',
      quantity: 2,
      unitPrice: '8.50',
      subtotal: '17.00',
      status: 'pending',
      createdAt: at,
    },
  ],
};
export const sampleSupplier: Supplier = {
  _id: 'supplier:S1',
  type: 'supplier',
  ...stamps,
  name: 'Makro',
  isActive: true,
};
export const sampleInvoice: Invoice = {
  _id: 'invoice:F1',
  type: 'invoice',
  ...stamps,
  invoiceNumber: 'F-2026-001',
  supplierId: 'S1',
  amount: '284.50',
  date: '2026-11-20',
  status: 'pending',
};
export const sampleUser: UserDoc = {
  _id: 'user:U1',
  type: 'user',
  ...stamps,
  email: 'ana@example.com',
  passwordHash: 'scrypt$x',
  firstName: 'Ana',
  lastName: 'López',
  role: 'waiter',
  isActive: true,
};
