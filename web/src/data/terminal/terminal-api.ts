import { ROLES, type Role } from '@restaurantpro/schema';
import { apiFetch } from '../api.ts';
import type { CurrentUser, DeviceTerminal } from '../session.ts';

/**
 * The gateway's shared-terminal routes (DESIGN.md §6), through `apiFetch`: creating one, what the pad
 * lists, a PIN unlock and leaving. Each answers an outcome rather than throwing, because the pad
 * words each case differently: the server's Spanish refusal as it came, and being offline as the
 * cue for the offline PIN check.
 */

/** A person the pad lists: active staff with a PIN. */
export interface StaffMember {
  id: string;
  name: string;
  role: Role;
}

/** `GET /api/terminal`: the terminal, who has unlocked it, and who may. */
export interface TerminalInfo extends DeviceTerminal {
  members: string[];
  staff: StaffMember[];
}

export type ApiOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; status: number; message: string; retryAfterSeconds?: number }
  | { kind: 'offline' };

type Body = Record<string, unknown>;

const asBody = (value: unknown): Body | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** `terminal:<id>` or `<id>`: the id part. */
function terminalIdOf(body: Body): string | null {
  const id = text(body.id) ?? text(body._id);
  return id ? id.replace(/^terminal:/, '') : null;
}

function personName(body: Body): string | null {
  const full = [text(body.firstName), text(body.lastName)].filter(Boolean).join(' ');
  return text(body.name) ?? (full || text(body.email));
}

export function parseStaffMember(value: unknown): StaffMember | null {
  const body = asBody(value);
  const id = body && text(body.id);
  const name = body && personName(body);
  return body && id && name && isRole(body.role) ? { id, name, role: body.role } : null;
}

export function parseTerminalInfo(value: unknown): TerminalInfo | null {
  const body = asBody(value);
  const inner = body && (asBody(body.terminal) ?? body);
  const id = inner && terminalIdOf(inner);
  const name = inner && text(inner.name);
  if (!body || !inner || !id || !name) return null;
  const list = Array.isArray(body.staff) ? body.staff : Array.isArray(body.users) ? body.users : [];
  const members = Array.isArray(inner.members) ? inner.members.filter((member) => typeof member === 'string') : [];
  return {
    id,
    name,
    members,
    staff: list.map(parseStaffMember).filter((member) => member !== null),
  };
}

export function parseDeviceTerminal(value: unknown): DeviceTerminal | null {
  const body = asBody(value);
  const inner = body && (asBody(body.terminal) ?? body);
  const id = inner && terminalIdOf(inner);
  const name = inner && text(inner.name);
  return id && name ? { id, name } : null;
}

/** The unlocked person, as `GET /api/auth/user` spells a user (bare or under `user`). */
export function parseActingUser(value: unknown): CurrentUser | null {
  const outer = asBody(value);
  const body = outer && (asBody(outer.user) ?? outer);
  const id = body && text(body.id);
  if (!body || !id || !isRole(body.role)) return null;
  return {
    id,
    email: text(body.email) ?? '',
    firstName: text(body.firstName) ?? text(body.name),
    lastName: text(body.lastName),
    role: body.role,
    isActive: body.isActive !== false,
    profileImageUrl: text(body.profileImageUrl),
  };
}

/** What a refusal says: the envelope's Spanish message, else `fallback`. */
async function refusal(response: Response, fallback: string): Promise<string> {
  const body = asBody(await response.json().catch(() => null));
  return (body && text(body.message)) ?? fallback;
}

/** A proxy in front of an unreachable gateway answers 502–504: that is being offline, not a refusal. */
const OFFLINE_STATUSES = new Set([502, 503, 504]);

async function call<T>(
  path: string,
  init: RequestInit,
  parse: (body: unknown) => T | null,
  fallback: string,
): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await apiFetch(path, { cache: 'no-store', ...init });
  } catch {
    return { kind: 'offline' };
  }
  if (OFFLINE_STATUSES.has(response.status)) return { kind: 'offline' };
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    return {
      kind: 'refused',
      status: response.status,
      message: await refusal(response, fallback),
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  const value = parse(await response.json().catch(() => null));
  return value === null
    ? { kind: 'refused', status: response.status, message: 'Respuesta inesperada del servidor' }
    : { kind: 'ok', value };
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export function getTerminal(): Promise<ApiOutcome<TerminalInfo>> {
  return call('/api/terminal', {}, parseTerminalInfo, 'No se pudo leer el terminal');
}

export function createTerminal(name: string): Promise<ApiOutcome<DeviceTerminal>> {
  return call('/api/terminals', post({ name }), parseDeviceTerminal, 'No se pudo crear el terminal compartido');
}

export function requestUnlock(userId: string, pin: string): Promise<ApiOutcome<CurrentUser>> {
  return call('/api/terminal/unlock', post({ userId, pin }), parseActingUser, 'No se pudo comprobar el PIN');
}

export function leaveTerminal(): Promise<ApiOutcome<true>> {
  return call('/api/terminal/leave', post({}), () => true, 'No se pudo salir del modo terminal');
}
