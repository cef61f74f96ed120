import { eq } from 'drizzle-orm';
import { Bot, InlineKeyboard, Keyboard, type Context } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { botReferrals, users } from '../db/schema';
import { issueCode } from './codes';
import { LOGIN_LIMITS, takeAttempt } from './limits';
import { findOrCreateUser } from './users';

export const NEW_CODE = 'new_code';
const SHARE_CONTACT = 'Share my phone number';

const askForContact = new Keyboard().requestContact(SHARE_CONTACT).resized().oneTime();
const newCodeButton = new InlineKeyboard().text('New code', NEW_CODE);

function codeText(code: string): string {
  return `Your Bandwise login code: <code>${code}</code>\nType it on the login page. It works once and expires in 5 minutes.`;
}

/** A /start payload that can be a referral code (what users.ref_code holds). */
const REF_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;

export type BotOptions = {
  db: Db;
  token: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Tests pass the bot's identity so no getMe call goes out. */
  botInfo?: UserFromGetMe;
};

/**
 * The login bot: /start [ref] asks for the user's own contact (request_contact keyboard), a shared contact that is not
 * the sender's is refused, the user is created (recording the inviter of /start <ref>), and a 6-digit code goes back
 * with a 'New code' button.
 */
export function createBot({ db, token, log, botInfo }: BotOptions): Bot {
  const bot = new Bot(token, botInfo ? { botInfo } : {});

  async function sendCode(ctx: Context, userId: number) {
    // A private chat's id is the user's id: a button press on an old message may come without the message.
    const chatId = ctx.chat?.id ?? ctx.from?.id;
    if (chatId === undefined) return;
    // Codes per phone number are limited like login attempts: each code is one more target for a guesser.
    const attempt = await takeAttempt(db, `phone:${userId}`, LOGIN_LIMITS.codesPerPhone);
    if (!attempt.ok) {
      await ctx.api.sendMessage(chatId, `You asked for several codes just now. Wait ${attempt.retryAfterSeconds} s, then press New code.`, {
        reply_markup: newCodeButton,
      });
      return;
    }
    const { code } = await issueCode(db, userId);
    await ctx.api.sendMessage(chatId, codeText(code), { parse_mode: 'HTML', reply_markup: newCodeButton });
  }

  bot.command('start', async (ctx) => {
    const from = ctx.from;
    if (!from) return;
    const [known] = await db.select({ id: users.id }).from(users).where(eq(users.telegramId, from.id)).limit(1);
    if (known) {
      await sendCode(ctx, known.id);
      return;
    }
    const ref = ctx.match.trim();
    if (REF_PATTERN.test(ref)) {
      await db
        .insert(botReferrals)
        .values({ telegramId: from.id, refCode: ref })
        .onConflictDoUpdate({ target: botReferrals.telegramId, set: { refCode: ref, createdAt: new Date() } });
    }
    await ctx.reply('Welcome to Bandwise! Share your phone number with the button below to get your login code.', {
      reply_markup: askForContact,
    });
  });

  bot.on('message:contact', async (ctx) => {
    const contact = ctx.message.contact;
    if (contact.user_id !== ctx.from.id) {
      await ctx.reply('Please share your own phone number with the button below, not someone else’s contact.', {
        reply_markup: askForContact,
      });
      return;
    }
    const [referral] = await db.select().from(botReferrals).where(eq(botReferrals.telegramId, ctx.from.id)).limit(1);
    const { user, created } = await db.transaction((tx) =>
      findOrCreateUser(tx, {
        phoneNumber: contact.phone_number,
        telegramId: ctx.from.id,
        name: contact.first_name,
        surname: contact.last_name ?? null,
        invitedByRef: referral?.refCode ?? null,
      }),
    );
    if (referral) await db.delete(botReferrals).where(eq(botReferrals.telegramId, ctx.from.id));
    if (created) log.info(`bot: new user ${user.id}${user.invitedBy ? ` invited by ${user.invitedBy}` : ''}`);
    await ctx.reply('Thank you!', { reply_markup: { remove_keyboard: true } });
    await sendCode(ctx, user.id);
  });

  bot.callbackQuery(NEW_CODE, async (ctx) => {
    const [known] = await db.select({ id: users.id }).from(users).where(eq(users.telegramId, ctx.from.id)).limit(1);
    await ctx.answerCallbackQuery();
    if (!known) {
      await ctx.reply('Share your phone number first.', { reply_markup: askForContact });
      return;
    }
    await sendCode(ctx, known.id);
  });

  bot.on('message', async (ctx) => {
    await ctx.reply('Send /start to get a login code.');
  });

  bot.catch((error) => {
    log.error({ err: error.error }, 'bot update failed');
  });
  return bot;
}

/** Starts long polling; resolves once the bot is running, and returns a stop function. */
export function startBot(bot: Bot, log: Pick<FastifyBaseLogger, 'info' | 'error'>): () => Promise<void> {
  void bot
    .start({ onStart: (me) => log.info(`bot @${me.username} is polling for updates`) })
    .catch((error: unknown) => log.error({ err: error }, 'bot stopped'));
  return () => bot.stop();
}
