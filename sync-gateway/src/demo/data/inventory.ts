import type { IngredientUnit } from '@restaurantpro/schema';

export interface DemoSupplier {
  key: string;
  name: string;
  contactPerson?: string;
  email?: string;
  phone?: string;
  address?: string;
  taxId?: string;
}

/** An ingredient; `expiresInDays` counts from the day the demo is loaded. */
export interface DemoIngredient {
  key: string;
  name: string;
  unit: IngredientUnit;
  currentStock: string;
  minStock: string;
  costPerUnit: string;
  category?: string;
  supplier?: string;
  expiresInDays?: number;
}

export const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  {
    key: 'mercado-central',
    name: 'Mercado Central Valencia',
    contactPerson: 'Vicente Soler',
    email: 'pedidos@mercadocentral.example',
    phone: '+34 963 000 111',
    address: 'Plaza de la Ciudad de Brujas s/n, Valencia',
    taxId: 'B46000001',
  },
  {
    key: 'pescados-cantabrico',
    name: 'Pescados del Cantábrico',
    contactPerson: 'Itziar Goikoetxea',
    email: 'ventas@pescadoscantabrico.example',
    phone: '+34 944 000 222',
    taxId: 'B48000002',
  },
  {
    key: 'bodegas-rioja',
    name: 'Bodegas y Bebidas Rioja',
    contactPerson: 'Martín Sáenz',
    email: 'comercial@bodegasrioja.example',
    phone: '+34 941 000 333',
    taxId: 'B26000003',
  },
  {
    key: 'ibericos-guijuelo',
    name: 'Ibéricos de Guijuelo',
    contactPerson: 'Rosa Hernández',
    phone: '+34 923 000 444',
    taxId: 'B37000004',
  },
];

// Two ingredients sit below their minimum and one is about to expire, so the inventory alert,
// the dashboard alerts and the status badges all have something real to show.
export const DEMO_INGREDIENTS: readonly DemoIngredient[] = [
  { key: 'arroz-bomba', name: 'Arroz bomba', unit: 'kg', currentStock: '12.000', minStock: '5.000', costPerUnit: '3.20', category: 'Secos', supplier: 'mercado-central' },
  { key: 'pollo', name: 'Pollo de corral', unit: 'kg', currentStock: '8.500', minStock: '4.000', costPerUnit: '6.90', category: 'Carnes', supplier: 'mercado-central' },
  { key: 'conejo', name: 'Conejo', unit: 'kg', currentStock: '3.000', minStock: '2.000', costPerUnit: '8.50', category: 'Carnes', supplier: 'mercado-central' },
  { key: 'judia-verde', name: 'Judía verde plana', unit: 'kg', currentStock: '4.000', minStock: '2.000', costPerUnit: '3.80', category: 'Verduras', supplier: 'mercado-central' },
  { key: 'garrofon', name: 'Garrofón', unit: 'kg', currentStock: '2.500', minStock: '1.000', costPerUnit: '7.50', category: 'Verduras', supplier: 'mercado-central' },
  { key: 'azafran', name: 'Azafrán', unit: 'g', currentStock: '40.000', minStock: '10.000', costPerUnit: '6.00', category: 'Especias' },
  { key: 'aceite-oliva', name: 'Aceite de oliva virgen extra', unit: 'l', currentStock: '25.000', minStock: '10.000', costPerUnit: '7.80', category: 'Aceites', supplier: 'mercado-central' },
  { key: 'patata', name: 'Patata', unit: 'kg', currentStock: '30.000', minStock: '10.000', costPerUnit: '0.90', category: 'Verduras', supplier: 'mercado-central' },
  { key: 'huevo', name: 'Huevos camperos', unit: 'units', currentStock: '120.000', minStock: '60.000', costPerUnit: '0.28', category: 'Lácteos y huevos', supplier: 'mercado-central' },
  { key: 'cebolla', name: 'Cebolla', unit: 'kg', currentStock: '10.000', minStock: '4.000', costPerUnit: '1.10', category: 'Verduras', supplier: 'mercado-central' },
  { key: 'tomate', name: 'Tomate maduro', unit: 'kg', currentStock: '14.000', minStock: '6.000', costPerUnit: '1.90', category: 'Verduras', supplier: 'mercado-central' },
  { key: 'pimiento-padron', name: 'Pimientos de Padrón', unit: 'kg', currentStock: '1.500', minStock: '2.000', costPerUnit: '6.50', category: 'Verduras', supplier: 'mercado-central' },
  { key: 'jamon-iberico', name: 'Jamón ibérico de bellota', unit: 'kg', currentStock: '6.000', minStock: '2.000', costPerUnit: '62.00', category: 'Embutidos', supplier: 'ibericos-guijuelo' },
  { key: 'leche', name: 'Leche entera', unit: 'l', currentStock: '18.000', minStock: '8.000', costPerUnit: '0.95', category: 'Lácteos y huevos', supplier: 'mercado-central', expiresInDays: 2 },
  { key: 'harina', name: 'Harina de trigo', unit: 'kg', currentStock: '15.000', minStock: '5.000', costPerUnit: '0.85', category: 'Secos', supplier: 'mercado-central' },
  { key: 'pulpo', name: 'Pulpo cocido', unit: 'kg', currentStock: '2.000', minStock: '3.000', costPerUnit: '24.00', category: 'Pescados', supplier: 'pescados-cantabrico', expiresInDays: 6 },
  { key: 'gambas', name: 'Gambas rojas', unit: 'kg', currentStock: '4.000', minStock: '2.000', costPerUnit: '28.00', category: 'Pescados', supplier: 'pescados-cantabrico', expiresInDays: 5 },
  { key: 'merluza', name: 'Merluza de pincho', unit: 'kg', currentStock: '5.000', minStock: '2.500', costPerUnit: '18.50', category: 'Pescados', supplier: 'pescados-cantabrico', expiresInDays: 4 },
  { key: 'bacalao', name: 'Bacalao desalado', unit: 'kg', currentStock: '4.000', minStock: '2.000', costPerUnit: '16.00', category: 'Pescados', supplier: 'pescados-cantabrico' },
  { key: 'ternera', name: 'Solomillo de ternera', unit: 'kg', currentStock: '6.000', minStock: '3.000', costPerUnit: '32.00', category: 'Carnes', supplier: 'mercado-central' },
  { key: 'cordero', name: 'Paletilla de cordero', unit: 'kg', currentStock: '7.000', minStock: '3.000', costPerUnit: '17.00', category: 'Carnes', supplier: 'mercado-central' },
  { key: 'ajo', name: 'Ajo', unit: 'kg', currentStock: '2.000', minStock: '0.500', costPerUnit: '4.50', category: 'Verduras', supplier: 'mercado-central' },
  { key: 'pimenton', name: 'Pimentón de la Vera', unit: 'g', currentStock: '500.000', minStock: '100.000', costPerUnit: '0.03', category: 'Especias' },
  { key: 'azucar', name: 'Azúcar', unit: 'kg', currentStock: '10.000', minStock: '3.000', costPerUnit: '1.10', category: 'Secos', supplier: 'mercado-central' },
  { key: 'nata', name: 'Nata para montar', unit: 'l', currentStock: '6.000', minStock: '2.000', costPerUnit: '3.60', category: 'Lácteos y huevos', supplier: 'mercado-central', expiresInDays: 9 },
  { key: 'queso-mascarpone', name: 'Queso mascarpone', unit: 'kg', currentStock: '2.000', minStock: '1.000', costPerUnit: '9.50', category: 'Lácteos y huevos', supplier: 'mercado-central', expiresInDays: 12 },
  { key: 'cafe', name: 'Café en grano', unit: 'kg', currentStock: '5.000', minStock: '2.000', costPerUnit: '18.00', category: 'Bebidas', supplier: 'bodegas-rioja' },
  { key: 'bizcocho-soletilla', name: 'Bizcochos de soletilla', unit: 'packages', currentStock: '10.000', minStock: '4.000', costPerUnit: '2.40', category: 'Secos', supplier: 'mercado-central' },
  { key: 'limon', name: 'Limón', unit: 'units', currentStock: '60.000', minStock: '20.000', costPerUnit: '0.25', category: 'Frutas', supplier: 'mercado-central' },
  { key: 'naranja', name: 'Naranja de zumo', unit: 'kg', currentStock: '20.000', minStock: '8.000', costPerUnit: '1.20', category: 'Frutas', supplier: 'mercado-central' },
  { key: 'menta', name: 'Hierbabuena fresca', unit: 'g', currentStock: '300.000', minStock: '100.000', costPerUnit: '0.02', category: 'Verduras', supplier: 'mercado-central' },
  { key: 'ron-blanco', name: 'Ron blanco', unit: 'l', currentStock: '6.000', minStock: '2.000', costPerUnit: '14.00', category: 'Bebidas', supplier: 'bodegas-rioja' },
  { key: 'ginebra', name: 'Ginebra', unit: 'l', currentStock: '5.000', minStock: '2.000', costPerUnit: '19.00', category: 'Bebidas', supplier: 'bodegas-rioja' },
  { key: 'tonica', name: 'Tónica premium', unit: 'units', currentStock: '48.000', minStock: '24.000', costPerUnit: '0.90', category: 'Bebidas', supplier: 'bodegas-rioja' },
  { key: 'vino-tinto', name: 'Vino tinto para sangría', unit: 'l', currentStock: '12.000', minStock: '5.000', costPerUnit: '3.50', category: 'Bebidas', supplier: 'bodegas-rioja' },
  { key: 'soda', name: 'Soda', unit: 'l', currentStock: '10.000', minStock: '4.000', costPerUnit: '0.80', category: 'Bebidas', supplier: 'bodegas-rioja' },
];
