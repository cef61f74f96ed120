import { createHash, timingSafeEqual } from 'node:crypto';
import { and, asc, between, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings, users } from '../db/schema';
import { paymeKeys, paymeTransactions } from '../db/schemaMoney';
import { changeBalance } from '../ledger/ledger';
import { PaymeCode, PaymeError, type LocalizedMessage } from './errors';

/** Payme cancels a transaction that is not performed within 12 hours of its own create time (params.time). */
export const PAYME_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** Payme's cancel reason for the timeout. */
export const REASON_TIMEOUT = 4;
/**
 * The cancel reasons Payme sends: 1 a receiver not found or inactive, 2 the debit failed in processing, 3 the
 * transaction failed, 4 timeout, 5 refund, 10 unknown. Anything else is a malformed call (-32600, data 'reason').
 */
export const CANCEL_REASONS: readonly number[] = [1, 2, 3, 4, 5, 10];

/** Limits in tiyin; the operator overrides them with the settings row 'payme' ({ minAmount, maxAmount }). */
export const defaultPaymeLimits = { minAmount: 1_000 * 100, maxAmount: 10_000_000 * 100 };

export type PaymeOptions = {
  /**
   * The key of PAYME_KEY (or, with BW_DEV_TOOLS=1 and no PAYME_KEY, the random key this process made for its own
   * sandbox: payme/routes.ts); a ChangePassword key stored later replaces it. None: every call is refused.
   */
  envKey: string | undefined;
  now?: () => number;
};

export type RpcId = string | number | null;
export type RpcResponse =
  | { result: unknown; id: RpcId }
  | { error: { code: number; message: LocalizedMessage; data?: string }; id: RpcId };

export type Logger = { error(obj: unknown, msg?: string): void };

type Tx = typeof paymeTransactions.$inferSelect;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The environment's key: PAYME_KEY. No key is written in the source: a server without one refuses Payme's calls. */
export function paymeEnvKey(config: { PAYME_KEY?: string | undefined }): string | undefined {
  return config.PAYME_KEY || undefined;
}

/** Why a call is refused before its method runs: no key set on this server at all, or a wrong one. */
export const NO_KEY_DATA = 'PAYME_KEY is not set on this server: every Payme call is refused until it is';

/**
 * Basic 'Paycom:<key>' against the current key, in constant time (both sides hashed to 32 bytes first): 'ok', 'wrong',
 * or 'none' when neither a ChangePassword key nor `envKey` exists.
 */
export async function checkKey(db: Db, header: string | undefined, envKey: string | undefined): Promise<'ok' | 'wrong' | 'none'> {
  const [stored] = await db.select().from(paymeKeys).orderBy(desc(paymeKeys.id)).limit(1);
  const expected = stored ? Buffer.from(stored.keyHash, 'hex') : envKey ? sha256(envKey) : undefined;
  if (!expected || expected.length !== 32) return 'none';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return 'wrong';
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'wrong';
  const login = decoded.slice(0, colon);
  const keyOk = timingSafeEqual(sha256(decoded.slice(colon + 1)), expected);
  return keyOk && login === 'Paycom' ? 'ok' : 'wrong';
}

async function limits(db: Db): Promise<{ minAmount: number; maxAmount: number }> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'payme')).limit(1);
  const value = (row?.value ?? {}) as Partial<Record<'minAmount' | 'maxAmount', unknown>>;
  return {
    minAmount: typeof value.minAmount === 'number' ? value.minAmount : defaultPaymeLimits.minAmount,
    maxAmount: typeof value.maxAmount === 'number' ? value.maxAmount : defaultPaymeLimits.maxAmount,
  };
}

/* ---------- params ---------- */

type Params = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function str(params: Params, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) throw new PaymeError(PaymeCode.invalidRequest, name);
  return value;
}
function int(params: Params, name: string): number {
  const value = params[name];
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new PaymeError(PaymeCode.invalidRequest, name);
  return value;
}
function amountOf(params: Params): number {
  const value = params.amount;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new PaymeError(PaymeCode.invalidRequest, 'amount');
  return value;
}

/** account.id: the user id, as a number or a digit string; unknown ids answer -31050 with data 'id'. */
async function accountUser(db: Db, params: Params): Promise<number> {
  const account = params.account;
  if (!isRecord(account)) throw new PaymeError(PaymeCode.invalidRequest, 'account');
  const raw = account.id;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}$/.test(text)) throw new PaymeError(PaymeCode.accountNotFound, 'id');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, Number(text))).limit(1);
  if (!user) throw new PaymeError(PaymeCode.accountNotFound, 'id');
  return user.id;
}

/** Tiyin within the operator's limits and whole uzs (the balance is integer uzs). */
async function checkAmount(db: Db, amount: number): Promise<void> {
  const { minAmount, maxAmount } = await limits(db);
  if (!Number.isSafeInteger(amount) || amount % 100 !== 0 || amount < minAmount || amount > maxAmount) {
    throw new PaymeError(PaymeCode.wrongAmount, 'amount');
  }
}

/* ---------- methods ---------- */

const transactionId = (tx: Tx) => String(tx.id);

async function findByPaymeId(db: Db, paymeId: string): Promise<Tx | undefined> {
  const [tx] = await db.select().from(paymeTransactions).where(eq(paymeTransactions.paymeId, paymeId)).limit(1);
  return tx;
}

async function mustFind(db: Db, paymeId: string): Promise<Tx> {
  const tx = await findByPaymeId(db, paymeId);
  if (!tx) throw new PaymeError(PaymeCode.transactionNotFound, 'id');
  return tx;
}

/** Cancels a created transaction (compare-and-set on state 1); answers the row as it is afterwards. */
async function cancelCreated(db: Db, tx: Tx, reason: number, now: number): Promise<Tx> {
  const [cancelled] = await db
    .update(paymeTransactions)
    .set({ state: -1, reason, cancelTime: now })
    .where(and(eq(paymeTransactions.id, tx.id), eq(paymeTransactions.state, 1)))
    .returning();
  return cancelled ?? (await mustFind(db, tx.paymeId));
}

const expired = (tx: Tx, now: number) => now - tx.paymeTime > PAYME_TIMEOUT_MS;

async function checkPerformTransaction(db: Db, params: Params) {
  const amount = amountOf(params);
  await accountUser(db, params);
  await checkAmount(db, amount);
  return { allow: true };
}

async function createTransaction(db: Db, params: Params, now: number) {
  const paymeId = str(params, 'id');
  const time = int(params, 'time');
  const existing = await findByPaymeId(db, paymeId);
  if (existing) return answerCreate(db, existing, now);
  const amount = amountOf(params);
  const userId = await accountUser(db, params);
  await checkAmount(db, amount);
  // The account accumulates: other pending transactions for the same user do not block this one.
  const [created] = await db
    .insert(paymeTransactions)
    .values({ paymeId, paymeTime: time, userId, amount, state: 1, createTime: now })
    .onConflictDoNothing({ target: paymeTransactions.paymeId })
    .returning();
  // A new transaction is created even with an old time: the timeout is applied when it is performed (or created again).
  if (created) return { create_time: created.createTime, transaction: transactionId(created), state: created.state };
  // A parallel Create with the same Payme id won the insert: answer what it stored.
  return answerCreate(db, await mustFind(db, paymeId), now);
}

async function answerCreate(db: Db, tx: Tx, now: number) {
  if (tx.state !== 1) throw new PaymeError(PaymeCode.cannotPerform, 'state');
  if (expired(tx, now)) {
    await cancelCreated(db, tx, REASON_TIMEOUT, now);
    throw new PaymeError(PaymeCode.cannotPerform, 'time');
  }
  return { create_time: tx.createTime, transaction: transactionId(tx), state: tx.state };
}

const performed = (tx: Tx) => ({ transaction: transactionId(tx), perform_time: tx.performTime, state: tx.state });

async function performTransaction(db: Db, params: Params, now: number) {
  const paymeId = str(params, 'id');
  const tx = await mustFind(db, paymeId);
  if (tx.state === 2) return performed(tx);
  if (tx.state !== 1) throw new PaymeError(PaymeCode.cannotPerform, 'state');
  if (expired(tx, now)) {
    const after = await cancelCreated(db, tx, REASON_TIMEOUT, now);
    if (after.state === 2) return performed(after);
    throw new PaymeError(PaymeCode.cannotPerform, 'time');
  }
  // Compare-and-set: of parallel duplicates exactly one moves state 1 -> 2 and credits, in one transaction.
  const won = await db.transaction(async (t) => {
    const [row] = await t
      .update(paymeTransactions)
      .set({ state: 2, performTime: now })
      .where(and(eq(paymeTransactions.id, tx.id), eq(paymeTransactions.state, 1)))
      .returning();
    if (!row) return undefined;
    const balance = await changeBalance(t, {
      userId: row.userId,
      amount: row.amount / 100,
      cause: 'payme-topup',
      reference: `payme:${row.paymeId}`,
    });
    if (balance === null) throw new Error('payme credit failed');
    return row;
  });
  if (won) return performed(won);
  const after = await mustFind(db, paymeId);
  if (after.state === 2) return performed(after);
  throw new PaymeError(PaymeCode.cannotPerform, 'state');
}

const cancelled = (tx: Tx) => ({ transaction: transactionId(tx), cancel_time: tx.cancelTime, state: tx.state });

async function cancelTransaction(db: Db, params: Params, now: number) {
  const paymeId = str(params, 'id');
  const reason = int(params, 'reason');
  if (!CANCEL_REASONS.includes(reason)) throw new PaymeError(PaymeCode.invalidRequest, 'reason');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const tx = await mustFind(db, paymeId);
    if (tx.state === -1 || tx.state === -2) return cancelled(tx);
    if (tx.state === 1) {
      const after = await cancelCreated(db, tx, reason, now);
      if (after.state === -1 || after.state === -2) return cancelled(after);
      continue; // performed meanwhile: cancel it as performed
    }
    // Performed: take the money back only if the balance still covers it (docs/PAYMENTS.md).
    const result = await db.transaction(async (t) => {
      const [row] = await t
        .update(paymeTransactions)
        .set({ state: -2, reason, cancelTime: now })
        .where(and(eq(paymeTransactions.id, tx.id), eq(paymeTransactions.state, 2)))
        .returning();
      if (!row) return 'retry' as const;
      const balance = await changeBalance(t, {
        userId: row.userId,
        amount: -(row.amount / 100),
        cause: 'payme-cancel',
        reference: `payme:${row.paymeId}`,
      });
      if (balance === null) throw new PaymeError(PaymeCode.cannotCancel, 'balance');
      return row;
    });
    if (result !== 'retry') return cancelled(result);
  }
  throw new Error('payme cancel did not settle');
}

/** A transaction's state as Payme's CheckTransaction and GetStatement both report it. */
function transactionState(tx: Tx) {
  return {
    create_time: tx.createTime,
    perform_time: tx.performTime,
    cancel_time: tx.cancelTime,
    transaction: transactionId(tx),
    state: tx.state,
    reason: tx.reason ?? null,
  };
}

async function checkTransaction(db: Db, params: Params) {
  return transactionState(await mustFind(db, str(params, 'id')));
}

async function getStatement(db: Db, params: Params) {
  const from = int(params, 'from');
  const to = int(params, 'to');
  const rows = await db
    .select()
    .from(paymeTransactions)
    .where(between(paymeTransactions.paymeTime, from, to))
    .orderBy(asc(paymeTransactions.paymeTime), asc(paymeTransactions.id));
  return {
    transactions: rows.map((tx) => ({
      id: tx.paymeId,
      time: tx.paymeTime,
      amount: tx.amount,
      account: { id: String(tx.userId) },
      ...transactionState(tx),
    })),
  };
}

async function changePassword(db: Db, params: Params) {
  const password = params.password;
  if (typeof password !== 'string' || password.length === 0 || password.length > 256) {
    throw new PaymeError(PaymeCode.invalidRequest, 'password');
  }
  await db.insert(paymeKeys).values({ keyHash: sha256(password).toString('hex') });
  return { success: true };
}

const methods: Record<string, (db: Db, params: Params, now: number) => Promise<unknown>> = {
  CheckPerformTransaction: checkPerformTransaction,
  CreateTransaction: createTransaction,
  PerformTransaction: performTransaction,
  CancelTransaction: cancelTransaction,
  CheckTransaction: checkTransaction,
  GetStatement: getStatement,
  ChangePassword: changePassword,
};

export const paymeMethods = Object.keys(methods);

/** What a call by another HTTP method than POST gets (HTTP 200 too, as Payme expects every answer). */
export const notPostResponse = (): RpcResponse => errorResponse(new PaymeError(PaymeCode.notPost), null);

/** What a body over the endpoint's size limit gets: no Payme call is that large, so it is not a request Payme sent. */
export const tooLargeResponse = (): RpcResponse => errorResponse(new PaymeError(PaymeCode.invalidRequest, 'body too large'), null);

function errorResponse(error: PaymeError, id: RpcId): RpcResponse {
  return {
    error: { code: error.code, message: error.localized, ...(error.data !== undefined ? { data: error.data } : {}) },
    id,
  };
}

/**
 * One JSON-RPC call as Payme makes it: the raw body text and the Authorization header in, the answer out (always sent
 * with HTTP 200). Authorization is checked first, on every method.
 */
export async function handlePaymeRpc(
  db: Db,
  rawBody: string,
  authHeader: string | undefined,
  options: PaymeOptions,
  log?: Logger,
): Promise<RpcResponse> {
  let body: unknown;
  let parsed = true;
  try {
    body = JSON.parse(rawBody);
  } catch {
    parsed = false;
  }
  const rawId = isRecord(body) ? body.id : null;
  const id: RpcId = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : null;
  try {
    const key = await checkKey(db, authHeader, options.envKey);
    if (key === 'none') throw new PaymeError(PaymeCode.insufficientPrivilege, NO_KEY_DATA);
    if (key === 'wrong') throw new PaymeError(PaymeCode.insufficientPrivilege);
    if (!parsed) throw new PaymeError(PaymeCode.parseError);
    if (!isRecord(body) || typeof body.method !== 'string') throw new PaymeError(PaymeCode.invalidRequest, 'method');
    const method = Object.hasOwn(methods, body.method) ? methods[body.method] : undefined;
    if (!method) throw new PaymeError(PaymeCode.methodNotFound, 'method');
    const params = body.params;
    if (!isRecord(params)) throw new PaymeError(PaymeCode.invalidRequest, 'params');
    const now = (options.now ?? Date.now)();
    return { result: await method(db, params, now), id };
  } catch (error) {
    if (error instanceof PaymeError) return errorResponse(error, id);
    log?.error({ err: error }, 'payme merchant call failed');
    return errorResponse(new PaymeError(PaymeCode.systemError), id);
  }
}
