/**
 * The speaking grader's notes to the learner, each in the three UI languages (en, uz, ru). A note that quotes the
 * learner quotes only words the recogniser heard; the quotes stay in English in every language (they are what was said).
 */

export type SpeakingNote = { key: string; en: string; uz: string; ru: string };

const quoted = (list: readonly string[]) => list.map((word) => `"${word}"`).join(', ');

const WORD_CRITERIA = {
  en: 'vocabulary, grammar, relevance, topic development and coherence',
  uz: "lug'at, grammatika, savolga moslik, mavzuni rivojlantirish va izchillik",
  ru: 'словарный запас, грамматика, соответствие вопросу, развитие темы и связность',
};

export const notes = {
  noSpeech(kind: string, en: string): SpeakingNote {
    const what: Record<string, { uz: string; ru: string }> = {
      silence: { uz: 'yozuv jim (mikrofonni tekshiring)', ru: 'запись беззвучна (проверьте микрофон)' },
      beeps: { uz: "yozuvda faqat qisqa signallar yoki chertishlar bor, ovoz yo'q", ru: 'в записи только короткие сигналы или щелчки, а не голос' },
      noise: { uz: "yozuvda ovozsiz shovqin bor", ru: 'в записи шум без голоса' },
      'tone-or-music': { uz: "yozuvda bir xil ohang yoki musiqa bor, ovoz emas", ru: 'в записи ровный тон или музыка, а не голос' },
      'no-words': { uz: "tanib oluvchi yozuvda birorta so'z topmadi", ru: 'распознаватель не нашёл в записи ни одного слова' },
    };
    const local = what[kind] ?? what['no-words']!;
    return { key: `no-speech-${kind}`, en, uz: `Nutq yo'q: ${local.uz}. Javobingizni qaytadan yozib oling.`, ru: `Речи нет: ${local.ru}. Запишите ответ ещё раз.` };
  },
  notEnglish(): SpeakingNote {
    return {
      key: 'not-english',
      en: `Your answer does not sound like English, so ${WORD_CRITERIA.en} get the lowest band, and fluency in another language cannot count as fluency in English. Answer in English.`,
      uz: `Javobingiz ingliz tiliga o'xshamaydi, shuning uchun ${WORD_CRITERIA.uz} eng past ball oladi, boshqa tildagi ravonlik esa ingliz tilidagi ravonlik hisoblanmaydi. Ingliz tilida javob bering.`,
      ru: `Ваш ответ не похож на английскую речь, поэтому ${WORD_CRITERIA.ru} получают самый низкий балл, а беглость на другом языке не засчитывается как беглость на английском. Отвечайте по-английски.`,
    };
  },
  unreliable(heard: number, said: number): SpeakingNote {
    return {
      key: 'unreliable',
      en: `The recording could not be transcribed reliably (${heard} of about ${said} words were heard clearly), so ${WORD_CRITERIA.en} are not assessed rather than guessed; the band comes from what the audio shows. Record again in a quiet room, close to the microphone.`,
      uz: `Yozuvni ishonchli matnga aylantirib bo'lmadi (taxminan ${said} so'zdan ${heard} tasi aniq eshitildi), shuning uchun ${WORD_CRITERIA.uz} taxmin qilinmaydi va baholanmaydi; ball audiodan olinadi. Tinch xonada, mikrofonga yaqin turib qaytadan yozib oling.`,
      ru: `Запись не удалось надёжно расшифровать (чётко услышано ${heard} из примерно ${said} слов), поэтому ${WORD_CRITERIA.ru} не оцениваются, а не угадываются; балл основан на том, что слышно в записи. Запишите ответ ещё раз в тихой комнате, ближе к микрофону.`,
    };
  },
  /** The usual case, for the examiner: nothing went wrong, and this is where each sub-score came from. */
  fromAudio(): SpeakingNote {
    return {
      key: 'from-audio',
      en: 'Fluency from the audio; the other sub-scores from the words heard.',
      uz: "Ravonlik audiodan; qolgan ballar eshitilgan so'zlardan.",
      ru: 'Беглость — по записи; остальные оценки — по услышанным словам.',
    };
  },
  noTranscript(): SpeakingNote {
    return {
      key: 'no-transcript',
      en: `No transcript: only fluency is assessed, from the audio; ${WORD_CRITERIA.en} need the words and are not assessed.`,
      uz: `Matn yo'q: faqat ravonlik audiodan baholanadi; ${WORD_CRITERIA.uz} so'zlarni talab qiladi va baholanmaydi.`,
      ru: `Расшифровки нет: оценивается только беглость, по записи; ${WORD_CRITERIA.ru} требуют слов и не оцениваются.`,
    };
  },
  counting(words: readonly string[]): SpeakingNote {
    return {
      key: 'counting',
      en: `You counted (${quoted(words)} …) instead of answering the question: numbers alone show no grammar, range of vocabulary or development, so every sub-score is low.`,
      uz: `Siz savolga javob berish o'rniga sanadingiz (${quoted(words)} …): faqat sonlar grammatika, lug'at boyligi yoki fikr rivojini ko'rsatmaydi, shuning uchun barcha ballar past.`,
      ru: `Вы считали (${quoted(words)} …) вместо ответа на вопрос: одни числа не показывают ни грамматики, ни словарного запаса, ни развития мысли, поэтому все оценки низкие.`,
    };
  },
  repetition(word: string, count: number): SpeakingNote {
    return {
      key: 'repetition',
      en: `You said "${word}" ${count} times and little else: one word repeated is not an answer, so every sub-score is low.`,
      uz: `Siz "${word}" so'zini ${count} marta aytdingiz va deyarli boshqa hech narsa demadingiz: bitta so'zni takrorlash javob emas, shuning uchun barcha ballar past.`,
      ru: `Вы сказали "${word}" ${count} раз и почти ничего больше: одно повторяемое слово — это не ответ, поэтому все оценки низкие.`,
    };
  },
  questionReadBack(words: readonly string[]): SpeakingNote {
    return {
      key: 'question-read-back',
      en: `You read the question back (${quoted(words)}) instead of answering it: answer it in your own words, then give a reason and an example.`,
      uz: `Siz savolga javob berish o'rniga uni qayta o'qidingiz (${quoted(words)}): o'z so'zlaringiz bilan javob bering, keyin sabab va misol keltiring.`,
      ru: `Вы прочитали вопрос вслух (${quoted(words)}) вместо ответа на него: ответьте своими словами, затем приведите причину и пример.`,
    };
  },
};
