import { setTimeout as sleep } from 'node:timers/promises';
import { isLiveCheck, newId, toCents } from '@restaurantpro/schema';
import type { Account } from './api.ts';
import { between, type Range } from './settings.ts';

/**
 * A check is only taken once it is this old: the duplicates the devices open blind are merged into
 * the earliest within a second or two of reaching the store, and a payment on the check merged away
 * meanwhile would be refused (409, "cobra en la cuenta de esa mesa") for a reason that is no fault.
 */
const SETTLED_MS = 10_000;
/** A request that breaks (its gateway killed under it) is sent again, the same payment id, this often. */
const RETRY_MS = 300;
const RETRIES = 60;
/** A bill that grew while being paid (a round landed) is paid again for what is due, this many times. */
const TOP_UPS = 3;

interface Bill {
  total: string;
  due: string;
  isPaid: boolean;
}

interface CheckSummary {
  id: string;
  tableId: string;
  status: string;
  openedAt: string;
}

/** One `POST /api/checks/:id/payments` and how it was answered. */
export interface PaymentRecord {
  checkId: string;
  paymentId: string;
  amount: string;
  /** The HTTP status of the last attempt; 0 when no attempt was answered. */
  status: number;
  /** Attempts that broke before an answer (a gateway killed) and were sent again. */
  retries: number;
  /** The bill after the payment, as answered. */
  bill?: Bill;
  /** The ticket the answer carried, if this payment issued it. */
  ticket?: string;
  /** The answer's message when it was refused. */
  message?: string;
}

/**
 * A cashier at the bar during the service: every so often it takes a live check from the server
 * (`GET /api/checks`) that the waiters' devices opened, reads its bill and charges what is due by
 * card through the API (through the balancer, so any gateway answers). The payment id is the
 * cashier's, so a request whose gateway died under it is sent again without ever charging twice.
 */
export class Cashier {
  readonly payments: PaymentRecord[] = [];
  /** Checks whose payment was answered with the bill covered (id part → the ticket answered, if any). */
  readonly paid = new Map<string, string | undefined>();
  /** Payments answered 2xx that did not cover the bill: a round landed between bill and payment. */
  grown = 0;
  /** Turns with no check to take, and requests other than payments that failed. */
  idle = 0;
  readonly errors: string[] = [];

  constructor(
    private readonly url: string,
    private readonly account: Account,
    private readonly everyMs: Range,
    private readonly random: () => number,
  ) {}

  /** Takes payments until `signal` aborts; the one under way is finished first. */
  async loop(signal: AbortSignal): Promise<void> {
    for (;;) {
      try {
        await sleep(between(this.random, this.everyMs), undefined, { signal });
      } catch {
        return;
      }
      try {
        const check = await this.pick();
        if (check === undefined) this.idle++;
        else await this.charge(check.id);
      } catch (err) {
        this.errors.push(err instanceof Error ? err.message : String(err));
      }
    }
  }

  private async request(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await fetch(`${this.url}${path}`, {
          ...init,
          headers: { cookie: this.account.cookie, 'content-type': 'application/json' },
          signal: AbortSignal.timeout(30_000),
        });
        const text = await res.text();
        return { status: res.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
      } catch (err) {
        if (attempt >= RETRIES) throw err;
        await sleep(RETRY_MS);
      }
    }
  }

  /** A live check at least SETTLED_MS old, the only live one of its table, not paid by this cashier. */
  private async pick(): Promise<CheckSummary | undefined> {
    const { status, body } = await this.request('/api/checks');
    if (status !== 200) throw new Error(`GET /api/checks: HTTP ${status} ${JSON.stringify(body)}`);
    const checks = (body as CheckSummary[]).filter((check) => isLiveCheck(check));
    const perTable = new Map<string, number>();
    for (const check of checks) perTable.set(check.tableId, (perTable.get(check.tableId) ?? 0) + 1);
    const settled = Date.now() - SETTLED_MS;
    const candidates = checks.filter(
      (check) =>
        perTable.get(check.tableId) === 1 && Date.parse(check.openedAt) < settled && !this.paid.has(check.id),
    );
    return candidates[Math.floor(this.random() * candidates.length)];
  }

  /** Reads the bill and pays what is due, again if a round made it grow meanwhile. */
  private async charge(checkId: string): Promise<void> {
    for (let turn = 0; turn <= TOP_UPS; turn++) {
      const read = await this.request(`/api/checks/${checkId}/bill`);
      if (read.status !== 200) {
        this.errors.push(`GET bill of ${checkId}: HTTP ${read.status} ${JSON.stringify(read.body)}`);
        return;
      }
      const bill = read.body as Bill;
      // Paid by this cashier's last turn after all: that payment's answer came from a gateway whose
      // view still held a round the other had not (or a line since cancelled), so it looked short.
      // The check is this cashier's to count as paid; its ticket's number was not in that answer.
      if (bill.isPaid && turn > 0) {
        this.paid.set(checkId, undefined);
        return;
      }
      // Nothing to charge (every line cancelled), or paid already.
      if (bill.isPaid || toCents(bill.due) < 1) return;
      const record = await this.pay(checkId, bill.due);
      if (record.status !== 200 && record.status !== 201) return;
      if (record.bill?.isPaid === true) {
        this.paid.set(checkId, record.ticket);
        return;
      }
      // Answered, but the bill is bigger than the one just read: a device's round reached the store
      // between the two requests. Not a refusal: the rest is due, and charged on the next turn.
      this.grown++;
    }
  }

  private async pay(checkId: string, amount: string): Promise<PaymentRecord> {
    const record: PaymentRecord = { checkId, paymentId: newId(), amount, status: 0, retries: 0 };
    this.payments.push(record);
    const body = JSON.stringify({
      id: record.paymentId,
      amount,
      tip: '0.00',
      parts: [{ method: 'card', amount }],
    });
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await fetch(`${this.url}/api/checks/${checkId}/payments`, {
          method: 'POST',
          headers: { cookie: this.account.cookie, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        record.status = res.status;
        const answer = (await res.json()) as {
          bill?: Bill;
          ticket?: { id: string };
          message?: string;
        };
        if (answer.bill !== undefined) record.bill = answer.bill;
        if (answer.ticket !== undefined) record.ticket = answer.ticket.id;
        if (res.status >= 300) record.message = answer.message ?? JSON.stringify(answer);
        return record;
      } catch (err) {
        // The link broke before the answer: the same id again, which never charges twice.
        if (attempt >= RETRIES) {
          record.message = err instanceof Error ? err.message : String(err);
          return record;
        }
        record.retries++;
        await sleep(RETRY_MS);
      }
    }
  }
}
