import { eq } from 'drizzle-orm';
import type { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBot, NEW_CODE } from '../src/auth/bot';
import { users } from '../src/db/schema';
import { serverForFile } from './helpers';

/**
 * The Telegram bot without Telegram: updates go in through handleUpdate, and every Bot API call it makes is caught by
 * an API transformer instead of reaching the network. The codes it sends are spent on the real login call.
 */
const server = serverForFile();
let bot: Bot;
const sent: Array<{ method: string; payload: Record<string, any> }> = [];
let updateId = 0;

const botInfo = {
  id: 1,
  is_bot: true as const,
  first_name: 'Bandwise',
  username: 'BandwiseBot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
};

beforeAll(async () => {
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  bot = createBot({ db: server.db, token: '123:TEST', log: quiet, botInfo: botInfo as never });
  bot.api.config.use(async (_prev, method, payload) => {
    sent.push({ method, payload: payload as Record<string, any> });
    return { ok: true, result: true } as never;
  });
  await bot.init();
});

const person = (id: number) => ({ id, is_bot: false, first_name: `User${id}` });
const chat = (id: number) => ({ id, type: 'private' as const, first_name: `User${id}` });

function message(from: number, extra: Record<string, unknown>): Update {
  updateId += 1;
  return { update_id: updateId, message: { message_id: updateId, date: Math.floor(Date.now() / 1000), chat: chat(from), from: person(from), ...extra } } as Update;
}
const start = (from: number, payload = '') =>
  message(from, { text: `/start${payload ? ` ${payload}` : ''}`, entities: [{ type: 'bot_command', offset: 0, length: 6 }] });
const contact = (from: number, owner: number, phone: string) =>
  message(from, { contact: { phone_number: phone, first_name: 'Malika', last_name: 'Tosheva', user_id: owner } });
const newCode = (from: number): Update => {
  updateId += 1;
  return { update_id: updateId, callback_query: { id: `cb${updateId}`, from: person(from), chat_instance: 'x', data: NEW_CODE } } as Update;
};

async function handle(update: Update) {
  sent.length = 0;
  await bot.handleUpdate(update);
  return [...sent];
}

const codeIn = (calls: Array<{ method: string; payload: Record<string, any> }>) => {
  const text = calls.find((c) => c.method === 'sendMessage' && /login code/.test(c.payload.text))?.payload.text as string | undefined;
  return text?.match(/<code>(\d{6})<\/code>/)?.[1];
};

describe('Telegram login bot', () => {
  it('/start asks for the user’s own contact with a request_contact keyboard', async () => {
    const calls = await handle(start(5001));
    const reply = calls.find((c) => c.method === 'sendMessage');
    expect(reply?.payload.reply_markup.keyboard[0][0]).toMatchObject({ request_contact: true });
  });

  it('refuses a contact that is not the sender’s own', async () => {
    const calls = await handle(contact(5001, 9999, '+998907770001'));
    expect(codeIn(calls)).toBeUndefined();
    expect(calls[0]?.payload.text).toMatch(/your own phone number/);
    const [user] = await server.db.select().from(users).where(eq(users.phoneNumber, '+998907770001'));
    expect(user).toBeUndefined();
  });

  it('creates the user from their own contact and sends a 6-digit code with a New code button; the code logs in once', async () => {
    const calls = await handle(contact(5001, 5001, '998907770002'));
    const code = codeIn(calls);
    expect(code).toMatch(/^\d{6}$/);
    const codeMessage = calls.find((c) => /login code/.test(c.payload.text ?? ''));
    expect(codeMessage?.payload.reply_markup.inline_keyboard[0][0]).toMatchObject({ text: 'New code', callback_data: NEW_CODE });
    const [user] = await server.db.select().from(users).where(eq(users.phoneNumber, '+998907770002'));
    expect(user).toMatchObject({ telegramId: 5001, name: 'Malika', surname: 'Tosheva' });

    const logged = await server.call(`/auth/login/${code}`, { method: 'POST' });
    expect(logged.status).toBe(200);
    expect((await server.call(`/auth/login/${code}`, { method: 'POST' })).status).toBe(401);
  });

  it('the New code button sends a fresh code and the old one stops working', async () => {
    const first = codeIn(await handle(newCode(5001)));
    const second = codeIn(await handle(newCode(5001)));
    expect(first).toMatch(/^\d{6}$/);
    expect(second).toMatch(/^\d{6}$/);
    if (first !== second) expect((await server.call(`/auth/login/${first}`, { method: 'POST' })).status).toBe(401);
    expect((await server.call(`/auth/login/${second}`, { method: 'POST' })).status).toBe(200);
  });

  it('/start <ref> records the inviter: the new user counts as invited and the inviter earns a bonus', async () => {
    const [inviter] = await server.db.select().from(users).where(eq(users.telegramId, 5001));
    await handle(start(5002, inviter!.refCode));
    const code = codeIn(await handle(contact(5002, 5002, '+998907770003')));
    expect(code).toMatch(/^\d{6}$/);
    const [invited] = await server.db.select().from(users).where(eq(users.telegramId, 5002));
    expect(invited?.invitedBy).toBe(inviter!.id);
    const [after] = await server.db.select().from(users).where(eq(users.id, inviter!.id));
    expect(after?.bonusAvailable).toBe(1);
  });

  it('a known user’s /start sends a code directly', async () => {
    expect(codeIn(await handle(start(5001)))).toMatch(/^\d{6}$/);
  });

  it('limits codes per phone number: after 5 in the window the bot asks to wait instead of sending a sixth', async () => {
    await handle(start(5003));
    const codes = [codeIn(await handle(contact(5003, 5003, '+998907770004')))];
    for (let i = 0; i < 4; i += 1) codes.push(codeIn(await handle(newCode(5003))));
    expect(codes.every((code) => /^\d{6}$/.test(code ?? ''))).toBe(true);
    const refused = await handle(newCode(5003));
    expect(codeIn(refused)).toBeUndefined();
    expect(refused.find((c) => c.method === 'sendMessage')?.payload.text).toMatch(/Wait \d+ s/);
    // The last code sent still logs in.
    expect((await server.call(`/auth/login/${codes.at(-1)}`, { method: 'POST' })).status).toBe(200);
  });
});
