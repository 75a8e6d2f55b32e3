import PouchDB from 'pouchdb-browser';
import memory from 'pouchdb-adapter-memory';

PouchDB.plugin(memory);

let counter = 0;

/** A fresh in-memory PouchDB for one test (tests destroy it in afterEach). */
export function memoryDb(): PouchDB.Database {
  counter += 1;
  return new PouchDB(`test-${Date.now()}-${counter}`, { adapter: 'memory' });
}
