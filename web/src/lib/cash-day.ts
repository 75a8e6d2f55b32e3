import {
  addMoney,
  type CashMovement,
  type DayClose,
  expectedCash,
  idPart,
  isLiveCheck,
  overpayments,
  type Overpayment,
  zReport,
  type ZReport,
} from '@restaurantpro/schema';
import { checkMoney, type CheckMoney, type MoneySources } from './check-money.ts';

/**
 * A business day of the drawer as the Caja screen, its close and the Z report read it: every figure
 * comes from schema rules (zReport, expectedCash, overpayments, billOf through checkMoney) over the
 * replica's documents, so the screen, the printed report and the gateway's own figures agree.
 */

export interface CashDaySources extends MoneySources {
  cashMovements: readonly CashMovement[];
  dayCloses: readonly DayClose[];
}

export interface CashDay {
  businessDate: string;
  report: ZReport;
  /** Cash that should be in the drawer now (signed money). */
  expected: string;
  movements: CashMovement[];
  /** The stored close of the day, once 'Cerrar caja' was done (here or on another device). */
  close: DayClose | null;
  /** 'Cobro de más: Mesa 3, 12,00 €': checks paid beyond their total, for a manager to settle. */
  overpayments: Overpayment[];
}

const ofDay = <T extends { businessDate: string }>(docs: readonly T[], day: string): T[] =>
  docs.filter((doc) => doc.businessDate === day);

/** The money of each check that is its own (not merged into another): the bills a day is made of. */
function moneyOfChecks(checkIds: readonly string[], sources: MoneySources): CheckMoney[] {
  const monies: CheckMoney[] = [];
  for (const id of checkIds) {
    const money = checkMoney(id, sources);
    if (money) monies.push(money);
  }
  return monies;
}

/** `label(tableId)` names a check's table as the screens do ('Mesa 3'). */
export function cashDay(sources: CashDaySources, businessDate: string, label: (tableId: string) => string): CashDay {
  const checks = ofDay(sources.checks, businessDate).filter((check) => check.status !== 'merged');
  const monies = moneyOfChecks(checks.map((check) => idPart(check._id)), sources);
  const payments = ofDay(sources.payments, businessDate);
  const refunds = ofDay(sources.refunds, businessDate);
  const cashMovements = ofDay(sources.cashMovements, businessDate);
  const report = zReport({
    businessDate,
    payments,
    refunds,
    tickets: ofDay(sources.tickets, businessDate),
    annulments: ofDay(sources.annulments, businessDate),
    cashMovements,
    checks: ofDay(sources.checks, businessDate),
    orders: ofDay(sources.orders, businessDate),
    bills: monies.map((money) => money.bill),
  });
  return {
    businessDate,
    report,
    expected: expectedCash({ cashMovements, payments, refunds }),
    movements: [...cashMovements].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    close: sources.dayCloses.find((close) => close.businessDate === businessDate) ?? null,
    overpayments: overpayments(monies.map((money) => ({ bill: money.bill, label: label(money.check.tableId) }))),
  };
}

/** The value of the checks still open (Σ due of live checks): shown apart from the money collected. */
export function openChecksValue(sources: MoneySources): { count: number; due: string } {
  const live = sources.checks.filter((check) => isLiveCheck(check));
  const monies = moneyOfChecks(live.map((check) => idPart(check._id)), sources);
  return { count: monies.length, due: addMoney('0.00', ...monies.map((money) => money.bill.due)) };
}
