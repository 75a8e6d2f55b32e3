import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api.ts';
import { useSession, type CurrentUser } from './session.ts';

const MARTA: CurrentUser = {
  id: 'marta',
  email: 'gerente@restaurante.test',
  firstName: 'Marta',
  lastName: null,
  role: 'manager',
  isActive: true,
  profileImageUrl: null,
};
const LUIS: CurrentUser = { ...MARTA, id: 'luis', email: 'luis@restaurante.test', firstName: 'Luis', role: 'waiter' };
const TERMINAL = { id: '01JTERMINAL0000000000000000', name: 'TPV barra' };

/** The gateway's answers, and what each request carried. */
function gateway(status = 200, body: unknown = {}) {
  const seen: { url: string; acting: string | null; credentials: RequestCredentials | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push({
      url: String(input),
      acting: new Headers(init.headers).get('x-acting-user'),
      credentials: init.credentials,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return seen;
}

beforeEach(() => {
  useSession.setState({ status: 'signed-in', account: MARTA, user: MARTA, terminal: null, lockReason: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiFetch', () => {
  it('sends the cookie and no acting user on an ordinary device', async () => {
    const seen = gateway();
    await apiFetch('/api/approvals', { method: 'POST' });
    expect(seen).toEqual([{ url: '/api/approvals', acting: null, credentials: 'include' }]);
  });

  it('names whoever acts on a shared terminal, on every /api call', async () => {
    const seen = gateway();
    useSession.getState().becameTerminal(TERMINAL);
    useSession.getState().unlocked(LUIS);
    await apiFetch('/api/approvals', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    await apiFetch('/api/objects/upload?kind=image');
    expect(seen.map((request) => request.acting)).toEqual(['luis', 'luis']);
  });

  it('adds nothing to another address (a signed upload URL)', async () => {
    const seen = gateway();
    useSession.getState().becameTerminal(TERMINAL);
    useSession.getState().unlocked(LUIS);
    await apiFetch('https://objects.example.com/api/upload/abc?token=x', { method: 'PUT' });
    await apiFetch('/objects/abc');
    expect(seen.map((request) => request.acting)).toEqual([null, null]);
  });

  it('adds nothing while the terminal is locked', async () => {
    const seen = gateway();
    useSession.getState().becameTerminal(TERMINAL);
    await apiFetch('/api/terminal');
    expect(seen[0]?.acting).toBeNull();
  });

  it('locks the terminal with the gateway’s reason when it refuses the acting user', async () => {
    gateway(401, { error: 'account-deactivated', message: 'Tu cuenta está desactivada: habla con un administrador' });
    useSession.getState().becameTerminal(TERMINAL);
    useSession.getState().unlocked(LUIS);
    const response = await apiFetch('/api/approvals', { method: 'POST' });
    expect(response.status).toBe(401);
    expect(useSession.getState()).toMatchObject({
      user: null,
      account: MARTA,
      lockReason: 'Tu cuenta está desactivada: habla con un administrador',
    });
  });
});
