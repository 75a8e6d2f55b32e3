import PouchDB from 'pouchdb-node';
import PouchFind from 'pouchdb-find';
import { mkdtempSync } from 'node:fs';
import { setImmediate as tick } from 'node:timers/promises';
const P = PouchDB.plugin(PouchFind);
const db = new P(mkdtempSync('/tmp/race/db-') + '/x');
await db.createIndex({ index: { fields: ['type', 'businessDate'], ddoc: 'i', name: 'i' } });
let errors = 0; let first = '';
const docs = Array.from({ length: 300 }, (_, i) => ({ _id: `m-${i}`, type: 'stock_movement', kind: 'sale', businessDate: '2026-11-27' }));
const res = await db.bulkDocs(docs);
for (let i = 0; i < docs.length; i++) {
  const f = db.find({ selector: { type: 'stock_movement', businessDate: { $gte: '2026-11-26' }, kind: { $ne: 'sale' } }, fields: ['_id'], use_index: ['i', 'i'], limit: 500 }).catch((e) => { errors++; first ||= String(e); });
  for (let k = 0; k < i % 30; k++) await tick();
  await db.put({ _id: docs[i]._id, _rev: (res[i] as any).rev, _deleted: true });
  await f;
}
console.log('errors', errors, first);
