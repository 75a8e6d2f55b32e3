import type { Role } from '@restaurantpro/schema';

/** Who writes: the signed-in user's id and role. */
export interface Writer {
  id: string;
  role: Role;
}

/** The third argument of every repository write: who writes and when (an injected clock). */
export interface WriteContext {
  actor: Writer;
  now: Date;
}
