import { z } from 'zod';
import {
  DOC_TYPES,
  FLOOR_TYPES,
  KINDS,
  OFFICE_TYPES,
  isDocType,
  schemaOf,
  type DocOf,
  type DocType,
} from '../kinds.ts';
import { schemaProblem } from './messages.ts';

type KindSchema = (typeof KINDS)[DocType]['schema'];

/** One schema for the documents of several kinds, discriminated on `type`. */
function unionOf<K extends DocType>(types: readonly K[]): z.ZodType<DocOf<K>> {
  const [first, ...rest] = types.map((type): KindSchema => KINDS[type].schema);
  if (first === undefined) throw new RangeError('A union needs a kind');
  const union: z.ZodType = z.discriminatedUnion('type', [first, ...rest]);
  // Each member parses its own kind, so the union parses exactly DocOf<K>.
  return union as z.ZodType<DocOf<K>>;
}

/** Any document of the `floor` database, discriminated on `type`. */
export const floorDocSchema = unionOf(FLOOR_TYPES);
export type FloorDoc = z.infer<typeof floorDocSchema>;

/** Any document of the `office` database. */
export const officeDocSchema = unionOf(OFFICE_TYPES);
export type OfficeDoc = z.infer<typeof officeDocSchema>;

/** Any document the schema knows, in any database. */
export const anyDocSchema = unionOf(DOC_TYPES);
export type AnyDoc = DocOf<DocType>;

/** The schema of each kind (the kinds table's), for validating a doc whose type is already known. */
export const DOC_SCHEMAS = Object.fromEntries(
  Object.entries(KINDS).map(([type, kind]) => [type, kind.schema]),
) as { readonly [K in DocType]: (typeof KINDS)[K]['schema'] };

/**
 * Why a document does not match its type's schema, in the words every door sends
 * (`validationReason`: the field, then why), or null. Null too when `type` is not a known type:
 * refusing that is the caller's (the database check comes first at `/db`).
 */
export function docProblem(doc: Record<string, unknown>): string | null {
  const type = doc.type;
  if (typeof type !== 'string' || !isDocType(type)) return null;
  return schemaProblem(schemaOf(type), doc);
}
