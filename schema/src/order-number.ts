/**
 * Order numbers are made on the device, without the server: a short device code plus the device's
 * own sequence within the business day, e.g. "K7-012". Short enough to call out across a kitchen.
 * The document _id (a ULID) is what is unique in storage; the number is what people say.
 */

/** Letters and digits that cannot be misread or misheard (no I/O, no 0/1). */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

export const DEVICE_CODE_PATTERN = /^[A-HJ-NP-Z][2-9][A-HJ-NP-Z]?$/;
export const ORDER_NUMBER_PATTERN = /^([A-HJ-NP-Z][2-9][A-HJ-NP-Z]?)-(\d{3,})$/;

/** `makeOrderNumber('K7', 12)` → "K7-012". */
export function makeOrderNumber(deviceCode: string, dailySeq: number): string {
  if (!DEVICE_CODE_PATTERN.test(deviceCode)) throw new RangeError(`Invalid device code: ${deviceCode}`);
  if (!Number.isSafeInteger(dailySeq) || dailySeq < 1) throw new RangeError(`Invalid sequence: ${dailySeq}`);
  return `${deviceCode}-${String(dailySeq).padStart(3, '0')}`;
}

export function parseOrderNumber(orderNumber: string): { deviceCode: string; dailySeq: number } | null {
  const match = ORDER_NUMBER_PATTERN.exec(orderNumber);
  if (!match?.[1] || !match[2]) return null;
  return { deviceCode: match[1], dailySeq: Number(match[2]) };
}

/** Next sequence for `deviceCode` given the order numbers of the business day the device knows. */
export function nextDailySeq(orderNumbers: Iterable<string>, deviceCode: string): number {
  let max = 0;
  for (const number of orderNumbers) {
    const parsed = parseOrderNumber(number);
    if (parsed?.deviceCode === deviceCode) max = Math.max(max, parsed.dailySeq);
  }
  return max + 1;
}

/**
 * A random device code (letter + digit, e.g. "K7"), avoiding codes already seen in the replica's
 * recent orders. Only 192 two-character codes exist, so once they run out a third letter is added.
 * `random` is injectable for tests.
 */
export function newDeviceCode(taken: Iterable<string> = [], random: () => number = Math.random): string {
  const used = new Set(taken);
  const pick = (alphabet: string): string =>
    alphabet[Math.floor(random() * alphabet.length)] ?? alphabet[0] ?? '';
  for (let attempt = 0; attempt < 64; attempt++) {
    const code = pick(LETTERS) + pick(DIGITS);
    if (!used.has(code)) return code;
  }
  for (;;) {
    const code = pick(LETTERS) + pick(DIGITS) + pick(LETTERS);
    if (!used.has(code)) return code;
  }
}
