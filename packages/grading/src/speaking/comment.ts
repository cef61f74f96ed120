import { counted, said, type Said } from '../comment';
import type { Issue } from '../text/checker';
import type { FluencyMeasures } from './fluency';

/**
 * The speaking grader's comment on one recording, sentence by sentence, in the three site languages (../comment.ts):
 * what the audio measured, then what the heard words showed. Heard words it quotes stay as they were heard.
 */

/** A decimal as each language writes it: 1.5 / 1,5 / 1,5. */
function decimal(value: number, digits: number): Said {
  const en = value.toFixed(digits);
  return { en, uz: en.replace('.', ','), ru: en.replace('.', ',') };
}

const quoted = (list: readonly string[]) => list.map((word) => `"${word}"`).join(', ');

export function fluencyComment(m: FluencyMeasures): Said {
  const span = decimal(m.speakingSpan, 1);
  const rate = decimal(m.speechRate, 1);
  const percent = Math.round(m.phonationRatio * 100);
  if (m.pauseCount === 0) {
    return said(
      `Fluency: you spoke for ${span.en} s at about ${rate.en} syllables per second with no pauses of 0.25 s or more; ${percent}% of that time was speech.`,
      `Ravonlik: siz ${span.uz} soniya davomida soniyasiga taxminan ${rate.uz} bo'g'in tezlikda, 0,25 soniya va undan uzun pauzalarsiz gapirdingiz; bu vaqtning ${percent}% nutq edi.`,
      `Беглость: вы говорили ${span.ru} с со скоростью около ${rate.ru} слога в секунду без пауз длиной 0,25 с и более; ${percent}% этого времени заняла речь.`,
    );
  }
  const pauses = counted(m.pauseCount, ['pause', 'pauses'], 'ta pauza', ['пауза', 'паузы', 'пауз']);
  const mean = decimal(m.meanPause, 2);
  const longest = decimal(m.longestPause, 2);
  return said(
    `Fluency: you spoke for ${span.en} s at about ${rate.en} syllables per second with ${pauses.en} of 0.25 s or more (mean ${mean.en} s, longest ${longest.en} s); ${percent}% of that time was speech.`,
    `Ravonlik: siz ${span.uz} soniya davomida soniyasiga taxminan ${rate.uz} bo'g'in tezlikda gapirdingiz, 0,25 soniya va undan uzun ${pauses.uz} bo'ldi (o'rtacha ${mean.uz} soniya, eng uzuni ${longest.uz} soniya); bu vaqtning ${percent}% nutq edi.`,
    `Беглость: вы говорили ${span.ru} с со скоростью около ${rate.ru} слога в секунду; пауз длиной 0,25 с и более: ${m.pauseCount} (в среднем ${mean.ru} с, самая длинная ${longest.ru} с); ${percent}% этого времени заняла речь.`,
  );
}

export function shortAnswerComment(part: 1 | 2 | 3, seconds: number, expected: number, cap: number): Said {
  const span = decimal(seconds, 1);
  return said(
    `The answer is short for part ${part} (${span.en} s; about ${expected} s or more is expected), so no sub-score can go above ${cap}: say more, with a reason and an example.`,
    `Javob ${part}-qism uchun qisqa (${span.uz} soniya; taxminan ${expected} soniya yoki undan ko'p kutiladi), shuning uchun hech bir ball ${cap} dan oshmaydi: ko'proq gapiring, sabab va misol keltiring.`,
    `Ответ короткий для части ${part} (${span.ru} с; ожидается около ${expected} с или больше), поэтому ни одна оценка не может быть выше ${cap}: скажите больше, с причиной и примером.`,
  );
}

export function pronunciationComment(band: number, hard: readonly string[]): Said {
  const words = quoted(hard.slice(0, 5));
  return said(
    `Pronunciation: band ${band}${hard.length ? `; hard to understand: ${words}` : ''}.`,
    `Talaffuz: ${band} ball${hard.length ? `; tushunish qiyin: ${words}` : ''}.`,
    `Произношение: оценка ${band}${hard.length ? `; трудно понять: ${words}` : ''}.`,
  );
}

/** The first grammar error heard, quoted, with the checker's correction. */
export function grammarErrorComment(count: number, quote: string, issue: Issue): Said {
  const suggestion = issue.suggestions.find((value) => value.trim() !== '' && value !== issue.problem);
  const fix = suggestion ? ` → '${suggestion}'` : '';
  const errors = counted(count, ['error', 'errors'], 'ta xato', ['ошибка', 'ошибки', 'ошибок']);
  const why = issue.message.replace(/\.$/u, '').replace(/`/gu, "'");
  return said(
    `Grammar: ${errors.en} in what you said, e.g. ${quote}: '${issue.problem}'${fix} (${why}).`,
    `Grammatika: aytganlaringizda ${errors.uz}, masalan, ${quote}: '${issue.problem}'${fix}.`,
    `Грамматика: в сказанном ${count === 1 ? 'есть' : 'найдено'} ${errors.ru}, например ${quote}: '${issue.problem}'${fix}.`,
  );
}

export function grammarCleanComment(simple: boolean): Said {
  return simple
    ? said(
      'Grammar: no errors in the words heard, but the sentences are simple: join ideas with "because", "when" or "which".',
      'Grammatika: eshitilgan so\'zlarda xato yo\'q, lekin gaplar sodda: fikrlarni "because", "when" yoki "which" bilan bog\'lang.',
      'Грамматика: в услышанных словах ошибок нет, но предложения простые: связывайте мысли с помощью "because", "when" или "which".',
    )
    : said(
      'Grammar: no errors in the words heard, and you joined ideas into longer sentences.',
      "Grammatika: eshitilgan so'zlarda xato yo'q va siz fikrlarni uzunroq gaplarga birlashtirdingiz.",
      'Грамматика: в услышанных словах ошибок нет, и вы объединяли мысли в более длинные предложения.',
    );
}

export function vocabularyComment(words: number, mattr: number, repeated: { word: string; count: number } | null, rare: readonly string[]): Said {
  const count = counted(words, ['word', 'words'], "ta so'z", ['слово', 'слова', 'слов']);
  const varied = mattr >= 0.75;
  const diversity = decimal(mattr, 2);
  const times = repeated ? counted(repeated.count, ['time', 'times'], 'marta', ['раз', 'раза', 'раз']) : null;
  return said(
    `Vocabulary: ${count.en} heard, ${varied ? 'varied' : 'with many repeats'} (diversity ${diversity.en})${repeated ? `; "${repeated.word}" ${times!.en}` : ''}${rare.length ? `; less common words: ${quoted(rare)}` : '; try a few more precise, less common words'}.`,
    `Lug'at: ${count.uz} eshitildi, ${varied ? 'xilma-xil' : "ko'p takrorlar bilan"} (xilma-xillik ${diversity.uz})${repeated ? `; "${repeated.word}" ${times!.uz}` : ''}${rare.length ? `; kamroq uchraydigan so'zlar: ${quoted(rare)}` : "; bir nechta aniqroq, kamroq uchraydigan so'zlarni ishlating"}.`,
    `Словарный запас: услышано ${count.ru}, ${varied ? 'разнообразно' : 'с частыми повторами'} (разнообразие ${diversity.ru})${repeated ? `; "${repeated.word}" ${times!.ru}` : ''}${rare.length ? `; менее употребительные слова: ${quoted(rare)}` : '; попробуйте несколько более точных, менее употребительных слов'}.`,
  );
}

export function relevanceComment(offTopic: boolean, question: string): Said {
  return offTopic
    ? said(
      `Relevance: the words heard say little about the question ("${question}"); answer it directly first.`,
      `Savolga moslik: eshitilgan so'zlar savol ("${question}") haqida kam narsa aytadi; avval unga to'g'ridan-to'g'ri javob bering.`,
      `Соответствие вопросу: услышанные слова мало говорят о вопросе ("${question}"); сначала ответьте на него прямо.`,
    )
    : said('Relevance: the words heard address the question.', "Savolga moslik: eshitilgan so'zlar savolga javob beradi.", 'Соответствие вопросу: услышанные слова отвечают на вопрос.');
}

export function developmentComment(words: number, part: 1 | 2 | 3, ideaUnits: number, thin: boolean): Said {
  const count = counted(words, ['word', 'words'], "ta so'z", ['слово', 'слова', 'слов']);
  if (thin) {
    return said(
      `Topic development: ${count.en} heard for part ${part}; add a reason ("because ...") and an example ("for example ...").`,
      `Mavzuni rivojlantirish: ${part}-qism uchun ${count.uz} eshitildi; sabab ("because ...") va misol ("for example ...") qo'shing.`,
      `Развитие темы: для части ${part} услышано ${count.ru}; добавьте причину ("because ...") и пример ("for example ...").`,
    );
  }
  const units = counted(ideaUnits, ['idea unit', 'idea units'], "ta fikr birligi", ['смысловая единица', 'смысловые единицы', 'смысловых единиц']);
  return said(
    `Topic development: ${count.en} heard, with ${units.en}.`,
    `Mavzuni rivojlantirish: ${count.uz} eshitildi, ${units.uz} bilan.`,
    `Развитие темы: услышано ${count.ru}, ${units.ru}.`,
  );
}

export function coherenceComment(linking: readonly string[]): Said {
  return linking.length
    ? said(`Coherence: you linked ideas with ${quoted(linking)}.`, `Izchillik: siz fikrlarni ${quoted(linking)} bilan bog'ladingiz.`, `Связность: вы связывали мысли с помощью ${quoted(linking)}.`)
    : said(
      'Coherence: no linking words heard; use "first", "because", "for example", "so" to connect your ideas.',
      'Izchillik: bog\'lovchi so\'zlar eshitilmadi; fikrlarni bog\'lash uchun "first", "because", "for example", "so" dan foydalaning.',
      'Связность: связующих слов не слышно; соединяйте мысли словами "first", "because", "for example", "so".',
    );
}

export function transcriptComment(heard: number, said_: number): Said {
  if (heard < said_) {
    return said(
      `Transcript: ${heard} of ${said_} words were heard clearly; only those are shown as yours and graded.`,
      `Matn: ${said_} ta so'zdan ${heard} tasi aniq eshitildi; faqat ular sizniki sifatida ko'rsatiladi va baholanadi.`,
      `Расшифровка: чётко услышано ${heard} из ${said_} слов; только они показаны как ваши и оцениваются.`,
    );
  }
  const all = counted(heard, ['word', 'words'], "ta so'z", ['слово', 'слова', 'слов']);
  return said(
    `Transcript: all ${all.en} were heard clearly.`,
    `Matn: barcha ${all.uz} aniq eshitildi.`,
    `Расшифровка: все ${all.ru} услышаны чётко.`,
  );
}
