/**
 * The gateway's test support, one import for every test: a gateway with a signed-in user per role
 * (`startApi`), apps on temp data dirs (`gatewayHarness`), the store contract suite and a
 * pouchdb-server peer standing in for CouchDB. Product code never imports it.
 */
export * from './support/api.ts';
export * from './support/auth.ts';
export * from './support/checks.ts';
export * from './support/pouchdb-server-peer.ts';
export * from './store/store.contract.ts';
export * from './store/changes.contract.ts';
