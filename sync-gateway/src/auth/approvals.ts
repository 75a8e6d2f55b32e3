import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a manager's confirmation stays usable: long enough to finish the void on the same device. */
export const APPROVAL_TTL_MS = 10 * 60 * 1000;

/** What a manager confirmed: voiding one line (or, without lineId, a whole round) of one order. */
export interface ApprovalSubject {
  managerId: string;
  orderId: string;
  lineId?: string;
}

interface Payload extends ApprovalSubject {
  exp: number;
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
  const payload: Payload = { ...subject, exp: now + APPROVAL_TTL_MS };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/**
 * Whether `token` is a live approval by `managerId` for exactly this order and line. A whole-round
 * approval (no lineId) covers every line of that order.
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
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return false;
  }
  return (
    typeof payload.exp === 'number' &&
    payload.exp > now &&
    payload.managerId === expected.managerId &&
    payload.orderId === expected.orderId &&
    (payload.lineId === undefined || payload.lineId === expected.lineId)
  );
}

/** Signing and checking approvals with the gateway's secret and clock (`fastify.approvals`). */
export interface Approvals {
  sign(subject: ApprovalSubject): string;
  verify(token: string, subject: ApprovalSubject): boolean;
}

export function signedApprovals(secret: string, now: () => number): Approvals {
  return {
    sign: (subject) => signApproval(secret, subject, now()),
    verify: (token, subject) => verifyApproval(secret, token, subject, now()),
  };
}
