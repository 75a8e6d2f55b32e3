/**
 * What the PouchDB test harness needs beside its sources to run in Node without building them:
 * its test tooling at the versions its package.json pins, the published 9.0.0 modules, and a
 * stand-in for the unpublished `pouchdb-for-coverage` (tests/integration/utils.js takes its
 * utilities from there), assembled from the published modules as its src/index.js does.
 */
export const RUNNER_PACKAGE = {
  name: "pouchdb-suite-runner",
  "private": true,
  "dependencies": {
    "chai": "3.5.0",
    "chai-as-promised": "5.3.0",
    "mkdirp": "0.5.1",
    "mocha": "10.2.0",
    "seedrandom": "3.0.5",
    "throw-max-listeners-error": "1.0.1",
    "pouchdb": "9.0.0",
    "pouchdb-adapter-memory": "9.0.0",
    "pouchdb-utils": "9.0.0",
    "pouchdb-merge": "9.0.0",
    "pouchdb-binary-utils": "9.0.0",
    "pouchdb-errors": "9.0.0",
    "pouchdb-generate-replication-id": "9.0.0",
    "pouchdb-checkpointer": "9.0.0",
    "pouchdb-collate": "9.0.0",
    "pouchdb-find": "9.0.0",
    "pouchdb-mapreduce-utils": "9.0.0"
  }
};

export const SHIM = `'use strict';
const { createRequire } = require('module');
const path = require('path');
const req = createRequire(path.join(__dirname, '../../../../node_modules/.shim.js'));
// Scratch shim: the published 9.0.0 modules, assembled as pouchdb-for-coverage's src/index.js does.
const PouchDB = req('pouchdb');
const u = req('pouchdb-utils');
const m = req('pouchdb-merge');
const b = req('pouchdb-binary-utils');
const e = req('pouchdb-errors');
const mr = req('pouchdb-mapreduce-utils');
const generateReplicationId = req('pouchdb-generate-replication-id');
const checkpointer = req('pouchdb-checkpointer');
const Errors = {};
for (const k of ['UNAUTHORIZED','MISSING_BULK_DOCS','MISSING_DOC','REV_CONFLICT','INVALID_ID','MISSING_ID','RESERVED_ID','NOT_OPEN','UNKNOWN_ERROR','BAD_ARG','INVALID_REQUEST','QUERY_PARSE_ERROR','DOC_VALIDATION','BAD_REQUEST','NOT_AN_OBJECT','DB_MISSING','WSQ_ERROR','LDB_ERROR','FORBIDDEN','INVALID_REV','FILE_EXISTS','MISSING_STUB','IDB_ERROR','INVALID_URL']) Errors[k] = e[k];
const utils = {
  blob: b.blob, parseUri: u.parseUri, uuid: u.uuid, rev: u.rev, atob: b.atob, btoa: b.btoa,
  binaryStringToBlobOrBuffer: b.binaryStringToBlobOrBuffer, clone: u.clone, createError: e.createError,
  generateErrorFromResponse: e.generateErrorFromResponse,
  generateReplicationId: generateReplicationId.default || generateReplicationId,
  parseDdocFunctionName: u.parseDdocFunctionName, normalizeDdocFunctionName: u.normalizeDdocFunctionName,
  once: u.once, merge: m.merge, winningRev: m.winningRev, upsert: u.upsert, toPromise: u.toPromise,
  checkpointer: checkpointer.default || checkpointer, defaultBackOff: u.defaultBackOff, assign: Object.assign,
  mapReduceUtils: { uniq: mr.uniq, sequentialize: mr.sequentialize, fin: mr.fin, callbackify: mr.callbackify, promisedCallback: mr.promisedCallback },
};
PouchDB.utils = utils;
PouchDB.Errors = Errors;
PouchDB.collate = req('pouchdb-collate');
module.exports = PouchDB;
`;
