/** Each field's Spanish problem, keyed by the form's own field names. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** A server's refusal of a form: its Spanish message, and the body field it names, if any. */
export interface FormRefusal {
  message: string;
  field: string | null;
}

/**
 * Where a server's refusal goes in a form: under the field it names when the form has that field,
 * else below the fields (an e-mail already taken, the last administrator).
 */
export function placeRefusal<V extends object>(
  refusal: FormRefusal,
  fields: V,
): { errors: FieldErrors<V>; refusal: string | null } {
  if (refusal.field !== null && refusal.field in fields) {
    return { errors: { [refusal.field]: refusal.message } as FieldErrors<V>, refusal: null };
  }
  return { errors: {}, refusal: refusal.message };
}

/** A form's values as sent, or each field's problem. */
export type Parsed<V, T> = { ok: true; value: T } | { ok: false; errors: FieldErrors<V> };

/** A schema's complaint about one value: where (`path[0]` is the field) and what, in Spanish. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Each field's first complaint, for the fields the form has (others are the form's own fault). */
export function errorsOf<V extends object>(issues: readonly FieldIssue[], fields: V): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    if (field in fields) errors[field as keyof V] ??= issue.message;
  }
  return errors;
}
