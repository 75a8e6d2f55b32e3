/**
 * The drawings bundled with the demo (`../images/<name>.png`, drawn from the `.svg` beside each).
 * PNG rather than SVG because the gateway serves product images as uploads, and uploads take
 * raster images only (an SVG can carry script).
 */
export const DEMO_IMAGES = [
  'agua',
  'arroz',
  'cafe',
  'carne',
  'cava',
  'cerveza',
  'coctel',
  'pescado',
  'postre',
  'refresco',
  'tapa',
  'vino-blanco',
  'vino-tinto',
  'zumo',
] as const;
export type DemoImage = (typeof DEMO_IMAGES)[number];
