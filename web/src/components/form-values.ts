/**
 * A dialog's first values: each named field of the document being edited, or the field's default
 * for a new document (and for a field the document leaves out). Only the defaults' fields are read,
 * so the document's own `_id`, `_rev` and stamps stay out of the form.
 */
export function valuesOrDefaults<D extends object, K extends keyof D>(
  doc: D | null,
  defaults: { [P in K]-?: NonNullable<D[P]> },
): { [P in K]-?: NonNullable<D[P]> } {
  const values = { ...defaults };
  if (doc === null) return values;
  for (const key of Object.keys(defaults) as K[]) values[key] = doc[key] ?? defaults[key];
  return values;
}
