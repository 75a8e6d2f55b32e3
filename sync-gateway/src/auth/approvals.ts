import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a manager's confirmation stays usable: long enough to finish the void on the same device. */
export const APPROVAL_TTL_MS = 10 * 60 * 1000;

/**
 * What a manager confirmed: voiding one line (or, without lineId, a whole round) of one order; or,
 * with `subject`, one other document a floor role writes with a manager's confirmation: a discount
 * or invitación (`adjustment:<id>`), a refund (`refund:<id>`). The device makes that id first, so
 * the confirmation covers that one document and no other. (The schema's rules pass a document's
 * subject with `orderId` repeating it; the subject decides.)
 */
export interface ApprovalSubject {
  managerId: string;
  orderId?: string;
  lineId?: string;
  subject?: string;
}

interface Payload {
  managerId?: unknown;
  orderId?: unknown;
  lineId?: unknown;
  subject?: unknown;
  exp?: unknown;
}

/** Whether the signed payload is for exactly what is expected; a void's token never covers a document, nor back. */
function covers(payload: Payload, expected: ApprovalSubject): boolean {
  if (payload.managerId !== expected.managerId) return false;
  if (expected.subject !== undefined)
    return payload.orderId === undefined && payload.subject === expected.subject;
  return (
    expected.orderId !== undefined &&
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
  // What is signed is exactly one kind: an order (and line), or a document.
  const signed: Payload =
    subject.subject !== undefined
      ? { managerId: subject.managerId, subject: subject.subject }
      : { managerId: subject.managerId, orderId: subject.orderId, lineId: subject.lineId };
  const payload = { ...signed, exp: now + APPROVAL_TTL_MS };
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
