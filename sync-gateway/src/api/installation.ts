import { StoreError, type StoreDb } from '../store/types.ts';

/**
 * What a gateway process numbers the API's work with: its own billing installation (the ticket,
 * rectifying and invoice series `<prefix>-K7Q0`, and the Verifactu chain `K7Q0`) and its own order
 * code (`K7Q-012`). Like a device's, it is made when the process starts and never given to another:
 * two gateways on one store would otherwise number from the same last ticket and collide (a payment
 * answered 409 and left without its ticket), and repeat each other's order numbers.
 */
export interface ApiInstallation {
  /** The installation and series code: a letter, a digit, a letter and '0' ('K7Q0'). */
  code: string;
  /** The order-number code: the installation's first three characters ('K7Q'). */
  orderCode: string;
}

// The order numbers' alphabet (no I/O, no 0/1), so the first three characters are a device code.
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A gateway code. The closing '0' keeps it apart from every device's series code (devices never use
 * '0'), and from the series the API used before it numbered per gateway ('API0': 'I' is not drawn).
 */
export function newGatewayCode(random: () => number = Math.random): string {
  const pick = (alphabet: string) => alphabet[Math.floor(random() * alphabet.length)] ?? alphabet[0];
  return `${pick(LETTERS)}${pick(DIGITS)}${pick(LETTERS)}0`;
}

/** The claim's id: in the `fiscal` database, which devices never replicate. */
export const claimId = (code: string) => `gateway:${code}`;

/** Codes drawn before giving up: 4,608 exist, so a full store is the only way to exhaust the attempts. */
const MAX_ATTEMPTS = 200;

/**
 * Claims a code no gateway of this store has had: the claim is created, never updated, so a code
 * another process already claimed answers 409 and the next one is drawn.
 */
export async function claimInstallation(
  db: StoreDb,
  instance: string,
  now: Date,
  random: () => number = Math.random,
): Promise<ApiInstallation> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const code = newGatewayCode(random);
    try {
      await db.put({ _id: claimId(code), instance, claimedAt: now.toISOString() });
      return { code, orderCode: code.slice(0, 3) };
    } catch (err) {
      if (!(err instanceof StoreError && err.status === 409)) throw err;
    }
  }
  throw new Error('No free gateway installation code is left in this store');
}
