import { describe, expect, it } from 'vitest';
import { APPROVAL_TTL_MS, signApproval, verifyApproval } from './approvals.ts';

const SECRET = 'x'.repeat(48);
const NOW = 1_800_000_000_000;
const line = { managerId: 'm1', orderId: 'O1', lineId: 'L1' };

describe('manager approvals', () => {
  it('verifies for the same manager, order and line before it expires', () => {
    const token = signApproval(SECRET, line, NOW);
    expect(verifyApproval(SECRET, token, line, NOW + 1000)).toBe(true);
    expect(verifyApproval(SECRET, token, line, NOW + APPROVAL_TTL_MS)).toBe(false);
  });

  it.each([
    ['another line', { ...line, lineId: 'L2' }],
    ['another order', { ...line, orderId: 'O2' }],
    ['another manager', { ...line, managerId: 'm2' }],
  ])('refuses %s', (_, other) => {
    expect(verifyApproval(SECRET, signApproval(SECRET, line, NOW), other, NOW)).toBe(false);
  });

  it('refuses a token signed with another secret or altered', () => {
    const token = signApproval(SECRET, line, NOW);
    expect(verifyApproval('y'.repeat(48), token, line, NOW)).toBe(false);
    const [body, sig] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...line, lineId: 'L9', exp: NOW + 1e9 })).toString(
      'base64url',
    );
    expect(verifyApproval(SECRET, `${forged}.${sig}`, { ...line, lineId: 'L9' }, NOW)).toBe(false);
    expect(verifyApproval(SECRET, `${body}.${sig}.x`, line, NOW)).toBe(false);
  });

  it('a whole-round approval covers each line of that order only', () => {
    const token = signApproval(SECRET, { managerId: 'm1', orderId: 'O1' }, NOW);
    expect(verifyApproval(SECRET, token, line, NOW)).toBe(true);
    expect(verifyApproval(SECRET, token, { ...line, orderId: 'O2' }, NOW)).toBe(false);
  });
});

describe('manager approvals of a discount or a refund', () => {
  const refund = { managerId: 'm1', subject: 'refund:R1' };

  it('verifies for the same manager and document before it expires', () => {
    const token = signApproval(SECRET, refund, NOW);
    expect(verifyApproval(SECRET, token, refund, NOW + 1000)).toBe(true);
    expect(verifyApproval(SECRET, token, refund, NOW + APPROVAL_TTL_MS)).toBe(false);
  });

  it.each([
    ['another document', { ...refund, subject: 'refund:R2' }],
    ['another kind of document', { ...refund, subject: 'adjustment:R1' }],
    ['another manager', { ...refund, managerId: 'm2' }],
  ])('refuses %s', (_, other) => {
    expect(verifyApproval(SECRET, signApproval(SECRET, refund, NOW), other, NOW)).toBe(false);
  });

  it('a void’s approval never covers a document, nor a document’s a void', () => {
    const voidToken = signApproval(SECRET, { managerId: 'm1', orderId: 'O1' }, NOW);
    expect(verifyApproval(SECRET, voidToken, { managerId: 'm1', subject: 'adjustment:O1' }, NOW)).toBe(false);
    const docToken = signApproval(SECRET, { managerId: 'm1', subject: 'adjustment:O1' }, NOW);
    expect(verifyApproval(SECRET, docToken, { managerId: 'm1', orderId: 'O1', lineId: 'L1' }, NOW)).toBe(
      false,
    );
    expect(verifyApproval(SECRET, docToken, { managerId: 'm1', orderId: 'adjustment:O1' }, NOW)).toBe(false);
    // As the schema's rules ask for a document: the order repeating the subject.
    const asRules = { managerId: 'm1', orderId: 'adjustment:O1', subject: 'adjustment:O1' };
    expect(verifyApproval(SECRET, docToken, asRules, NOW)).toBe(true);
    expect(verifyApproval(SECRET, voidToken, { ...asRules, orderId: 'O1' }, NOW)).toBe(false);
  });
});
