import type { Role } from '@restaurantpro/schema';

/** What the gateway knows of the signed-in user on every request (also `GET /api/auth/user`'s body). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isActive: boolean;
  profileImageUrl: string | null;
}
