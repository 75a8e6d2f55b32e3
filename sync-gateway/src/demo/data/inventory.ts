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

/** Days each perishable has left, counted from the day the demo is loaded. */
const EXPIRES_IN_DAYS: Readonly<Partial<Record<string, number>>> = {
  leche: 2,
  pulpo: 6,
  gambas: 5,
  merluza: 4,
  nata: 9,
  'queso-mascarpone': 12,
};

/**
 * One ingredient row. Stock is a plain quantity written with the three decimals the schema stores;
 * the cost stays a money string. A blank supplier (`''`: bought from no fixed one) and a missing
 * expiry are left out of the object rather than set to `undefined`, as the documents built from it expect.
 */
function ingredient(
  key: string,
  name: string,
  unit: IngredientUnit,
  currentStock: number,
  minStock: number,
  costPerUnit: string,
  category: string,
  supplier: string,
): DemoIngredient {
  const expiresInDays = EXPIRES_IN_DAYS[key];
  return {
    key,
    name,
    unit,
    currentStock: currentStock.toFixed(3),
    minStock: minStock.toFixed(3),
    costPerUnit,
    category,
    ...(supplier === '' ? {} : { supplier }),
    ...(expiresInDays === undefined ? {} : { expiresInDays }),
  };
}

// Two ingredients sit below their minimum and the milk is about to expire, so the inventory alert,
// the dashboard alerts and the status badges all have something real to show.
export const DEMO_INGREDIENTS: readonly DemoIngredient[] = [
  ingredient('arroz-bomba', 'Arroz bomba', 'kg', 12, 5, '3.20', 'Secos', 'mercado-central'),
  ingredient('pollo', 'Pollo de corral', 'kg', 8.5, 4, '6.90', 'Carnes', 'mercado-central'),
  ingredient('conejo', 'Conejo', 'kg', 3, 2, '8.50', 'Carnes', 'mercado-central'),
  ingredient('judia-verde', 'Judía verde plana', 'kg', 4, 2, '3.80', 'Verduras', 'mercado-central'),
  ingredient('garrofon', 'Garrofón', 'kg', 2.5, 1, '7.50', 'Verduras', 'mercado-central'),
  ingredient('azafran', 'Azafrán', 'g', 40, 10, '6.00', 'Especias', ''),
  ingredient('aceite-oliva', 'Aceite de oliva virgen extra', 'l', 25, 10, '7.80', 'Aceites', 'mercado-central'),
  ingredient('patata', 'Patata', 'kg', 30, 10, '0.90', 'Verduras', 'mercado-central'),
  ingredient('huevo', 'Huevos camperos', 'units', 120, 60, '0.28', 'Lácteos y huevos', 'mercado-central'),
  ingredient('cebolla', 'Cebolla', 'kg', 10, 4, '1.10', 'Verduras', 'mercado-central'),
  ingredient('tomate', 'Tomate maduro', 'kg', 14, 6, '1.90', 'Verduras', 'mercado-central'),
  ingredient('pimiento-padron', 'Pimientos de Padrón', 'kg', 1.5, 2, '6.50', 'Verduras', 'mercado-central'),
  ingredient('jamon-iberico', 'Jamón ibérico de bellota', 'kg', 6, 2, '62.00', 'Embutidos', 'ibericos-guijuelo'),
  ingredient('leche', 'Leche entera', 'l', 18, 8, '0.95', 'Lácteos y huevos', 'mercado-central'),
  ingredient('harina', 'Harina de trigo', 'kg', 15, 5, '0.85', 'Secos', 'mercado-central'),
  ingredient('pulpo', 'Pulpo cocido', 'kg', 2, 3, '24.00', 'Pescados', 'pescados-cantabrico'),
  ingredient('gambas', 'Gambas rojas', 'kg', 4, 2, '28.00', 'Pescados', 'pescados-cantabrico'),
  ingredient('merluza', 'Merluza de pincho', 'kg', 5, 2.5, '18.50', 'Pescados', 'pescados-cantabrico'),
  ingredient('bacalao', 'Bacalao desalado', 'kg', 4, 2, '16.00', 'Pescados', 'pescados-cantabrico'),
  ingredient('ternera', 'Solomillo de ternera', 'kg', 6, 3, '32.00', 'Carnes', 'mercado-central'),
  ingredient('cordero', 'Paletilla de cordero', 'kg', 7, 3, '17.00', 'Carnes', 'mercado-central'),
  ingredient('ajo', 'Ajo', 'kg', 2, 0.5, '4.50', 'Verduras', 'mercado-central'),
  ingredient('pimenton', 'Pimentón de la Vera', 'g', 500, 100, '0.03', 'Especias', ''),
  ingredient('azucar', 'Azúcar', 'kg', 10, 3, '1.10', 'Secos', 'mercado-central'),
  ingredient('nata', 'Nata para montar', 'l', 6, 2, '3.60', 'Lácteos y huevos', 'mercado-central'),
  ingredient('queso-mascarpone', 'Queso mascarpone', 'kg', 2, 1, '9.50', 'Lácteos y huevos', 'mercado-central'),
  ingredient('cafe', 'Café en grano', 'kg', 5, 2, '18.00', 'Bebidas', 'bodegas-rioja'),
  ingredient('bizcocho-soletilla', 'Bizcochos de soletilla', 'packages', 10, 4, '2.40', 'Secos', 'mercado-central'),
  ingredient('limon', 'Limón', 'units', 60, 20, '0.25', 'Frutas', 'mercado-central'),
  ingredient('naranja', 'Naranja de zumo', 'kg', 20, 8, '1.20', 'Frutas', 'mercado-central'),
  ingredient('menta', 'Hierbabuena fresca', 'g', 300, 100, '0.02', 'Verduras', 'mercado-central'),
  ingredient('ron-blanco', 'Ron blanco', 'l', 6, 2, '14.00', 'Bebidas', 'bodegas-rioja'),
  ingredient('ginebra', 'Ginebra', 'l', 5, 2, '19.00', 'Bebidas', 'bodegas-rioja'),
  ingredient('tonica', 'Tónica premium', 'units', 48, 24, '0.90', 'Bebidas', 'bodegas-rioja'),
  ingredient('vino-tinto', 'Vino tinto para sangría', 'l', 12, 5, '3.50', 'Bebidas', 'bodegas-rioja'),
  ingredient('soda', 'Soda', 'l', 10, 4, '0.80', 'Bebidas', 'bodegas-rioja'),
];
