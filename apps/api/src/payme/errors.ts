/** Payme Merchant API error codes (JSON-RPC 2.0 plus Payme's own -31xxx range). */
export const PaymeCode = {
  notPost: -32300,
  insufficientPrivilege: -32504,
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  systemError: -32400,
  wrongAmount: -31001,
  transactionNotFound: -31003,
  cannotCancel: -31007,
  cannotPerform: -31008,
  accountNotFound: -31050,
} as const;

export type LocalizedMessage = { ru: string; uz: string; en: string };

const messages: Record<number, LocalizedMessage> = {
  [PaymeCode.notPost]: {
    ru: 'Метод запроса должен быть POST',
    uz: "So'rov usuli POST bo'lishi kerak",
    en: 'The request method must be POST',
  },
  [PaymeCode.insufficientPrivilege]: {
    ru: 'Недостаточно привилегий для выполнения метода',
    uz: "Metodni bajarish uchun huquq yetarli emas",
    en: 'Insufficient privilege to perform this method',
  },
  [PaymeCode.parseError]: { ru: 'Ошибка разбора JSON', uz: 'JSON tahlilida xato', en: 'Could not parse the JSON body' },
  [PaymeCode.invalidRequest]: {
    ru: 'Неверный запрос: нет обязательных полей или неверные типы',
    uz: "Noto'g'ri so'rov: majburiy maydonlar yo'q yoki turlari noto'g'ri",
    en: 'Invalid request: required fields are missing or of the wrong type',
  },
  [PaymeCode.methodNotFound]: { ru: 'Метод не найден', uz: 'Metod topilmadi', en: 'Method not found' },
  [PaymeCode.systemError]: { ru: 'Системная ошибка', uz: 'Tizim xatosi', en: 'System error' },
  [PaymeCode.wrongAmount]: { ru: 'Неверная сумма', uz: "Noto'g'ri summa", en: 'Wrong amount' },
  [PaymeCode.transactionNotFound]: { ru: 'Транзакция не найдена', uz: 'Tranzaksiya topilmadi', en: 'Transaction not found' },
  [PaymeCode.cannotCancel]: {
    ru: 'Невозможно отменить транзакцию: деньги уже потрачены',
    uz: "Tranzaksiyani bekor qilib bo'lmaydi: pul allaqachon sarflangan",
    en: 'Cannot cancel: the money was already spent',
  },
  [PaymeCode.cannotPerform]: {
    ru: 'Невозможно выполнить данную операцию',
    uz: "Ushbu amalni bajarib bo'lmaydi",
    en: 'Cannot perform this operation',
  },
  [PaymeCode.accountNotFound]: { ru: 'Пользователь не найден', uz: 'Foydalanuvchi topilmadi', en: 'Account not found' },
};

/** A Payme error a method answers on purpose; anything else thrown becomes -32400 without detail. */
export class PaymeError extends Error {
  readonly localized: LocalizedMessage;
  constructor(
    readonly code: number,
    readonly data?: string,
  ) {
    const localized = messages[code] ?? messages[PaymeCode.systemError]!;
    super(localized.en);
    this.name = 'PaymeError';
    this.localized = localized;
  }
}
