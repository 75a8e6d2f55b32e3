import { z } from 'zod';

/**
 * How validation speaks, at every door: zod's Spanish locale for its own messages, union failures
 * explained rather than answered with a bare "Entrada inválida", and one reason per failure that
 * names its field. The forms show a field's message beside the field; the API and `/db` send
 * `validationReason`, so a device and an API client refused for the same field read the same words.
 */

/** One failing field: a JSON pointer (`/items/0/quantity`, `/` for the whole value) and why. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The parts of a zod issue these helpers read (the API gets them back from its validator this way). */
export interface IssueLike {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: unknown;
  errors?: ReadonlyArray<readonly IssueLike[]>;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'texto',
  number: 'número',
  int: 'número entero',
  boolean: 'booleano',
  object: 'objeto',
  array: 'lista',
  date: 'fecha',
  null: 'nulo',
  undefined: 'nada',
};

function typeName(value: unknown): string {
  if (value === null) return 'nulo';
  if (Array.isArray(value)) return 'lista';
  return TYPE_NAMES[typeof value] ?? typeof value;
}

/**
 * A union of plain types (money as text or number) that fails on the type: says which types would
 * do. Other unions are left to `fieldIssues`, which reports the closest alternative's own fields.
 */
function unionMessage(issue: { code: string; input?: unknown; errors?: unknown }): string | undefined {
  if (issue.code !== 'invalid_union' || !Array.isArray(issue.errors) || issue.errors.length === 0)
    return undefined;
  const expected: string[] = [];
  for (const branch of issue.errors as IssueLike[][]) {
    const only = branch.length === 1 ? branch[0] : undefined;
    if (only?.code !== 'invalid_type' || only.path.length > 0 || typeof only.expected !== 'string')
      return undefined;
    expected.push(TYPE_NAMES[only.expected] ?? only.expected);
  }
  return `Entrada inválida: se esperaba ${[...new Set(expected)].join(' o ')}, recibido ${typeName(issue.input)}`;
}

/**
 * Sets zod's messages to Spanish, once for every user of this package (the gateway and the web app
 * import it before validating anything). Messages a schema sets itself are kept as written.
 */
export function configureMessages(): void {
  z.config({
    ...z.locales.es(),
    customError: (issue) => unionMessage(issue) ?? integerMessage(issue) ?? missingMessage(issue),
  });
}

export const REQUIRED_FIELD_MESSAGE = 'Falta este campo, que es obligatorio';

/**
 * A key left out of an object fails as "se esperaba texto, recibido indefinido" (or, for a coerced
 * field, "se esperaba nonoptional"), which reads as nothing to a person: say that it is missing, and
 * the field's name goes before it. A schema's own words for a missing field are kept.
 */
function missingMessage(issue: { code: string; expected?: unknown; input?: unknown }): string | undefined {
  const missing = issue.expected === 'nonoptional' || (issue.input === undefined && 'input' in issue);
  return issue.code === 'invalid_type' && missing ? REQUIRED_FIELD_MESSAGE : undefined;
}

/** The locale has no word for zod's `int`: "se esperaba int" would reach the user. */
function integerMessage(issue: { code: string; expected?: unknown; input?: unknown }): string | undefined {
  if (issue.code !== 'invalid_type' || issue.expected !== 'int') return undefined;
  return `Entrada inválida: se esperaba un número entero, recibido ${typeName(issue.input)}`;
}

/** How many of a union alternative's issues say it was the wrong kind of value altogether. */
function distance(branch: readonly IssueLike[]): number {
  return branch.some((issue) => issue.path.length === 0 && issue.code === 'invalid_type')
    ? Number.POSITIVE_INFINITY
    : branch.length;
}

/**
 * The failing fields of a zod error, as JSON pointers. A union that failed as a whole (an order body
 * that is neither shape) is replaced by the issues of its closest alternative — the one that failed
 * on the fewest fields — so the answer names `/items` rather than `/` and "Invalid input".
 */
export function fieldIssues(issues: readonly IssueLike[]): FieldIssue[] {
  const out: FieldIssue[] = [];
  const stack = [...issues].reverse().map((issue) => ({ issue, prefix: [] as PropertyKey[] }));
  while (stack.length > 0) {
    const { issue, prefix } = stack.pop() as { issue: IssueLike; prefix: PropertyKey[] };
    const path = [...prefix, ...issue.path];
    const branches = issue.code === 'invalid_union' ? (issue.errors ?? []) : [];
    let closest: readonly IssueLike[] | undefined;
    for (const branch of branches) {
      if (
        branch.length > 0 &&
        distance(branch) < (closest === undefined ? Number.POSITIVE_INFINITY : distance(closest))
      )
        closest = branch;
    }
    if (closest === undefined) {
      out.push({ path: `/${path.map(String).join('/')}`, message: issue.message });
      continue;
    }
    for (const inner of [...closest].reverse()) stack.push({ issue: inner, prefix: path });
  }
  return out;
}

/** The field a pointer names, as a reader would write it: `items.0.quantity`; empty for the root. */
function fieldName(pointer: string): string {
  return pointer.split('/').filter(Boolean).join('.');
}

/** One line for a refusal: the first failing field and its reason (`name: El nombre no puede…`). */
export function validationReason(issues: readonly FieldIssue[]): string {
  const first = issues[0];
  if (first === undefined) return 'Datos no válidos';
  const field = fieldName(first.path);
  return field === '' ? first.message : `${field}: ${first.message}`;
}

/** Why `value` does not match `schema`, in the words of `validationReason`; null when it matches. */
export function schemaProblem(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : validationReason(fieldIssues(parsed.error.issues));
}
