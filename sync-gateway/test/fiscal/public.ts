/**
 * The fake AEAT and its throwaway PKI, exported as `@restaurantpro/sync-gateway/testing/aeat` for the
 * fiscal e2e spec: a gateway started with VERIFACTU_URL pointing at the fake sends it the records of
 * the tickets the browsers issue, over the same mutual TLS and message checks the gateway tests use.
 */
export { startFakeAeat, type FakeAeat, type Outage, type Outcome, type Received } from './fake-aeat.ts';
export { createTestPki, type TestPki } from './test-pki.ts';
export type { ReceivedAlta, ReceivedAnulacion, ReceivedMessage, ReceivedRecord } from './aeat-checks.ts';
