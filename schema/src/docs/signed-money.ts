import { z } from 'zod';
import { isMoney } from '../money.ts';

/** Money that may be negative: differences, refunds on a rectifying ticket ("-6.90"). */
export function isSignedMoney(value: string): boolean {
  return isMoney(value.startsWith('-') ? value.slice(1) : value) && value !== '-0.00';
}

export const signedMoneySchema = z.string().refine(isSignedMoney, 'Importe no válido');
