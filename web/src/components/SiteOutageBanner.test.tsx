import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role, SiteStatus } from '@restaurantpro/schema';
import { useSession, type CurrentUser } from '../data/session.ts';
import { SiteOutageBanner } from './SiteOutageBanner.tsx';

// 13:05 UTC is 14:05 in Madrid in November (CET, UTC+1).
const SINCE = '2026-11-22T13:05:00.000Z';
const OFFLINE: SiteStatus = { site: true, connected: false, offlineSince: SINCE, pending: 0 };

function signIn(role: Role): void {
  const user: CurrentUser = {
    id: role,
    email: `${role}@restaurante.test`,
    firstName: 'Marta',
    lastName: null,
    role,
    isActive: true,
    profileImageUrl: null,
  };
  useSession.setState({ status: 'signed-in', account: user, user, terminal: null, fromCache: false });
}

/** The gateway answering `/api/site` with `status`; returns how many times it was asked. */
function gateway(status: SiteStatus): { asked: number } {
  const count = { asked: 0 };
  vi.stubGlobal('fetch', async () => {
    count.asked += 1;
    return Response.json(status);
  });
  return count;
}

/** Renders the banner and lets the gateway's first answer (if asked) reach the screen. */
async function show(): Promise<void> {
  render(
    <ChakraProvider value={defaultSystem}>
      <SiteOutageBanner />
    </ChakraProvider>,
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ status: 'loading', account: null, user: null, terminal: null });
  localStorage.clear();
});

describe('SiteOutageBanner', () => {
  it.each(['manager', 'admin'] as const)('tells a signed-in %s since when the cloud is out', async (role) => {
    signIn(role);
    gateway(OFFLINE);
    await show();
    const banner = await screen.findByTestId('site-outage');
    expect(banner.textContent).toBe('Sin conexión con la nube desde 14:05');
    expect(banner.getAttribute('role')).toBe('status');
  });

  it('says how many changes wait to go up', async () => {
    signIn('manager');
    gateway({ ...OFFLINE, pending: 12 });
    await show();
    expect((await screen.findByTestId('site-outage')).textContent).toBe(
      'Sin conexión con la nube desde 14:05 · 12 cambios por subir',
    );
  });

  it.each(['waiter', 'cook'] as const)('shows nothing to a %s, nor asks the gateway', async (role) => {
    signIn(role);
    const gatewayAsked = gateway(OFFLINE);
    await show();
    expect(screen.queryByTestId('site-outage')).toBeNull();
    expect(gatewayAsked.asked).toBe(0);
  });

  it.each<[string, SiteStatus]>([
    ['while the site is connected', { site: true, connected: true, offlineSince: null, pending: 4 }],
    ['on a gateway that is no site hub', { site: false }],
  ])('shows nothing to a manager %s', async (_case, status) => {
    signIn('manager');
    const gatewayAsked = gateway(status);
    await show();
    await waitFor(() => expect(gatewayAsked.asked).toBe(1));
    expect(screen.queryByTestId('site-outage')).toBeNull();
  });
});
