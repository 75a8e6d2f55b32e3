/**
 * The demo restaurant's data, exported as `@restaurantpro/sync-gateway/demo` for tools that drive
 * the demo (benchmarks sign in with its accounts, browser tests check its ingredients).
 */
export * from './floor-plan.ts';
export * from './images.ts';
export * from './inventory.ts';
export * from './menu.ts';
export * from './recipes.ts';
export * from './staff.ts';
export * from './settings.ts';
