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

/**
 * One recipe: product, preparation minutes, servings, difficulty, ingredient lines, then the steps
 * and any notes. Absent notes are left out of the object, not set to `undefined`.
 */
function recipe(
  product: string,
  preparationTime: number,
  servings: number,
  difficulty: Difficulty,
  lines: readonly DemoRecipeLine[],
  instructions: readonly string[],
  notes?: string,
): DemoRecipe {
  return { product, instructions, preparationTime, servings, difficulty, ...(notes === undefined ? {} : { notes }), lines };
}

export const DEMO_RECIPES: readonly DemoRecipe[] = [
  recipe('croquetas-jamon', 40, 10, 'medium', [['jamon-iberico', '0.200'], ['leche', '1.000'], ['harina', '0.150'], ['cebolla', '0.100'], ['huevo', '2.000', 'para el rebozado'], ['aceite-oliva', '0.100']],
    ['Sofreír la cebolla picada en aceite', 'Añadir la harina y tostar', 'Incorporar la leche poco a poco hasta una bechamel espesa', 'Añadir el jamón picado y enfriar la masa 12 h', 'Formar, rebozar y freír a 180 °C'], 'La masa se prepara la víspera.'),
  recipe('patatas-bravas', 25, 4, 'easy', [['patata', '1.000'], ['aceite-oliva', '0.150'], ['pimenton', '10.000'], ['ajo', '0.020'], ['huevo', '1.000', 'alioli']],
    ['Cortar las patatas en dados irregulares', 'Confitar a 140 °C y freír a 180 °C', 'Napar con salsa brava y alioli']),
  recipe('pimientos-padron', 8, 2, 'easy', [['pimiento-padron', '0.250'], ['aceite-oliva', '0.050']],
    ['Lavar y secar bien los pimientos', 'Freír en aceite muy caliente hasta que se ampollen', 'Escurrir y salar con escamas']),
  recipe('tortilla-espanola', 35, 6, 'medium', [['patata', '0.800'], ['cebolla', '0.200'], ['huevo', '6.000'], ['aceite-oliva', '0.250']],
    ['Pelar y laminar patata y cebolla', 'Pochar en aceite a fuego medio', 'Escurrir y mezclar con el huevo batido', 'Cuajar por ambos lados dejándola jugosa']),
  recipe('pulpo-gallega', 15, 2, 'easy', [['pulpo', '0.400'], ['patata', '0.300'], ['pimenton', '5.000'], ['aceite-oliva', '0.040']],
    ['Cocer los cachelos con piel', 'Cortar el pulpo con tijera', 'Emplatar sobre los cachelos', 'Aliñar con pimentón, sal gruesa y aceite']),
  recipe('gambas-ajillo', 10, 2, 'easy', [['gambas', '0.250'], ['ajo', '0.030'], ['aceite-oliva', '0.100']],
    ['Calentar el aceite con el ajo laminado', 'Añadir las gambas peladas', 'Servir hirviendo en la cazuela']),
  recipe('paella-valenciana', 60, 4, 'hard', [['arroz-bomba', '0.400'], ['pollo', '0.600'], ['conejo', '0.400'], ['judia-verde', '0.200'], ['garrofon', '0.100'], ['tomate', '0.150'], ['azafran', '0.500'], ['aceite-oliva', '0.100']],
    ['Sofreír pollo y conejo troceados en la paella', 'Añadir judía y garrofón', 'Incorporar tomate rallado y pimentón', 'Mojar con agua, añadir el azafrán y cocer 20 min', 'Echar el arroz y cocer 18 min sin remover', 'Reposar 5 min antes de servir'], 'Mínimo dos raciones por paella. El socarrat es obligatorio.'),
  recipe('merluza-vasca', 20, 2, 'medium', [['merluza', '0.400'], ['ajo', '0.020'], ['harina', '0.020'], ['aceite-oliva', '0.060']],
    ['Dorar el ajo en aceite', 'Ligar la salsa verde con harina y perejil', 'Cocinar la merluza en la salsa moviendo la cazuela']),
  recipe('bacalao-pilpil', 30, 2, 'expert', [['bacalao', '0.400'], ['ajo', '0.030'], ['aceite-oliva', '0.300']],
    ['Confitar el ajo laminado y retirarlo', 'Confitar el bacalao con la piel hacia arriba a 60 °C', 'Ligar el pil-pil moviendo la cazuela con la gelatina del bacalao']),
  recipe('solomillo', 25, 1, 'medium', [['ternera', '0.220'], ['patata', '0.200'], ['cebolla', '0.050'], ['aceite-oliva', '0.030']],
    ['Atemperar la carne 30 min', 'Marcar a la brasa al punto pedido', 'Servir con patatas panaderas']),
  recipe('cordero-asado', 150, 2, 'medium', [['cordero', '0.900'], ['ajo', '0.020'], ['patata', '0.300'], ['aceite-oliva', '0.040']],
    ['Salpimentar la paletilla', 'Asar a 150 °C durante 2 h con agua y ajo', 'Subir a 220 °C para dorar la piel']),
  recipe('crema-catalana', 30, 6, 'medium', [['leche', '1.000'], ['huevo', '6.000', 'solo las yemas'], ['azucar', '0.200'], ['limon', '1.000', 'la piel']],
    ['Infusionar la leche con piel de limón y canela', 'Mezclar yemas, azúcar y maicena', 'Espesar al fuego sin que hierva', 'Enfriar y quemar el azúcar al servir']),
  recipe('flan-casero', 50, 8, 'easy', [['huevo', '6.000'], ['leche', '1.000'], ['azucar', '0.250'], ['nata', '0.200', 'para acompañar']],
    ['Hacer el caramelo en las flaneras', 'Batir huevos, leche y azúcar', 'Cocer al baño maría a 160 °C durante 40 min']),
  recipe('tiramisu', 30, 8, 'medium', [['queso-mascarpone', '0.500'], ['huevo', '4.000'], ['azucar', '0.120'], ['bizcocho-soletilla', '1.000'], ['cafe', '0.030']],
    ['Montar las yemas con azúcar y el mascarpone', 'Mojar los bizcochos en café', 'Alternar capas y reposar 6 h en frío', 'Espolvorear cacao al servir']),
  recipe('zumo-naranja', 3, 1, 'easy', [['naranja', '0.500']],
    ['Exprimir las naranjas al momento', 'Servir sin colar, con hielo aparte']),
  recipe('cafe-solo', 2, 1, 'easy', [['cafe', '0.008']],
    ['Moler el café al momento', 'Extraer 25 ml en 25 segundos']),
  recipe('sangria', 10, 1, 'easy', [['vino-tinto', '0.700'], ['naranja', '0.250'], ['limon', '1.000'], ['azucar', '0.040'], ['soda', '0.200']],
    ['Cortar la fruta en dados', 'Mezclar con el vino, el azúcar y la canela', 'Reposar en frío y completar con soda']),
  recipe('mojito', 4, 1, 'easy', [['ron-blanco', '0.050'], ['menta', '8.000'], ['limon', '1.000'], ['azucar', '0.015'], ['soda', '0.100']],
    ['Machacar suavemente la hierbabuena con azúcar y lima', 'Añadir hielo picado y el ron', 'Completar con soda']),
  recipe('gin-tonic', 3, 1, 'easy', [['ginebra', '0.050'], ['tonica', '1.000'], ['limon', '0.250']],
    ['Enfriar la copa con hielo', 'Añadir la ginebra y la tónica por la cuchara', 'Perfumar con piel de limón']),
];
