import type { IvaRate, ModifierGroup, ProductCategory } from '@restaurantpro/schema';
import type { DemoImage } from './images.ts';

/**
 * Spanish IVA for a restaurant: food and soft drinks served at the table are at 10 % (the
 * restaurant's default), alcoholic drinks (beer, wine, spirits) at the general 21 %.
 */
const ALCOHOL_IVA_RATE: IvaRate = 21;

/**
 * A dish or drink on the menu. `cost` is what a portion costs when the dish has no recipe; with a
 * recipe, the demo computes it from the recipe's ingredients instead.
 */
export interface DemoProduct {
  key: string;
  name: string;
  description: string;
  category: ProductCategory;
  price: string;
  cost: string;
  preparationTime: number;
  allergens?: string;
  isAvailable?: boolean;
  /** One of the drawings bundled in `../images/`. */
  image: DemoImage;
  /** Only when it is not the restaurant's default (10 %). */
  ivaRate?: IvaRate;
  modifierGroups?: readonly ModifierGroup[];
}

/** A modifier group with its options as `[id, name, priceDelta]` rows. */
function modifierGroup(
  id: string,
  name: string,
  kind: ModifierGroup['kind'],
  required: boolean,
  options: readonly (readonly [id: string, name: string, priceDelta: string])[],
): ModifierGroup {
  return { id, name, kind, required, options: options.map(([id, name, priceDelta]) => ({ id, name, priceDelta })) };
}

/** A steak shows what modifiers do: a required single choice and paid optional extras. */
const STEAK_MODIFIERS: readonly ModifierGroup[] = [
  modifierGroup('punto-carne', 'Punto de la carne', 'single', true, [
    ['poco-hecho', 'Poco hecho', '0.00'],
    ['al-punto', 'Al punto', '0.00'],
    ['hecho', 'Hecho', '0.00'],
  ]),
  modifierGroup('extras', 'Extras', 'multiple', false, [
    ['salsa-pimienta', 'Salsa de pimienta', '1.50'],
    ['huevo-frito', 'Huevo frito', '1.20'],
    ['foie', 'Escalope de foie', '4.50'],
  ]),
];

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  // Entradas
  { key: 'croquetas-jamon', name: 'Croquetas de jamón ibérico', description: 'Seis croquetas caseras de bechamel cremosa con jamón ibérico', category: 'entradas', price: '9.50', cost: '2.40', preparationTime: 10, allergens: 'Gluten, Lácteos, Huevo', image: 'tapa' },
  { key: 'patatas-bravas', name: 'Patatas bravas', description: 'Patata frita con salsa brava picante y alioli', category: 'entradas', price: '6.50', cost: '1.20', preparationTime: 12, allergens: 'Huevo', image: 'tapa' },
  { key: 'pimientos-padron', name: 'Pimientos de Padrón', description: 'Pimientos fritos con sal en escamas; unos pican y otros no', category: 'entradas', price: '7.00', cost: '1.80', preparationTime: 8, image: 'tapa' },
  { key: 'tortilla-espanola', name: 'Tortilla española', description: 'Tortilla de patata y cebolla, jugosa por dentro, para compartir', category: 'entradas', price: '8.00', cost: '1.60', preparationTime: 15, allergens: 'Huevo', image: 'tapa' },
  { key: 'pulpo-gallega', name: 'Pulpo a la gallega', description: 'Pulpo sobre cachelos con pimentón de la Vera y aceite de oliva', category: 'entradas', price: '18.50', cost: '6.50', preparationTime: 12, allergens: 'Moluscos', image: 'pescado' },
  { key: 'gambas-ajillo', name: 'Gambas al ajillo', description: 'Gambas rojas en cazuela de barro con ajo y guindilla', category: 'entradas', price: '14.00', cost: '4.80', preparationTime: 10, allergens: 'Crustáceos', image: 'pescado' },
  { key: 'jamon-iberico', name: 'Jamón ibérico de bellota', description: 'Ración de jamón cortado a cuchillo con pan con tomate', category: 'entradas', price: '22.00', cost: '7.50', preparationTime: 5, allergens: 'Gluten', image: 'tapa' },
  // Platos principales
  { key: 'paella-valenciana', name: 'Paella valenciana', description: 'Arroz bomba con pollo, conejo, judía verde y garrofón (por persona, mínimo dos)', category: 'principales', price: '16.50', cost: '4.20', preparationTime: 35, image: 'arroz' },
  { key: 'merluza-vasca', name: 'Merluza a la vasca', description: 'Lomo de merluza en salsa verde con almejas y espárragos', category: 'principales', price: '21.00', cost: '7.20', preparationTime: 20, allergens: 'Pescado, Moluscos, Gluten', image: 'pescado' },
  { key: 'bacalao-pilpil', name: 'Bacalao al pil-pil', description: 'Bacalao confitado en aceite de oliva con emulsión de ajo', category: 'principales', price: '19.50', cost: '6.10', preparationTime: 25, allergens: 'Pescado', image: 'pescado' },
  { key: 'solomillo', name: 'Solomillo de ternera', description: 'Solomillo a la brasa con patatas panaderas y pimientos asados', category: 'principales', price: '26.00', cost: '9.80', preparationTime: 20, image: 'carne' },
  { key: 'entrecot', name: 'Entrecot de ternera', description: 'Entrecot de ternera a la parrilla con patatas fritas caseras y pimientos', category: 'principales', price: '23.50', cost: '8.40', preparationTime: 18, image: 'carne', modifierGroups: STEAK_MODIFIERS },
  { key: 'cordero-asado', name: 'Cordero asado', description: 'Paletilla de cordero lechal asada a baja temperatura con su jugo', category: 'principales', price: '24.00', cost: '8.90', preparationTime: 30, image: 'carne' },
  { key: 'fideua', name: 'Fideuá de marisco', description: 'Fideo fino tostado con gambas y sepia, con alioli', category: 'principales', price: '17.00', cost: '5.40', preparationTime: 30, allergens: 'Gluten, Crustáceos, Moluscos, Huevo', isAvailable: false, image: 'arroz' },
  // Postres
  { key: 'crema-catalana', name: 'Crema catalana', description: 'Crema de leche y huevo aromatizada con limón y canela, azúcar quemado', category: 'postres', price: '5.50', cost: '1.10', preparationTime: 5, allergens: 'Lácteos, Huevo', image: 'postre' },
  { key: 'flan-casero', name: 'Flan casero', description: 'Flan de huevo con caramelo y nata montada', category: 'postres', price: '5.00', cost: '0.90', preparationTime: 5, allergens: 'Lácteos, Huevo', image: 'postre' },
  { key: 'tiramisu', name: 'Tiramisú', description: 'Mascarpone, bizcocho de soletilla, café y cacao', category: 'postres', price: '6.50', cost: '1.90', preparationTime: 5, allergens: 'Gluten, Lácteos, Huevo', image: 'postre' },
  { key: 'tarta-queso', name: 'Tarta de queso al horno', description: 'Tarta de queso cremosa, tostada por fuera', category: 'postres', price: '6.50', cost: '1.70', preparationTime: 5, allergens: 'Gluten, Lácteos, Huevo', image: 'postre' },
  { key: 'churros', name: 'Churros con chocolate', description: 'Churros recién hechos con chocolate caliente a la taza', category: 'postres', price: '5.50', cost: '1.20', preparationTime: 10, allergens: 'Gluten, Lácteos', image: 'postre' },
  // Bebidas. The caña keeps the default rate: the browser tests price it at 10 % and move it to
  // 21 % themselves where a second rate is wanted.
  { key: 'agua-mineral', name: 'Agua mineral', description: 'Botella de 50 cl, natural o con gas', category: 'bebidas', price: '2.50', cost: '0.40', preparationTime: 1, image: 'agua' },
  { key: 'refresco', name: 'Refresco', description: 'Cola, naranja o limón, 33 cl', category: 'bebidas', price: '3.00', cost: '0.70', preparationTime: 1, image: 'refresco' },
  { key: 'cerveza-cana', name: 'Caña de cerveza', description: 'Cerveza de barril, 25 cl', category: 'bebidas', price: '2.80', cost: '0.60', preparationTime: 1, allergens: 'Gluten', image: 'cerveza' },
  { key: 'zumo-naranja', name: 'Zumo de naranja natural', description: 'Naranjas exprimidas al momento', category: 'bebidas', price: '4.00', cost: '0.90', preparationTime: 3, image: 'zumo' },
  { key: 'cafe-solo', name: 'Café solo', description: 'Espresso de tueste natural', category: 'bebidas', price: '1.80', cost: '0.25', preparationTime: 2, image: 'cafe' },
  // Vinos
  { key: 'rioja-crianza', name: 'Rioja Crianza (copa)', description: 'Tempranillo con 12 meses en barrica, D.O.Ca. Rioja', category: 'vinos', price: '4.50', cost: '1.30', preparationTime: 1, allergens: 'Sulfitos', image: 'vino-tinto', ivaRate: ALCOHOL_IVA_RATE },
  { key: 'ribera-roble', name: 'Ribera del Duero Roble (botella)', description: 'Tinto fino joven con paso por roble, D.O. Ribera del Duero', category: 'vinos', price: '24.00', cost: '8.50', preparationTime: 1, allergens: 'Sulfitos', image: 'vino-tinto', ivaRate: ALCOHOL_IVA_RATE },
  { key: 'albarino', name: 'Albariño (botella)', description: 'Blanco fresco y afrutado, D.O. Rías Baixas', category: 'vinos', price: '22.00', cost: '7.80', preparationTime: 1, allergens: 'Sulfitos', image: 'vino-blanco', ivaRate: ALCOHOL_IVA_RATE },
  { key: 'cava-brut', name: 'Cava Brut Nature (copa)', description: 'Espumoso seco de método tradicional, D.O. Cava', category: 'vinos', price: '4.00', cost: '1.10', preparationTime: 1, allergens: 'Sulfitos', image: 'cava', ivaRate: ALCOHOL_IVA_RATE },
  // Cocktails
  { key: 'sangria', name: 'Sangría de la casa', description: 'Jarra de un litro con vino tinto, fruta de temporada y canela', category: 'cocktails', price: '14.00', cost: '3.60', preparationTime: 5, allergens: 'Sulfitos', image: 'vino-tinto', ivaRate: ALCOHOL_IVA_RATE },
  { key: 'mojito', name: 'Mojito', description: 'Ron blanco, hierbabuena, lima, azúcar y soda', category: 'cocktails', price: '8.50', cost: '2.10', preparationTime: 4, image: 'coctel', ivaRate: ALCOHOL_IVA_RATE },
  { key: 'gin-tonic', name: 'Gin tonic', description: 'Ginebra con tónica premium, limón y enebro', category: 'cocktails', price: '9.00', cost: '2.60', preparationTime: 3, image: 'coctel', ivaRate: ALCOHOL_IVA_RATE },
];
