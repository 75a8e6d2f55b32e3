import { z } from 'zod';

/**
 * A closed set of values that screens name in Spanish, written once as its labels: the keys, in the
 * order written, are the values (the order lists and selects show them in), and the schema accepts
 * exactly those. A value without a label cannot exist, so no screen ever shows a raw code.
 */
export function labelledEnum<const V extends string>(labels: Record<V, string>) {
  // Object.keys types its keys as string: the guard narrows them back to V (all of them pass), in the
  // order written, since no key is numeric.
  const values: readonly V[] = Object.keys(labels).filter((key): key is V => Object.hasOwn(labels, key));
  return { values, schema: z.enum(values), labels };
}
