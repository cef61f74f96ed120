import { eq } from 'drizzle-orm';
import type { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBot } from '../src/auth/bot';
import { multiLevelAttempts, users } from '../src/db/schema';
import { ledgerEntries } from '../src/db/schemaMoney';
import { changeBalance, ledgerSum, reconcile } from '../src/ledger/ledger';
import { MULTI_LEVEL_EXAM_ID } from './fixtures';
import { login, nextPhone, serverForFile } from './helpers';

/**
 * The referral bonus end to end on the API (PRODUCT.md section 6, docs/PAYMENTS.md 'Referral bonus'): the inviter's
 * link from the bonus call, the friend's /start through the real bot handler (no Telegram: Bot API calls are caught),
 * the friend counted as invited, the inviter's free AI-checked exam spent on the next AI purchase without touching the
 * balance or the ledger, and the books still re-summing.
 */
const server = serverForFile();
let bot: Bot;
let updateId = 0;

beforeAll(async () => {
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const botInfo = { id: 1, is_bot: true, first_name: 'Bandwise', username: 'BandwiseBot', can_join_groups: false, can_read_all_group_messages: false, supports_inline_queries: false };
  bot = createBot({ db: server.db, token: '123:TEST', log: quiet, botInfo: botInfo as never });
  bot.api.config.use(async () => ({ ok: true, result: true }) as never);
  await bot.init();
});

function message(from: number, extra: Record<string, unknown>): Update {
  updateId += 1;
  const chat = { id: from, type: 'private', first_name: `User${from}` };
  return { update_id: updateId, message: { message_id: updateId, date: Math.floor(Date.now() / 1000), chat, from: { id: from, is_bot: false, first_name: `User${from}` }, ...extra } } as Update;
}

/** What Telegram sends when someone opens t.me/<bot>?start=<payload> and presses Start, then shares their contact. */
async function joinThroughLink(link: string, telegramId: number, phone: string) {
  const payload = new URL(link).searchParams.get('start') ?? '';
  await bot.handleUpdate(message(telegramId, { text: `/start ${payload}`, entities: [{ type: 'bot_command', offset: 0, length: 6 }] }));
  await bot.handleUpdate(message(telegramId, { contact: { phone_number: phone, first_name: 'Friend', user_id: telegramId } }));
  const [friend] = await server.db.select().from(users).where(eq(users.telegramId, telegramId));
  return friend!;
}

type Bonus = { name: string | null; refLink: string; registeredAt: string; bonusCount: number; welcomeCount: number; bonusAvailable: number };
const bonusOf = async (token: string) => (await server.call<Bonus>('/bonus/get-bonus-information-me', { token })).body;
const balanceOf = async (userId: number) => (await server.db.select().from(users).where(eq(users.id, userId)))[0]!.balance;
const buy = (token: string, type: 'ai' | 'human') => server.call('/user/buy-exam', { token, form: { mock_exam_id: String(MULTI_LEVEL_EXAM_ID), type } });

describe('referral bonus', () => {
  let inviter: { token: string; userId: number };

  it('the bonus call answers the seed fields; the link is the bot with the inviter in its start parameter', async () => {
    inviter = await login(server, nextPhone());
    await server.call('/user/update-information', { method: 'PUT', token: inviter.token, json: { name: 'Aziza', surname: 'K' } });
    const bonus = await bonusOf(inviter.token);
    expect(Object.keys(bonus).sort()).toEqual(['bonusAvailable', 'bonusCount', 'name', 'refLink', 'registeredAt', 'welcomeCount']);
    expect(bonus).toMatchObject({ name: 'Aziza', bonusCount: 0, welcomeCount: 0, bonusAvailable: 0 });
    expect(new Date(bonus.registeredAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await server.db.select().from(users).where(eq(users.id, inviter.userId));
    expect(bonus.refLink).toBe(`https://t.me/BandwiseBot?start=${row!.refCode}`);
  });

  it('a friend who joins through the link counts as invited; the inviter earns one bonus', async () => {
    const friend = await joinThroughLink((await bonusOf(inviter.token)).refLink, 7101, '+998907101001');
    expect(friend.invitedBy).toBe(inviter.userId);
    expect(await bonusOf(inviter.token)).toMatchObject({ welcomeCount: 1, bonusAvailable: 1, bonusCount: 0 });
  });

  it('an existing user following the link again, or a made-up code, earns nobody anything', async () => {
    const link = (await bonusOf(inviter.token)).refLink;
    const again = await joinThroughLink(link, 7101, '+998907101001');
    expect(again.invitedBy).toBe(inviter.userId);
    const stranger = await joinThroughLink('https://t.me/BandwiseBot?start=nosuchcode1', 7102, '+998907101002');
    expect(stranger.invitedBy).toBeNull();
    // The inviter logging in through their own link is a known user: no self-invitation.
    const [me] = await server.db.select().from(users).where(eq(users.id, inviter.userId));
    await server.db.update(users).set({ telegramId: 7103 }).where(eq(users.id, inviter.userId));
    await joinThroughLink(link, 7103, me!.phoneNumber);
    expect(await bonusOf(inviter.token)).toMatchObject({ welcomeCount: 1, bonusAvailable: 1 });
  });

  it('the development code issuer plays the bot: POST /dev/codes with ref joins a new user as invited', async () => {
    const [row] = await server.db.select().from(users).where(eq(users.id, inviter.userId));
    const issued = await server.call('/dev/codes', { json: { phoneNumber: '+998907301001', ref: row!.refCode } });
    expect(issued.status).toBe(200);
    const [friend] = await server.db.select().from(users).where(eq(users.phoneNumber, '+998907301001'));
    expect(friend?.invitedBy).toBe(inviter.userId);
    expect(await bonusOf(inviter.token)).toMatchObject({ welcomeCount: 2, bonusAvailable: 2 });
    const bad = await server.call('/dev/codes', { json: { phoneNumber: '+998907301002', ref: 'no spaces!' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/ref/);
    // Spend the second bonus here so the story below starts from one.
    await server.db.update(users).set({ bonusAvailable: 1 }).where(eq(users.id, inviter.userId));
  });

  it('a Human purchase is paid from the balance and keeps the bonus (it is an AI-checked exam)', async () => {
    await server.db.transaction((tx) => changeBalance(tx, { userId: inviter.userId, amount: 50_000, cause: 'admin-adjustment', reference: 'test:referral' }));
    const human = await buy(inviter.token, 'human');
    expect(human.status).toBe(200);
    expect(human.body).toMatchObject({ price: 50_000, balance: 0 });
    expect(await bonusOf(inviter.token)).toMatchObject({ bonusAvailable: 1, bonusCount: 0 });
  });

  it('the next AI purchase spends the bonus by itself: free with an empty balance, no ledger row, marked paid with bonus', async () => {
    expect(await balanceOf(inviter.userId)).toBe(0);
    const ai = await buy(inviter.token, 'ai');
    expect(ai.status).toBe(200);
    expect(ai.body).toMatchObject({ price: 0, balance: 0 });
    const [attempt] = await server.db.select().from(multiLevelAttempts).where(eq(multiLevelAttempts.id, ai.body.exam.id));
    expect(attempt).toMatchObject({ userId: inviter.userId, type: 'ai', price: 0, paidWithBonus: true });
    expect(await bonusOf(inviter.token)).toMatchObject({ bonusAvailable: 0, bonusCount: 1, welcomeCount: 2 });
    // Spent once: the one after it is a paid purchase again, refused without money.
    const next = await buy(inviter.token, 'ai');
    expect(next.status).toBe(402);
    expect(next.body.message).toBe('There is not enough money on your balance');
    const rows = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, inviter.userId));
    expect(rows.map((r) => [r.cause, r.amount])).toEqual([
      ['admin-adjustment', 50_000],
      ['exam-purchase', -50_000],
    ]);
    expect(await ledgerSum(server.db, inviter.userId)).toBe(await balanceOf(inviter.userId));
  });

  it('with money on the balance the bonus still goes first, and 20 parallel AI purchases spend one bonus exactly once', async () => {
    const host = await login(server, nextPhone());
    const [hostRow] = await server.db.select().from(users).where(eq(users.id, host.userId));
    await joinThroughLink(`https://t.me/BandwiseBot?start=${hostRow!.refCode}`, 7201, '+998907201001');
    await server.db.transaction((tx) => changeBalance(tx, { userId: host.userId, amount: 25_000 * 2, cause: 'admin-adjustment', reference: 'test:referral-2' }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(host.token, 'ai')));
    const prices = answers.filter((a) => a.status === 200).map((a) => a.body.price as number).sort((a, b) => a - b);
    // One free (the bonus) and two paid from 50,000 uzs; the other 17 refused.
    expect(prices).toEqual([0, 25_000, 25_000]);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(17);
    expect(await balanceOf(host.userId)).toBe(0);
    expect(await bonusOf(host.token)).toMatchObject({ bonusAvailable: 0, bonusCount: 1, welcomeCount: 1 });
    expect(await reconcile(server.db)).toEqual([]);
  });
});
