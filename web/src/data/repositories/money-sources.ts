import {
  type Adjustment,
  type Check,
  type Order,
  type Payment,
  type Product,
  type Refund,
  type Settings,
  SETTINGS_ID,
  type Ticket,
  type Transfer,
} from '@restaurantpro/schema';
import { type CheckMoney, checkMoney, type MoneySources } from '../../lib/check-money.ts';
import { allOfType, getOrNull, type StoredDoc } from '../queries.ts';
import { WriteError } from './write-error.ts';

/** Every document a check's money is read from, as the replica holds them now. */
export async function readMoneySources(db: PouchDB.Database): Promise<MoneySources> {
  const [checks, orders, transfers, products, settings, adjustments, payments, refunds, tickets] = await Promise.all([
    allOfType<Check & StoredDoc>(db, 'check'),
    allOfType<Order & StoredDoc>(db, 'order'),
    allOfType<Transfer & StoredDoc>(db, 'transfer'),
    allOfType<Product & StoredDoc>(db, 'product'),
    getOrNull<Settings & StoredDoc>(db, SETTINGS_ID),
    allOfType<Adjustment & StoredDoc>(db, 'adjustment'),
    allOfType<Payment & StoredDoc>(db, 'payment'),
    allOfType<Refund & StoredDoc>(db, 'refund'),
    allOfType<Ticket & StoredDoc>(db, 'ticket'),
  ]);
  return { checks, orders, transfers, products, settings, adjustments, payments, refunds, tickets };
}

/** The money of a check the replica holds; a check it does not know is refused, as the gateway would. */
export async function readCheckMoney(
  db: PouchDB.Database,
  checkId: string,
): Promise<{ money: CheckMoney; sources: MoneySources }> {
  const sources = await readMoneySources(db);
  const money = checkMoney(checkId, sources);
  if (!money) throw new WriteError('not-found', 'La cuenta ya no existe');
  return { money, sources };
}
