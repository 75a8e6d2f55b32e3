import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a manager's confirmation stays usable: long enough to finish the void on the same device. */
export const APPROVAL_TTL_MS = 10 * 60 * 1000;

/** Voiding one line (or, without lineId, a whole round) of one order. */
export interface VoidSubject {
  managerId: string;
  orderId: string;
  lineId?: string;
}

/**
 * Any other document a manager confirms before a floor role writes it, by its id: a discount or
 * invitación (`adjustment:<id>`), a refund (`refund:<id>`). The device makes the id first, so the
 * confirmation covers that one document and no other.
 */
export interface DocSubject {
  managerId: string;
  subject: string;
}

/** What a manager confirmed. */
export type ApprovalSubject = VoidSubject | DocSubject;

interface Payload {
  managerId?: unknown;
  orderId?: unknown;
  lineId?: unknown;
  subject?: unknown;
  exp?: unknown;
}

const isDocSubject = (subject: ApprovalSubject): subject is DocSubject => 'subject' in subject;

/** Whether the signed payload is for exactly what is expected; a void's token never covers a document, nor back. */
function covers(payload: Payload, expected: ApprovalSubject): boolean {
  if (payload.managerId !== expected.managerId) return false;
  if (isDocSubject(expected)) return payload.orderId === undefined && payload.subject === expected.subject;
  return (
    payload.subject === undefined &&
    payload.orderId === expected.orderId &&
    (payload.lineId === undefined || payload.lineId === expected.lineId)
  );
}

function sign(secret: string, body: string): string {
  // A separate key from the cookie's: an approval can never pass for a session signature.
  return createHmac('sha256', `approval:${secret}`).update(body).digest('base64url');
}

/**
 * A manager's confirmation, made on a waiter's device after the manager typed their credentials
 * there. The device stores it in the line's void; the gateway checks it at `/api` and `/db` alike,
 * so a waiter can neither forge one nor reuse it for another line or after it expires.
 */
export function signApproval(secret: string, subject: ApprovalSubject, now: number): string {
  const payload = { ...subject, exp: now + APPROVAL_TTL_MS };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/**
 * Whether `token` is a live approval by `managerId` for exactly this order and line, or this
 * document. A whole-round approval (no lineId) covers every line of that order.
 */
export function verifyApproval(
  secret: string,
  token: string,
  expected: ApprovalSubject,
  now: number,
): boolean {
  const [body, signature, extra] = token.split('.');
  if (body === undefined || signature === undefined || extra !== undefined) return false;
  const wanted = new Uint8Array(Buffer.from(sign(secret, body)));
  const given = new Uint8Array(Buffer.from(signature));
  if (wanted.length !== given.length || !timingSafeEqual(wanted, given)) return false;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return false;
  }
  if (payload === null || typeof payload !== 'object') return false;
  return typeof payload.exp === 'number' && payload.exp > now && covers(payload, expected);
}
