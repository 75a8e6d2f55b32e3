import type { Difficulty } from '@restaurantpro/schema';

/** One ingredient line: ingredient key, quantity in the ingredient's unit, optional notes. */
export type DemoRecipeLine = readonly [ingredient: string, quantity: string, notes?: string];

export interface DemoRecipe {
  product: string;
  /** One step per entry; stored joined by line breaks, as the kitchen sheet shows them. */
  instructions: readonly string[];
  preparationTime: number;
  servings: number;
  difficulty: Difficulty;
  notes?: string;
  lines: readonly DemoRecipeLine[];
}

export const DEMO_RECIPES: readonly DemoRecipe[] = [
  {
    product: 'croquetas-jamon',
    instructions: ['Sofreír la cebolla picada en aceite', 'Añadir la harina y tostar', 'Incorporar la leche poco a poco hasta una bechamel espesa', 'Añadir el jamón picado y enfriar la masa 12 h', 'Formar, rebozar y freír a 180 °C'],
    preparationTime: 40, servings: 10, difficulty: 'medium', notes: 'La masa se prepara la víspera.',
    lines: [['jamon-iberico', '0.200'], ['leche', '1.000'], ['harina', '0.150'], ['cebolla', '0.100'], ['huevo', '2.000', 'para el rebozado'], ['aceite-oliva', '0.100']],
  },
  {
    product: 'patatas-bravas',
    instructions: ['Cortar las patatas en dados irregulares', 'Confitar a 140 °C y freír a 180 °C', 'Napar con salsa brava y alioli'],
    preparationTime: 25, servings: 4, difficulty: 'easy',
    lines: [['patata', '1.000'], ['aceite-oliva', '0.150'], ['pimenton', '10.000'], ['ajo', '0.020'], ['huevo', '1.000', 'alioli']],
  },
  {
    product: 'pimientos-padron',
    instructions: ['Lavar y secar bien los pimientos', 'Freír en aceite muy caliente hasta que se ampollen', 'Escurrir y salar con escamas'],
    preparationTime: 8, servings: 2, difficulty: 'easy',
    lines: [['pimiento-padron', '0.250'], ['aceite-oliva', '0.050']],
  },
  {
    product: 'tortilla-espanola',
    instructions: ['Pelar y laminar patata y cebolla', 'Pochar en aceite a fuego medio', 'Escurrir y mezclar con el huevo batido', 'Cuajar por ambos lados dejándola jugosa'],
    preparationTime: 35, servings: 6, difficulty: 'medium',
    lines: [['patata', '0.800'], ['cebolla', '0.200'], ['huevo', '6.000'], ['aceite-oliva', '0.250']],
  },
  {
    product: 'pulpo-gallega',
    instructions: ['Cocer los cachelos con piel', 'Cortar el pulpo con tijera', 'Emplatar sobre los cachelos', 'Aliñar con pimentón, sal gruesa y aceite'],
    preparationTime: 15, servings: 2, difficulty: 'easy',
    lines: [['pulpo', '0.400'], ['patata', '0.300'], ['pimenton', '5.000'], ['aceite-oliva', '0.040']],
  },
  {
    product: 'gambas-ajillo',
    instructions: ['Calentar el aceite con el ajo laminado', 'Añadir las gambas peladas', 'Servir hirviendo en la cazuela'],
    preparationTime: 10, servings: 2, difficulty: 'easy',
    lines: [['gambas', '0.250'], ['ajo', '0.030'], ['aceite-oliva', '0.100']],
  },
  {
    product: 'paella-valenciana',
    instructions: ['Sofreír pollo y conejo troceados en la paella', 'Añadir judía y garrofón', 'Incorporar tomate rallado y pimentón', 'Mojar con agua, añadir el azafrán y cocer 20 min', 'Echar el arroz y cocer 18 min sin remover', 'Reposar 5 min antes de servir'],
    preparationTime: 60, servings: 4, difficulty: 'hard', notes: 'Mínimo dos raciones por paella. El socarrat es obligatorio.',
    lines: [['arroz-bomba', '0.400'], ['pollo', '0.600'], ['conejo', '0.400'], ['judia-verde', '0.200'], ['garrofon', '0.100'], ['tomate', '0.150'], ['azafran', '0.500'], ['aceite-oliva', '0.100']],
  },
  {
    product: 'merluza-vasca',
    instructions: ['Dorar el ajo en aceite', 'Ligar la salsa verde con harina y perejil', 'Cocinar la merluza en la salsa moviendo la cazuela'],
    preparationTime: 20, servings: 2, difficulty: 'medium',
    lines: [['merluza', '0.400'], ['ajo', '0.020'], ['harina', '0.020'], ['aceite-oliva', '0.060']],
  },
  {
    product: 'bacalao-pilpil',
    instructions: ['Confitar el ajo laminado y retirarlo', 'Confitar el bacalao con la piel hacia arriba a 60 °C', 'Ligar el pil-pil moviendo la cazuela con la gelatina del bacalao'],
    preparationTime: 30, servings: 2, difficulty: 'expert',
    lines: [['bacalao', '0.400'], ['ajo', '0.030'], ['aceite-oliva', '0.300']],
  },
  {
    product: 'solomillo',
    instructions: ['Atemperar la carne 30 min', 'Marcar a la brasa al punto pedido', 'Servir con patatas panaderas'],
    preparationTime: 25, servings: 1, difficulty: 'medium',
    lines: [['ternera', '0.220'], ['patata', '0.200'], ['cebolla', '0.050'], ['aceite-oliva', '0.030']],
  },
  {
    product: 'cordero-asado',
    instructions: ['Salpimentar la paletilla', 'Asar a 150 °C durante 2 h con agua y ajo', 'Subir a 220 °C para dorar la piel'],
    preparationTime: 150, servings: 2, difficulty: 'medium',
    lines: [['cordero', '0.900'], ['ajo', '0.020'], ['patata', '0.300'], ['aceite-oliva', '0.040']],
  },
  {
    product: 'crema-catalana',
    instructions: ['Infusionar la leche con piel de limón y canela', 'Mezclar yemas, azúcar y maicena', 'Espesar al fuego sin que hierva', 'Enfriar y quemar el azúcar al servir'],
    preparationTime: 30, servings: 6, difficulty: 'medium',
    lines: [['leche', '1.000'], ['huevo', '6.000', 'solo las yemas'], ['azucar', '0.200'], ['limon', '1.000', 'la piel']],
  },
  {
    product: 'flan-casero',
    instructions: ['Hacer el caramelo en las flaneras', 'Batir huevos, leche y azúcar', 'Cocer al baño maría a 160 °C durante 40 min'],
    preparationTime: 50, servings: 8, difficulty: 'easy',
    lines: [['huevo', '6.000'], ['leche', '1.000'], ['azucar', '0.250'], ['nata', '0.200', 'para acompañar']],
  },
  {
    product: 'tiramisu',
    instructions: ['Montar las yemas con azúcar y el mascarpone', 'Mojar los bizcochos en café', 'Alternar capas y reposar 6 h en frío', 'Espolvorear cacao al servir'],
    preparationTime: 30, servings: 8, difficulty: 'medium',
    lines: [['queso-mascarpone', '0.500'], ['huevo', '4.000'], ['azucar', '0.120'], ['bizcocho-soletilla', '1.000'], ['cafe', '0.030']],
  },
  {
    product: 'zumo-naranja',
    instructions: ['Exprimir las naranjas al momento', 'Servir sin colar, con hielo aparte'],
    preparationTime: 3, servings: 1, difficulty: 'easy',
    lines: [['naranja', '0.500']],
  },
  {
    product: 'cafe-solo',
    instructions: ['Moler el café al momento', 'Extraer 25 ml en 25 segundos'],
    preparationTime: 2, servings: 1, difficulty: 'easy',
    lines: [['cafe', '0.008']],
  },
  {
    product: 'sangria',
    instructions: ['Cortar la fruta en dados', 'Mezclar con el vino, el azúcar y la canela', 'Reposar en frío y completar con soda'],
    preparationTime: 10, servings: 1, difficulty: 'easy',
    lines: [['vino-tinto', '0.700'], ['naranja', '0.250'], ['limon', '1.000'], ['azucar', '0.040'], ['soda', '0.200']],
  },
  {
    product: 'mojito',
    instructions: ['Machacar suavemente la hierbabuena con azúcar y lima', 'Añadir hielo picado y el ron', 'Completar con soda'],
    preparationTime: 4, servings: 1, difficulty: 'easy',
    lines: [['ron-blanco', '0.050'], ['menta', '8.000'], ['limon', '1.000'], ['azucar', '0.015'], ['soda', '0.100']],
  },
  {
    product: 'gin-tonic',
    instructions: ['Enfriar la copa con hielo', 'Añadir la ginebra y la tónica por la cuchara', 'Perfumar con piel de limón'],
    preparationTime: 3, servings: 1, difficulty: 'easy',
    lines: [['ginebra', '0.050'], ['tonica', '1.000'], ['limon', '0.250']],
  },
];
