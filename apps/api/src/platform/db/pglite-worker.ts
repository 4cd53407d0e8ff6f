/*
 * The worker thread that owns the embedded database: PGlite (WebAssembly) runs every statement here, so a
 * long query never holds the server's event loop. The main thread talks to it through
 * pglite-worker-client.ts. PGlite is one connection: statements run one at a time, in arrival order, and an
 * open transaction has the connection to itself until it ends; a health check's ping goes ahead of the
 * waiting statements (it still waits for the one running).
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import {
  toWireError,
  type PgliteWorkerData,
  type WireQueryOptions,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-worker-protocol.ts';
import { pgliteExtensions } from './pglite-extensions.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker: se ejecuta como worker thread');
const { location, initialDataDir } = workerData as PgliteWorkerData;

/** One turn on the connection: a statement, a ping, or a whole transaction. */
type Job = () => Promise<void>;
const waiting: Job[] = [];
let running = false;

/** A transaction holding the connection: its statements, and how to end it (`endId`: the request to answer). */
interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean, endId: number): void;
}
const transactions = new Map<number, OpenTransaction>();

function reply(message: WorkerReply) {
  port!.postMessage(message);
}

async function answer(id: number, work: () => Promise<unknown>) {
  try {
    reply({ id, ok: true, value: await work() });
  } catch (err) {
    reply({ id, ok: false, error: toWireError(err) });
  }
}

function enqueue(job: Job, first = false) {
  if (first) waiting.unshift(job);
  else waiting.push(job);
  void drain();
}

async function drain() {
  if (running) return;
  running = true;
  try {
    for (let job = waiting.shift(); job; job = waiting.shift()) await job();
  } finally {
    running = false;
  }
}

/** PGlite's options for a statement: the types the caller parses itself stay text (identity parsers). */
function queryOptions(wire: WireQueryOptions): QueryOptions {
  const parsers = Object.fromEntries((wire.rawTypes ?? []).map((oid) => [oid, (text: string) => text]));
  return {
    ...(wire.rowMode ? { rowMode: wire.rowMode } : {}),
    ...(wire.paramTypes ? { paramTypes: wire.paramTypes } : {}),
    ...(wire.rawTypes?.length ? { parsers } : {}),
  };
}

const db = await PGlite.create(location, {
  extensions: pgliteExtensions,
  ...(initialDataDir ? { loadDataDir: new Blob([await readFile(initialDataDir)]) } : {}),
}).then(
  (opened) => {
    reply({ id: 0, ready: true });
    return opened;
  },
  (err: unknown) => {
    reply({ id: 0, ready: true, error: toWireError(err) });
    return null;
  },
);

/** Runs a statement in transaction `txId`, or as its own turn on the connection. */
function statement(
  id: number,
  txId: number | undefined,
  run: (target: Pick<Transaction, 'query' | 'exec'>) => Promise<unknown>,
) {
  if (txId === undefined) {
    enqueue(() => answer(id, () => run(db!)));
    return;
  }
  const open = transactions.get(txId);
  // Within a transaction the caller awaits each statement before the next, so no queue is needed here.
  if (open) void answer(id, () => run(open.tx));
  else reply({ id, ok: false, error: { name: 'Error', message: 'Transaction is closed', fields: {} } });
}

/**
 * The transaction is one job: it holds the connection from BEGIN until the caller's `end`, and answers that
 * `end` with COMMIT's outcome (a commit can fail too).
 */
function begin(id: number) {
  enqueue(async () => {
    let endId = 0;
    try {
      await db!.transaction(async (tx) => {
        const commit = await new Promise<boolean>((resolve) => {
          transactions.set(id, {
            tx,
            end: (ok, requestId) => {
              endId = requestId;
              resolve(ok);
            },
          });
          reply({ id, ok: true, value: null });
        });
        transactions.delete(id);
        // Returning from the callback commits; a rollback the caller asks for is done here.
        if (!commit && !tx.closed) await tx.rollback();
      });
      reply({ id: endId, ok: true, value: null });
    } catch (err) {
      transactions.delete(id);
      reply({ id: endId || id, ok: false, error: toWireError(err) });
    }
  });
}

/** Ends the transaction opened by request `txId`: COMMIT or ROLLBACK, answered by the transaction's job. */
function end(id: number, txId: number, commit: boolean) {
  const open = transactions.get(txId);
  if (open) open.end(commit, id);
  else reply({ id, ok: false, error: { name: 'Error', message: 'Transaction is closed', fields: {} } });
}

port.on('message', (request: WorkerRequest) => {
  if (!db) {
    reply({ id: request.id, ok: false, error: { name: 'Error', message: 'PGlite no abrió', fields: {} } });
    return;
  }
  switch (request.type) {
    case 'query':
      statement(request.id, request.tx, (target) =>
        target.query(request.sql, request.params, queryOptions(request.options)),
      );
      return;
    case 'exec':
      statement(request.id, request.tx, (target) => target.exec(request.sql));
      return;
    case 'ping':
      enqueue(() => answer(request.id, () => db!.query('select 1').then(() => null)), true);
      return;
    case 'begin':
      begin(request.id);
      return;
    case 'end':
      end(request.id, request.tx, request.commit);
      return;
    case 'close':
      // After every statement already sent: nothing is cut short.
      enqueue(() => answer(request.id, () => db!.close()));
      return;
  }
});
