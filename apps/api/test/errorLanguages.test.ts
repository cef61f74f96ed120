import { describe, expect, it } from 'vitest';
import { languageOf, localise } from '../src/http/messages';
import { MULTI_LEVEL_EXAM_ID } from './fixtures';
import { isErrorBody, login, nextPhone, serverForFile } from './helpers';

const server = serverForFile();

describe('error messages by Accept-Language (docs/CONTRACT.md, Languages)', () => {
  it('answers in English with the seeds fields when no language is asked for, and keys the message', async () => {
    const anonymous = await server.call('/user/profile');
    expect(anonymous.status).toBe(401);
    expect(isErrorBody(anonymous.body, 401)).toBe(true);
    expect(anonymous.body).toEqual({
      statusCode: 401,
      status: 401,
      message: 'Login required: send Authorization: Bearer <token>',
      messageKey: 'loginRequiredBearer',
    });
  });

  it('words the same error in Uzbek and Russian with the same key', async () => {
    const ask = (language: string) => server.call('/auth/login/000000', { method: 'POST', headers: { 'accept-language': language } });
    const [en, uz, ru] = await Promise.all([ask('en-US,en;q=0.9'), ask('uz-Latn-UZ,uz;q=0.9,ru;q=0.5'), ask('ru-RU,ru;q=0.9')]);
    for (const answer of [en, uz, ru]) expect(answer.status).toBe(401);
    expect(en.body.message).toBe('The code is wrong or has expired. Ask the bot for a new code.');
    expect(uz.body.message).toBe("Kod noto'g'ri yoki muddati o'tgan. Botdan yangi kod so'rang.");
    expect(ru.body.message).toBe('Код неверный или устарел. Запросите у бота новый код.');
    expect(new Set([en.body.messageKey, uz.body.messageKey, ru.body.messageKey])).toEqual(new Set(['wrongCode']));
  });

  it('translates the purchase refusal and a refused token for a Russian and an Uzbek learner', async () => {
    const { token } = await login(server, nextPhone());
    const poor = await server.call('/user/buy-exam', {
      token,
      form: { mock_exam_id: String(MULTI_LEVEL_EXAM_ID), type: 'human' },
      headers: { 'accept-language': 'ru' },
    });
    expect(poor.status).toBe(402);
    expect(poor.body).toEqual({ statusCode: 402, status: 402, message: 'На балансе недостаточно средств', messageKey: 'notEnoughMoney' });
    const stranger = await server.call('/user/profile', { token: 'no-such-token', headers: { 'accept-language': 'uz' } });
    expect(stranger.status).toBe(401);
    expect(stranger.body).toMatchObject({
      message: 'Tizimga kirish talab qilinadi: Authorization: Bearer <token> yuboring',
      messageKey: 'loginRequiredBearer',
    });
  });
});

describe('choosing the language and the key', () => {
  it('honours q-values and falls back to English', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('de-DE,fr;q=0.8')).toBe('en');
    expect(languageOf('en;q=0.5,ru;q=0.9')).toBe('ru');
    expect(languageOf('uz;q=0,ru;q=0.1')).toBe('ru');
  });

  it('fills values from a patterned English text; an unknown message stays English keyed by status', () => {
    expect(localise('Too many login attempts. Try again in 42 s.', 429, 'ru')).toEqual({
      message: 'Слишком много попыток входа. Попробуйте снова через 42 с.',
      messageKey: 'tooManyLogins',
    });
    expect(localise('Something new', 409, 'uz')).toEqual({ message: 'Something new', messageKey: 'http.409' });
  });
});
