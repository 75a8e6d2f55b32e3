import { afterEach, describe, expect, it } from 'vitest';
import { useSession, type CurrentUser } from './session.ts';

const ANA: CurrentUser = {
  id: 'ana',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: null,
  role: 'admin',
  isActive: true,
  profileImageUrl: null,
};

describe('useSession.forget', () => {
  afterEach(() => localStorage.clear());

  it('drops the remembered user but leaves the screen signed in until the logout navigation lands', () => {
    useSession.getState().signedIn(ANA);
    expect(localStorage.getItem('restaurantpro:last-user')).not.toBeNull();

    useSession.getState().forget();

    expect(localStorage.getItem('restaurantpro:last-user')).toBeNull();
    // Signed-out would mount the sign-in redirect, racing the browser's way to /api/logout.
    expect(useSession.getState().status).toBe('signed-in');
  });
});
