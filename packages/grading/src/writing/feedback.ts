import { multiLevelTaskKinds, type MultiLevelTaskKind } from '@bandwise/core';
import { counted, joined, listed, said, type Said } from '../comment';
import type { Issue, IssueCategory } from '../text/checker';
import { SUBORDINATORS, frequencyRank } from '../text/lexicon';
import type { Sentence } from '../text/tokenize';
import type { Features, TextAnalysis } from './features';
import { CONCLUDED_VIEW, GREETING, OVERVIEW, POSITION } from './rules';

/**
 * Criterion comments built from what was measured in this very text: they quote the learner's own sentences with
 * the detected errors and the checker's suggestions, so no two answers get the same paragraph of advice. Each is
 * written in the three site languages from the templates here (../comment.ts); the quotes stay as the learner wrote.
 */

/** The writing tasks the grader knows: IELTS task 1 and 2, and the multi-level task kinds of core's vocabulary. */
export type WritingKind = 'ielts-task1' | 'ielts-task2' | `multi-level-${MultiLevelTaskKind}`;
export const writingKinds: readonly WritingKind[] = ['ielts-task1', 'ielts-task2', ...multiLevelTaskKinds.map((kind) => `multi-level-${kind}` as const)];

export type CriterionFeedback = { taskAchievement: string; coherence: string; lexicalResource: string; grammar: string };
/** The criterion comments in each site language. */
export type CriterionComments = Record<keyof CriterionFeedback, Said>;

const MAX_QUOTE_WORDS = 28;

/** The sentence holding an offset, or undefined. */
export function sentenceAt(sentences: readonly Sentence[], offset: number): Sentence | undefined {
  return sentences.find((sentence) => offset >= sentence.start && offset < sentence.end) ?? sentences.find((sentence) => offset <= sentence.end);
}

/**
 * A quotation of the learner's sentence, shortened around a span when the sentence is long. It is cut from `text` by
 * offset, not taken from the analysed sentence: the analysis may run on a copy with the prompt's words blanked, and a
 * quote must show what the learner wrote.
 */
export function quoteAround(text: string, sentence: Sentence | undefined, start: number, end: number): string {
  if (!sentence) return `"${text.slice(start, end)}"`;
  const list = sentence.words;
  if (list.length <= MAX_QUOTE_WORDS) return `"${text.slice(sentence.start, sentence.end).trim()}"`;
  const index = Math.max(0, list.findIndex((word) => word.end > start));
  const from = Math.max(0, index - 8);
  const to = Math.min(list.length - 1, index + 8);
  const body = text.slice(list[from]!.start, list[to]!.end);
  return `"${from > 0 ? '… ' : ''}${body}${to < list.length - 1 ? ' …' : ''}"`;
}

/** Why an issue is an error, in each language: the checker's own message in English, the kind of error otherwise. */
function whyOf(issue: Issue): Said {
  const en = issue.kind === 'Dictionary' ? 'not a recognised spelling' : issue.message.replace(/\.$/u, '').replace(/`/gu, "'");
  const local = (issue.rule ? RULE_NAMES[issue.rule] : undefined) ?? CATEGORY_NAMES[issue.category];
  return { en, uz: local.uz, ru: local.ru };
}

/** Bandwise's own grammar rules (text/grammar.ts), named for the learner. */
const RULE_NAMES: Record<string, { uz: string; ru: string }> = {
  agreement: { uz: 'ega va kesim moslashmagan', ru: 'подлежащее и сказуемое не согласованы' },
  determiner: { uz: "aniqlovchi va otning soni mos emas", ru: 'определитель не согласован с существительным по числу' },
  'verb-form': { uz: "fe'l shakli noto'g'ri", ru: 'неверная форма глагола' },
  tense: { uz: "fe'l zamoni noto'g'ri", ru: 'неверное время глагола' },
  comparative: { uz: "qiyosiy daraja noto'g'ri", ru: 'неверная сравнительная степень' },
};

const CATEGORY_NAMES: Record<IssueCategory, { uz: string; ru: string }> = {
  spelling: { uz: 'imlo xatosi', ru: 'орфографическая ошибка' },
  grammar: { uz: 'grammatik xato', ru: 'грамматическая ошибка' },
  punctuation: { uz: 'tinish belgisi xatosi', ru: 'ошибка пунктуации' },
  capitalisation: { uz: 'bosh harf xatosi', ru: 'ошибка в заглавных буквах' },
  style: { uz: 'uslub', ru: 'стиль' },
};

/** One error, quoted in its sentence, with the checker's correction. */
export function describeIssue(text: string, sentences: readonly Sentence[], issue: Issue): Said {
  const quote = quoteAround(text, sentenceAt(sentences, issue.start), issue.start, issue.end);
  const problem = issue.problem.trim() || text.slice(issue.start, issue.end);
  const suggestion = issue.suggestions.find((value) => value.trim() !== '' && value !== problem);
  const deleted = !suggestion && issue.suggestions.some((value) => value === '');
  const fix = (remove: string) => (suggestion ? ` → '${suggestion}'` : deleted ? ` → ${remove}` : '');
  const why = whyOf(issue);
  return said(
    `In ${quote}: '${problem}'${fix('delete it')} (${why.en}).`,
    `${quote} gapida: '${problem}'${fix("o'chiring")} (${why.uz}).`,
    `В предложении ${quote}: '${problem}'${fix('удалите')} (${why.ru}).`,
  );
}

function pickSpread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const out: T[] = [];
  for (let i = 0; i < count; i += 1) out.push(items[Math.floor((i * items.length) / count)]!);
  return out;
}

/** Up to `count` issues of different kinds first (an agreement, a tense and a comparative error before a second of any), in text order. */
function pickVaried(issues: readonly Issue[], count: number): Issue[] {
  const seen = new Set<string>();
  const first = issues.filter((issue) => {
    const key = issue.rule ?? issue.kind;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const picked = pickSpread(first, count);
  for (const issue of pickSpread(issues, count)) if (picked.length < count && !picked.includes(issue)) picked.push(issue);
  return picked.sort((a, b) => a.start - b.start);
}

/** Whether any error (not a style note) touches the span: such a sentence is never quoted as a model. */
function flagged(issues: readonly Issue[], start: number, end: number): boolean {
  return issues.some((issue) => issue.category !== 'style' && issue.start < end && issue.end > start);
}

const CLOSING = /\b(yours (sincerely|faithfully|truly)|best (wishes|regards)|kind regards|regards|love|take care|see you|all the best|cheers|sincerely)\b[^\n]*\n?[^\n]*$/iu;

export type FeedbackInput = {
  kind: WritingKind;
  text: string;
  minWords: number;
  maxWords?: number;
  features: Features;
  analysis: TextAnalysis;
};

/** A word count in each language: '147 words' / "147 ta so'z" / '147 слов'. */
const wordCount = (count: number) => counted(count, ['word', 'words'], "ta so'z", ['слово', 'слова', 'слов']);
/** How many errors of a kind were found and marked: one is 'it', more are 'each'. */
function errorsFound(count: number, errors: Said): Said {
  return count === 1
    ? said(`${errors.en} found, marked in your answer.`, `${errors.uz} topildi, u javobingizda belgilangan.`, `Найдена ${errors.ru}; она отмечена в вашем ответе.`)
    : said(`${errors.en} found, each marked in your answer.`, `${errors.uz} topildi, har biri javobingizda belgilangan.`, `Найдено: ${errors.ru}; каждая отмечена в вашем ответе.`);
}

/** How often: '5 times' / '5 marta' / '5 раз'. */
const timesCount = (count: number) => counted(count, ['time', 'times'], 'marta', ['раз', 'раза', 'раз']);

/**
 * The sentence holding the judgement of a conclusion that judges (CONCLUDED_VIEW, which the grader also counts as a
 * position): read, like the grader, on the text as written and into the sentence after the marker.
 */
function concludedView(text: string, sentences: readonly Sentence[]): Sentence | undefined {
  for (const [index, sentence] of sentences.entries()) {
    const match = CONCLUDED_VIEW.exec(text.slice(sentence.start, (sentences[index + 1] ?? sentence).end));
    if (match) return sentenceAt(sentences, sentence.start + match.index + match[0].length - 1);
  }
  return undefined;
}

function taskComment(input: FeedbackInput): Said {
  const { kind, text, minWords, features, analysis } = input;
  const parts: Said[] = [];
  const words = features.words ?? 0;
  const count = wordCount(words);
  if (minWords > 0 && words < minWords) {
    parts.push(said(
      `Your answer has ${count.en}; the task asks for at least ${minWords}, and a short answer cannot cover the task fully.`,
      `Javobingizda ${count.uz} bor; topshiriq kamida ${minWords} ta so'z talab qiladi, qisqa javob esa topshiriqni to'liq yorita olmaydi.`,
      `В вашем ответе ${count.ru}; задание требует не меньше ${minWords}, а короткий ответ не может полностью раскрыть задание.`,
    ));
  } else if (input.maxWords && words > input.maxWords * 1.15) {
    parts.push(said(
      `Your answer has ${count.en}, well over the ${input.maxWords} the task asks for: keep to the point.`,
      `Javobingizda ${count.uz} bor, bu topshiriq so'ragan ${input.maxWords} tadan ancha ko'p: asosiy fikrdan chetlashmang.`,
      `В вашем ответе ${count.ru}, намного больше ${input.maxWords}, которые требует задание: пишите по существу.`,
    ));
  } else {
    parts.push(said(
      `Length is right for the task (${count.en}${minWords > 0 ? `, minimum ${minWords}` : ''}).`,
      `Hajm topshiriqqa mos (${count.uz}${minWords > 0 ? `, kamida ${minWords}` : ''}).`,
      `Объём соответствует заданию (${count.ru}${minWords > 0 ? `, минимум ${minWords}` : ''}).`,
    ));
  }
  const coverage = features.promptCoverage ?? 1;
  if (analysis.promptMissing.length > 0 && coverage < 0.3) {
    const missing = listed(analysis.promptMissing.slice(0, 3));
    parts.push(said(
      `Key words of the prompt such as ${missing.en} never appear in your answer: make sure you answer the question that was asked.`,
      `Topshiriqning ${missing.uz} kabi kalit so'zlari javobingizda umuman uchramaydi: aynan berilgan savolga javob berayotganingizga ishonch hosil qiling.`,
      `Ключевые слова задания, такие как ${missing.ru}, ни разу не встречаются в вашем ответе: убедитесь, что вы отвечаете на заданный вопрос.`,
    ));
  } else if (analysis.promptCovered.length > 0) {
    const covered = listed(analysis.promptCovered.slice(0, 3));
    parts.push(said(
      `You address the prompt's key ideas (${covered.en}).`,
      `Siz topshiriqning asosiy g'oyalariga to'xtalgansiz (${covered.uz}).`,
      `Вы затрагиваете ключевые идеи задания (${covered.ru}).`,
    ));
    if (coverage < 0.6 && analysis.promptMissing.length > 0) {
      const missing = listed(analysis.promptMissing.slice(0, 3));
      parts.push(said(`Cover the rest of the prompt too: ${missing.en}.`, `Topshiriqning qolgan qismini ham yoriting: ${missing.uz}.`, `Раскройте и остальную часть задания: ${missing.ru}.`));
    }
  }
  if (kind === 'ielts-task2' || kind === 'multi-level-essay') {
    const position = analysis.sentences.find((sentence) => POSITION.test(sentence.text)) ?? (features.hasPosition ? concludedView(text, analysis.sentences) : undefined);
    if (position) {
      const quote = quoteAround(text, position, position.start, position.start + 1);
      parts.push(said(`Your position is stated: ${quote}.`, `Fikringiz aniq bayon qilingan: ${quote}.`, `Ваша позиция сформулирована: ${quote}.`));
    } else {
      parts.push(said(
        'State your own opinion clearly, in the introduction and again in the conclusion (e.g. "I believe that …").',
        'O\'z fikringizni kirish qismida va xulosada yana bir bor aniq bildiring (masalan, "I believe that …").',
        'Чётко выскажите своё мнение во введении и ещё раз в заключении (например, "I believe that …").',
      ));
    }
  }
  if (kind === 'ielts-task1') {
    const overview = analysis.sentences.find((sentence) => OVERVIEW.test(sentence.text));
    if (overview) {
      const quote = quoteAround(text, overview, overview.start, overview.start + 1);
      parts.push(said(`Your overview: ${quote}.`, `Umumiy xulosangiz: ${quote}.`, `Ваш общий обзор: ${quote}.`));
    } else {
      parts.push(said(
        'Add an overview sentence summarising the main changes or trends (e.g. "Overall, …"): it is essential for this task.',
        'Asosiy o\'zgarishlar yoki tendensiyalarni umumlashtiruvchi umumiy xulosa gapini qo\'shing (masalan, "Overall, …"): bu topshiriqda u juda muhim.',
        'Добавьте обзорное предложение, обобщающее главные изменения или тенденции (например, "Overall, …"): в этом задании оно обязательно.',
      ));
    }
  }
  if (kind === 'multi-level-letter-formal' || kind === 'multi-level-letter-informal') {
    const formal = kind === 'multi-level-letter-formal';
    const first = analysis.sentences[0];
    if (!GREETING.test(text)) {
      const greeting = formal ? '"Dear Mr/Ms …,"' : '"Dear Sam," / "Hi Sam,"';
      const start = first ? quoteAround(text, first, first.start, first.start + 1) : null;
      parts.push(said(
        `Begin the letter with a greeting (${greeting}); it starts ${start ?? 'without one'}.`,
        `Xatni salomlashuv bilan boshlang (${greeting}); ${start ? `u ${start} bilan boshlanadi` : 'unda salomlashuv yo\'q'}.`,
        `Начните письмо с приветствия (${greeting}); ${start ? `оно начинается с ${start}` : 'приветствия в нём нет'}.`,
      ));
    }
    if (!CLOSING.test(text.trim())) {
      const closing = formal ? '"Yours sincerely," / "Yours faithfully,"' : '"Best wishes," / "See you soon,"';
      parts.push(said(
        `End with a closing line (${closing}) and your name.`,
        `Xatni yakunlovchi ibora (${closing}) va ismingiz bilan tugating.`,
        `Закончите письмо заключительной фразой (${closing}) и своим именем.`,
      ));
    }
    if (formal && ((features.contractionsPer100 ?? 0) > 2 || (features.informalPer100 ?? 0) > 0.5)) {
      const casual = analysis.words.find((word) => /'(t|s|re|ve|ll|d|m)$/u.test(word.lower) || ['gonna', 'wanna', 'hey', 'guys', 'stuff', 'cool', 'awesome'].includes(word.lower));
      const example = (eg: string) => (casual ? ` (${eg} '${casual.text}')` : '');
      parts.push(said(
        `The tone is too casual for a letter to a manager${example('e.g.')}: avoid contractions and chatty words.`,
        `Rahbarga yoziladigan xat uchun ohang juda erkin${example('masalan,')}: qisqartmalar va so'zlashuv so'zlaridan qoching.`,
        `Тон слишком непринуждённый для письма руководителю${example('например,')}: избегайте сокращений и разговорных слов.`,
      ));
    }
    if (kind === 'multi-level-letter-informal' && (features.contractionsPer100 ?? 0) === 0 && words > 40) {
      parts.push(said(
        'For a friend, a lighter tone with contractions ("I\'m", "can\'t") sounds more natural.',
        'Do\'stga yozilgan xatda qisqartmali ("I\'m", "can\'t") yengilroq ohang tabiiyroq eshitiladi.',
        'В письме другу более лёгкий тон с сокращениями ("I\'m", "can\'t") звучит естественнее.',
      ));
    }
  }
  return joined(parts);
}

function coherenceComment(input: FeedbackInput): Said {
  const { text, features, analysis } = input;
  const parts: Said[] = [];
  const paragraphs = features.paragraphs ?? 0;
  const words = features.words ?? 0;
  if (paragraphs <= 1 && words > 80) {
    parts.push(said(
      'Everything is in one paragraph: divide the answer into an introduction, body paragraphs (one main idea each) and a conclusion.',
      'Hammasi bitta xatboshida: javobni kirish, asosiy xatboshilar (har birida bitta asosiy fikr) va xulosaga ajrating.',
      'Весь текст в одном абзаце: разделите ответ на введение, основные абзацы (по одной главной мысли в каждом) и заключение.',
    ));
  } else {
    const count = counted(paragraphs, ['paragraph', 'paragraphs'], 'ta xatboshi', ['абзац', 'абзаца', 'абзацев']);
    parts.push(said(`You organised the answer in ${count.en}.`, `Siz javobni ${count.uz}ga ajratgansiz.`, `Вы разделили ответ на ${count.ru}.`));
  }
  const phrases = [...new Set(analysis.linking.map((link) => link.phrase))];
  if (phrases.length === 0) {
    parts.push(said(
      'No linking words were found: connect ideas with devices such as "however", "for example", "as a result".',
      'Bog\'lovchi so\'zlar topilmadi: fikrlarni "however", "for example", "as a result" kabi vositalar bilan bog\'lang.',
      'Связующие слова не найдены: соединяйте мысли с помощью таких средств, как "however", "for example", "as a result".',
    ));
  } else {
    const example = analysis.linking[0]!;
    const sentence = sentenceAt(analysis.sentences, example.start);
    const used = listed(phrases.slice(0, 5));
    const quote = quoteAround(text, sentence, example.start, example.start + example.phrase.length);
    parts.push(said(
      `Linking words used: ${used.en}, e.g. ${quote}.`,
      `Ishlatilgan bog'lovchi so'zlar: ${used.uz}, masalan, ${quote}.`,
      `Использованные связующие слова: ${used.ru}, например: ${quote}.`,
    ));
    const counts = new Map<string, number>();
    for (const link of analysis.linking) counts.set(link.phrase, (counts.get(link.phrase) ?? 0) + 1);
    const overused = [...counts.entries()].filter(([, value]) => value >= 4).sort((a, b) => b[1] - a[1])[0];
    if (overused) {
      const times = timesCount(overused[1]);
      parts.push(said(
        `'${overused[0]}' appears ${times.en}: vary your linking words.`,
        `'${overused[0]}' ${times.uz} uchraydi: bog'lovchi so'zlaringizni xilma-xil qiling.`,
        `'${overused[0]}' встречается ${times.ru}: разнообразьте связующие слова.`,
      ));
    }
  }
  const longest = [...analysis.sentences].sort((a, b) => b.words.length - a.words.length)[0];
  if (longest && longest.words.length > 40) {
    const count = wordCount(longest.words.length);
    const quote = quoteAround(text, longest, longest.start, longest.start + 1);
    parts.push(said(
      `One sentence runs to ${count.en} (${quote}): split it so each sentence carries one idea.`,
      `Bitta gap ${count.uz}dan iborat (${quote}): har bir gapda bitta fikr bo'lishi uchun uni bo'ling.`,
      `Одно предложение растянулось на ${count.ru} (${quote}): разделите его, чтобы в каждом предложении была одна мысль.`,
    ));
  }
  return joined(parts);
}

function lexicalComment(input: FeedbackInput): Said {
  const { text, features, analysis } = input;
  const parts: Said[] = [];
  const spelling = analysis.issues.filter((issue) => issue.category === 'spelling');
  if (spelling.length > 0) {
    parts.push(errorsFound(spelling.length, counted(spelling.length, ['spelling error', 'spelling errors'], 'ta imlo xatosi', ['орфографическая ошибка', 'орфографические ошибки', 'орфографических ошибок'])));
    for (const issue of pickSpread(spelling, 3)) parts.push(describeIssue(text, analysis.sentences, issue));
  } else {
    parts.push(said('No spelling errors were found.', 'Imlo xatolari topilmadi.', 'Орфографических ошибок не найдено.'));
  }
  const top = analysis.repeated[0];
  const words = features.words ?? 0;
  if (top && top.count >= 5 && top.count / Math.max(words, 1) > 0.025) {
    const times = timesCount(top.count);
    parts.push(said(
      `'${top.word}' is used ${times.en}: vary it with synonyms, pronouns or paraphrase.`,
      `'${top.word}' ${times.uz} ishlatilgan: uni sinonimlar, olmoshlar yoki boshqacha ifoda bilan almashtiring.`,
      `'${top.word}' употребляется ${times.ru}: заменяйте его синонимами, местоимениями или перефразируйте.`,
    ));
  }
  // A word the checker flags anywhere in the answer (a misspelling, a non-word, 'peoples') is never praised as
  // vocabulary, nor is a name (capitalised inside a sentence): only words the learner chose and used correctly.
  const flaggedWords = new Set(analysis.issues.filter((issue) => issue.category !== 'style').map((issue) => issue.problem.toLowerCase()));
  const sentenceStarts = new Set(analysis.sentences.map((sentence) => sentence.words[0]?.start));
  const rare = [...new Set(analysis.words.filter((word) =>
    word.lower.length > 5 && (frequencyRank(word.lower) ?? 0) > 5000 && !flaggedWords.has(word.lower) && !flagged(analysis.issues, word.start, word.end) && !(/^\p{Lu}/u.test(word.text) && !sentenceStarts.has(word.start)),
  ).map((word) => word.lower))];
  if (rare.length >= 2) {
    const used = listed(rare.slice(0, 4));
    parts.push(said(`Less common vocabulary you used: ${used.en}.`, `Siz ishlatgan kamroq uchraydigan so'zlar: ${used.uz}.`, `Менее употребительные слова, которые вы использовали: ${used.ru}.`));
  } else {
    const common = analysis.repeated.slice(0, 3).map((entry) => entry.word);
    const most = common.length > 0 ? listed(common) : null;
    parts.push(said(
      `Most of your vocabulary is very common${most ? ` (your most used words: ${most.en})` : ''}; use more precise, topic-specific words.`,
      `So'zlaringizning aksariyati juda oddiy${most ? ` (eng ko'p ishlatgan so'zlaringiz: ${most.uz})` : ''}; aniqroq, mavzuga oid so'zlardan foydalaning.`,
      `Большая часть вашей лексики очень простая${most ? ` (чаще всего вы используете: ${most.ru})` : ''}; используйте более точные слова по теме.`,
    ));
  }
  return joined(parts);
}

function grammarComment(input: FeedbackInput): Said {
  const { text, features, analysis } = input;
  const parts: Said[] = [];
  const grammar = analysis.issues.filter((issue) => issue.category === 'grammar');
  const mechanics = analysis.issues.filter((issue) => issue.category === 'punctuation' || issue.category === 'capitalisation');
  if (grammar.length > 0) {
    parts.push(errorsFound(grammar.length, counted(grammar.length, ['grammar error', 'grammar errors'], 'ta grammatik xato', ['грамматическая ошибка', 'грамматические ошибки', 'грамматических ошибок'])));
    for (const issue of pickVaried(grammar, 3)) parts.push(describeIssue(text, analysis.sentences, issue));
  } else {
    parts.push(said('The checker found no grammar errors.', 'Tekshiruv grammatik xato topmadi.', 'Проверка не нашла грамматических ошибок.'));
  }
  if (mechanics.length > 0) {
    const count = counted(mechanics.length, ['issue', 'issues'], 'ta xato', ['ошибка', 'ошибки', 'ошибок']);
    parts.push(said(`Punctuation and capitals: ${count.en}.`, `Tinish belgilari va bosh harflar: ${count.uz}.`, `Пунктуация и заглавные буквы: ${count.ru}.`));
    for (const issue of pickSpread(mechanics, 2)) parts.push(describeIssue(text, analysis.sentences, issue));
  }
  // Only a sentence with no flagged error anywhere in it is quoted as a model.
  const complex = analysis.sentences.find((sentence) => sentence.words.length >= 10 && sentence.words.length <= 35 && sentence.words.some((word) => SUBORDINATORS.has(word.lower) && word.lower !== 'that') && !flagged(analysis.issues, sentence.start, sentence.end));
  if ((features.subordinatorsPerSentence ?? 0) < 0.4) {
    const simple = analysis.sentences.find((sentence) => sentence.words.length >= 4 && !sentence.words.some((word) => SUBORDINATORS.has(word.lower)));
    const quote = simple ? quoteAround(text, simple, simple.start, simple.start + 1) : null;
    parts.push(said(
      `Most sentences are simple${quote ? `, such as ${quote}` : ''}: add complex sentences with "although", "which", "if" or "because".`,
      `Ko'pchilik gaplar sodda${quote ? `, masalan, ${quote}` : ''}: "although", "which", "if" yoki "because" bilan qo'shma gaplar qo'shing.`,
      `Большинство предложений простые${quote ? `, например ${quote}` : ''}: добавьте сложные предложения с "although", "which", "if" или "because".`,
    ));
  } else if (complex) {
    const quote = quoteAround(text, complex, complex.start, complex.start + 1);
    parts.push(said(`A well-formed complex sentence: ${quote}.`, `To'g'ri tuzilgan qo'shma gap: ${quote}.`, `Правильно построенное сложное предложение: ${quote}.`));
  }
  return joined(parts);
}

/** The four criterion comments, each in the three site languages. */
export function buildFeedback(input: FeedbackInput): CriterionComments {
  return {
    taskAchievement: taskComment(input),
    coherence: coherenceComment(input),
    lexicalResource: lexicalComment(input),
    grammar: grammarComment(input),
  };
}

/** The criterion comments in one language. */
export const feedbackIn = (comments: CriterionComments, language: keyof Said): CriterionFeedback => ({
  taskAchievement: comments.taskAchievement[language],
  coherence: comments.coherence[language],
  lexicalResource: comments.lexicalResource[language],
  grammar: comments.grammar[language],
});

/** The four comments as one text (a paragraph each), in each language: the comment a result page shows. */
export const commentOf = (comments: CriterionComments): Said => joined([comments.taskAchievement, comments.coherence, comments.lexicalResource, comments.grammar], '\n\n');
