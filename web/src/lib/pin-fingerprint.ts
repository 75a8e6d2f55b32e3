import type { Role } from '@restaurantpro/schema';

/**
 * The offline PIN check (docs/security.md). After an ONLINE unlock the terminal keeps, per member,
 * a random salt and the first 8 bits of PBKDF2-SHA256(pin, salt‖terminalId‖userId, 200,000
 * iterations). Offline, a typed PIN must give the same 8 bits. Eight bits on purpose: a stolen
 * tablet's storage narrows a 4-digit PIN to ~39 candidates (6 digits: ~3,900) and never reveals it,
 * while a wrong PIN passes 1 time in 256, bounded by the local lockout (5 per account). The server
 * still judges every document the terminal pushes. The PIN itself is never stored.
 */

export const PIN_FINGERPRINT_ITERATIONS = 200_000;
export const PIN_SALT_BYTES = 16;

/** What the terminal keeps of a member who unlocked it online. */
export interface MemberPrint {
  id: string;
  name: string;
  role: Role;
  /** PIN_SALT_BYTES random bytes, base64. */
  salt: string;
  /** The fingerprint: 0–255. */
  fp: number;
}

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** salt‖terminalId‖userId, as bytes: binding the print to this terminal and person. */
function saltFor(salt: Uint8Array, terminalId: string, userId: string): Uint8Array<ArrayBuffer> {
  const ids = encoder.encode(terminalId + userId);
  const bytes = new Uint8Array(salt.length + ids.length);
  bytes.set(salt, 0);
  bytes.set(ids, salt.length);
  return bytes;
}

/** The first 8 bits of PBKDF2-SHA256(pin, salt‖terminalId‖userId), as 0–255. */
export async function pinFingerprint(
  pin: string,
  salt: Uint8Array,
  terminalId: string,
  userId: string,
  iterations = PIN_FINGERPRINT_ITERATIONS,
): Promise<number> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: saltFor(salt, terminalId, userId), iterations },
    key,
    8,
  );
  return new Uint8Array(bits)[0] ?? 0;
}

/** A new print for `member`, whose `pin` the server has just accepted on `terminalId`. */
export async function makeMemberPrint(
  member: { id: string; name: string; role: Role },
  pin: string,
  terminalId: string,
): Promise<MemberPrint> {
  const salt = crypto.getRandomValues(new Uint8Array(PIN_SALT_BYTES));
  const fp = await pinFingerprint(pin, salt, terminalId, member.id);
  return { id: member.id, name: member.name, role: member.role, salt: toBase64(salt), fp };
}

/** Whether `pin` gives the print's fingerprint on `terminalId`. */
export async function pinMatchesPrint(pin: string, print: MemberPrint, terminalId: string): Promise<boolean> {
  return (await pinFingerprint(pin, fromBase64(print.salt), terminalId, print.id)) === print.fp;
}
