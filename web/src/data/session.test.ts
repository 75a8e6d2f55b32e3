import { afterEach, describe, expect, it, vi } from 'vitest';
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

const LUIS: CurrentUser = { ...ANA, id: 'luis', email: 'luis@example.com', firstName: 'Luis', role: 'waiter' };
const TERMINAL = { id: '01JTERMINAL0000000000000000', name: 'TPV barra' };

/** A gateway answering each path with a status (absent: unreachable), recording the paths asked. */
function gateway(answers: Record<string, { status: number; body?: unknown }>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = String(input);
    asked.push(path);
    const answer = answers[path];
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  });
  return asked;
}

describe('a shared terminal in the session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  function asTerminal() {
    useSession.getState().signedIn(ANA);
    useSession.getState().becameTerminal(TERMINAL);
  }

  it('opens locked: the account stays (its replicas), nobody acts until a PIN unlocks it', () => {
    asTerminal();
    expect(useSession.getState()).toMatchObject({ account: ANA, user: null, terminal: TERMINAL });
    expect(JSON.parse(localStorage.getItem('restaurantpro:terminal') ?? 'null')).toEqual(TERMINAL);

    useSession.getState().unlocked(LUIS);
    expect(useSession.getState()).toMatchObject({ account: ANA, user: LUIS });

    useSession.getState().lock();
    expect(useSession.getState()).toMatchObject({ account: ANA, user: null, status: 'signed-in' });
  });

  it('does not let anyone act without a PIN on an ordinary device', () => {
    useSession.getState().signedIn(ANA);
    useSession.getState().unlocked(LUIS);
    useSession.getState().lock();
    expect(useSession.getState().user).toEqual(ANA);
  });

  it('asks the gateway about the terminal, not the user, and stays locked', async () => {
    asTerminal();
    const asked = gateway({ '/api/terminal': { status: 200, body: { id: TERMINAL.id, name: TERMINAL.name } } });
    await useSession.getState().load();
    expect(asked).toEqual(['/api/terminal']);
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', account: ANA, user: null, terminal: TERMINAL });
  });

  it('keeps whoever acts while the gateway cannot be reached', async () => {
    asTerminal();
    useSession.getState().unlocked(LUIS);
    gateway({});
    await useSession.getState().load();
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', account: ANA, user: LUIS, fromCache: true });
  });

  it('is a terminal no more once the gateway ends its session', async () => {
    asTerminal();
    const asked = gateway({ '/api/terminal': { status: 401 }, '/api/auth/user': { status: 401 } });
    await useSession.getState().load();
    expect(asked).toEqual(['/api/terminal', '/api/auth/user']);
    expect(useSession.getState()).toMatchObject({ status: 'signed-out', account: null, user: null, terminal: null });
    expect(localStorage.getItem('restaurantpro:terminal')).toBeNull();
  });

  it('leaving goes back to sign-in and forgets the terminal', () => {
    asTerminal();
    useSession.getState().leftTerminal();
    expect(useSession.getState()).toMatchObject({ status: 'signed-out', account: null, user: null, terminal: null });
    expect(localStorage.getItem('restaurantpro:last-user')).toBeNull();
  });
});
