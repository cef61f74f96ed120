/**
 * The server's error messages in the learner's language. A handler throws with the English text (the seeds' wording,
 * what a client that sends no Accept-Language gets); the error handler finds it here, answers in the language the
 * request's Accept-Language asks for (uz, ru, en), and puts the entry's key in the body's `messageKey`, which stays
 * the same in every language (docs/CONTRACT.md, 'Languages'). A message not in this catalogue stays English, keyed
 * by its status (`http.404`). `{name}` marks a value taken from the English text by the entry's pattern.
 */
export const serverLanguages = ['en', 'uz', 'ru'] as const;
export type ServerLanguage = (typeof serverLanguages)[number];

interface Entry {
  /** The English text, or a pattern whose named groups fill the translations' `{name}`. */
  en: string | RegExp;
  uz: string;
  ru: string;
}

const catalogue: Record<string, Entry> = {
  loginRequired: {
    en: 'Login required',
    uz: 'Tizimga kirish talab qilinadi',
    ru: 'Требуется вход',
  },
  loginRequiredBearer: {
    en: 'Login required: send Authorization: Bearer <token>',
    uz: 'Tizimga kirish talab qilinadi: Authorization: Bearer <token> yuboring',
    ru: 'Требуется вход: отправьте Authorization: Bearer <token>',
  },
  sessionEnded: {
    en: 'Your session has ended. Log in again.',
    uz: 'Sessiyangiz tugadi. Qaytadan kiring.',
    ru: 'Ваш сеанс завершён. Войдите снова.',
  },
  wrongCode: {
    en: 'The code is wrong or has expired. Ask the bot for a new code.',
    uz: "Kod noto'g'ri yoki muddati o'tgan. Botdan yangi kod so'rang.",
    ru: 'Код неверный или устарел. Запросите у бота новый код.',
  },
  tooManyLogins: {
    en: /^Too many login attempts\. Try again in (?<wait>\d+) s\.$/,
    uz: "Kirishga urinishlar juda ko'p. {wait} soniyadan keyin qayta urinib ko'ring.",
    ru: 'Слишком много попыток входа. Попробуйте снова через {wait} с.',
  },
  notAllowed: {
    en: 'Not allowed',
    uz: "Ruxsat yo'q",
    ru: 'Нет доступа',
  },
  roleNotAllowed: {
    en: 'Your role does not allow this',
    uz: 'Sizning rolingiz bunga ruxsat bermaydi',
    ru: 'Ваша роль этого не позволяет',
  },
  notFound: {
    en: 'Not found',
    uz: 'Topilmadi',
    ru: 'Не найдено',
  },
  examNotFound: {
    en: 'Exam not found',
    uz: 'Imtihon topilmadi',
    ru: 'Экзамен не найден',
  },
  bookNotFound: {
    en: 'Book not found',
    uz: 'Kitob topilmadi',
    ru: 'Книга не найдена',
  },
  notEnoughMoney: {
    en: 'There is not enough money on your balance',
    uz: "Balansingizda mablag' yetarli emas",
    ru: 'На балансе недостаточно средств',
  },
  dailyLimit: {
    en: /^Daily IELTS exam limit reached: (?<limit>\d+) exams a day\. Try again tomorrow\.$/,
    uz: "Kunlik IELTS imtihon limiti tugadi: kuniga {limit} ta imtihon. Ertaga qayta urinib ko'ring.",
    ru: 'Дневной лимит экзаменов IELTS исчерпан: {limit} в день. Попробуйте завтра.',
  },
  startFirst: {
    en: 'Start the exam first',
    uz: 'Avval imtihonni boshlang',
    ru: 'Сначала начните экзамен',
  },
  windowClosed: {
    en: 'The 4-hour window of this exam has closed',
    uz: 'Bu imtihonning 4 soatlik muddati tugadi',
    ru: '4-часовое окно этого экзамена закрыто',
  },
  windowClosedNew: {
    en: 'The 4-hour window of this exam has closed; start a new exam',
    uz: 'Bu imtihonning 4 soatlik muddati tugadi; yangi imtihon boshlang',
    ru: '4-часовое окно этого экзамена закрыто; начните новый экзамен',
  },
  examFinished: {
    en: 'This exam is finished',
    uz: 'Bu imtihon tugagan',
    ru: 'Этот экзамен завершён',
  },
  examAlreadyFinished: {
    en: 'This exam is already finished',
    uz: 'Bu imtihon allaqachon tugagan',
    ru: 'Этот экзамен уже завершён',
  },
  allSubmitted: {
    en: 'Every section of this exam has been submitted',
    uz: "Bu imtihonning barcha bo'limlari topshirilgan",
    ru: 'Все разделы этого экзамена уже отправлены',
  },
  writingSubmitted: {
    en: 'Writing has already been submitted for this exam',
    uz: 'Bu imtihon uchun Writing allaqachon topshirilgan',
    ru: 'Writing для этого экзамена уже отправлен',
  },
  questionAnswered: {
    en: 'This question has already been answered',
    uz: 'Bu savolga allaqachon javob berilgan',
    ru: 'На этот вопрос уже дан ответ',
  },
  busy: {
    en: 'The server is busy. Try again in a few seconds.',
    uz: "Server band. Bir necha soniyadan keyin qayta urinib ko'ring.",
    ru: 'Сервер занят. Попробуйте снова через несколько секунд.',
  },
  internal: {
    en: 'Internal server error',
    uz: 'Serverda ichki xato',
    ru: 'Внутренняя ошибка сервера',
  },
  fileTooLarge: {
    en: 'The uploaded file is too large',
    uz: 'Yuklangan fayl juda katta',
    ru: 'Загруженный файл слишком большой',
  },
  bodyTooLarge: {
    en: 'Request body is too large',
    uz: "So'rov hajmi juda katta",
    ru: 'Тело запроса слишком большое',
  },
};

/** The language an Accept-Language header asks for first among ours (q-values honoured), else English. */
export function languageOf(header: string | string[] | undefined): ServerLanguage {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().toLowerCase().split(/[-_]/)[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && (serverLanguages as readonly string[]).includes(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.language as ServerLanguage | undefined) ?? 'en';
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

/** An English message in the asked language, with its stable key. */
export function localise(message: string, statusCode: number, language: ServerLanguage): { message: string; messageKey: string } {
  for (const [key, entry] of Object.entries(catalogue)) {
    if (typeof entry.en === 'string') {
      if (entry.en !== message) continue;
      return { message: language === 'en' ? message : entry[language], messageKey: key };
    }
    const match = entry.en.exec(message);
    if (!match) continue;
    return { message: language === 'en' ? message : fill(entry[language], match.groups ?? {}), messageKey: key };
  }
  return { message, messageKey: `http.${statusCode}` };
}
