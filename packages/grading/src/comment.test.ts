import { describe, expect, it } from 'vitest';
import { joined, type Said } from './comment';
import type { FluencyMeasures } from './speaking/fluency';
import * as spoken from './speaking/comment';
import type { Issue } from './text/checker';
import { analyseText } from './writing/features';
import { buildFeedback, commentOf, type WritingKind } from './writing/feedback';

/**
 * The graders' comments reach a learner in Uzbek and Russian with no English left in them but the learner's own
 * words (and the English phrases suggested to them), which are quoted. Every template is rendered here, through the
 * branches real answers take, and each language is compared with the English render of the same comment.
 */

/**
 * The text outside quotes: the learner's words and suggested phrases are quoted ("…", '…'), and stay as written. A
 * single quote opens or closes a quotation only beside a non-letter: inside a word it is Uzbek's o', g' or a
 * contraction.
 */
const unquoted = (text: string) => text.replace(/"[^"]*"|(?<!\p{L})'.*?'(?!\p{L})/gu, ' ');
const wordsOf = (text: string) => new Set(unquoted(text).match(/\p{L}{3,}/gu) ?? []);

function expectTranslated(comment: Said, what: string) {
  const english = wordsOf(comment.en);
  expect(english.size, `${what}: the English says something`).toBeGreaterThan(0);
  for (const language of ['uz', 'ru'] as const) {
    const left = [...wordsOf(comment[language])].filter((word) => english.has(word));
    expect(left, `${what} in ${language}: English left in "${comment[language]}"`).toEqual([]);
    // Every quotation of the English is kept, as written.
    for (const quote of comment.en.match(/"[^"]*"/gu) ?? []) expect(comment[language], `${what} in ${language}`).toContain(quote);
  }
}

function issue(text: string, problem: string, fields: Partial<Issue>): Issue {
  const start = text.indexOf(problem);
  if (start < 0) throw new Error(`'${problem}' is not in the text`);
  return { start, end: start + problem.length, kind: 'Agreement', category: 'grammar', message: 'A singular subject takes a singular verb.', problem, suggestions: [], ...fields };
}

const PROMPT = 'Some people think cities should spend more on public transport than on roads. Do you agree or disagree?';
const ESSAYS: Array<{ kind: WritingKind; text: string; minWords: number; maxWords?: number; issues: (text: string) => Issue[] }> = [
  {
    // Short, one paragraph, errors of every kind, a position and linking words.
    kind: 'ielts-task2',
    minWords: 250,
    text: 'In my opinion, cities should spend more on public transport. The bus are cheap and the goverment can build more lines, however roads is important too. for example, people drive to work. Because of this, traffic grow every year.',
    issues: (text) => [
      issue(text, 'are', { suggestions: ['is'], rule: 'agreement' }),
      issue(text, 'goverment', { kind: 'Dictionary', category: 'spelling', message: "'goverment' is not in the dictionary.", suggestions: ['government'] }),
      issue(text, 'for', { kind: 'Capitalization', category: 'capitalisation', message: 'This sentence does not start with a capital letter.', suggestions: ['For'] }),
      issue(text, 'grow', { kind: 'Agreement', category: 'grammar', suggestions: ['grows'], rule: 'tense' }),
      issue(text, 'roads is', { suggestions: [''] }),
    ],
  },
  {
    // Long, off the prompt, no position, no linking words, one very long sentence, plain vocabulary repeated.
    kind: 'ielts-task2',
    minWords: 20,
    maxWords: 40,
    text: `${'I like my cat and my cat likes me and my cat is good and my cat is small and my cat eats fish and my cat sleeps a lot and my cat plays with me every day at home. '.repeat(2)}\n\nMy cat is good. My cat is nice.`,
    issues: () => [],
  },
  {
    // A task 1 answer with an overview, paragraphs, less common words and a complex sentence.
    kind: 'ielts-task1',
    minWords: 30,
    text: 'The chart compares public transport and roads in three cities between 2000 and 2020.\n\nOverall, spending on public transport rose sharply, whereas investment in roads declined. Although Tashkent spent the most on motorways initially, its expenditure fell considerably after 2010, which suggests a deliberate reallocation.\n\nMoreover, the proportion of commuters using buses doubled.',
    issues: () => [],
  },
  { kind: 'ielts-task1', minWords: 10, text: 'Cities spend money on buses and roads in the chart. The numbers go up and down each year.', issues: () => [] },
  // Letters: no greeting or closing, too casual for a manager; an informal one without contractions.
  { kind: 'multi-level-letter-formal', minWords: 10, text: "hey, I can't come to the meeting tomorrow because my bus is late and it's awesome stuff anyway.", issues: () => [] },
  { kind: 'multi-level-letter-informal', minWords: 10, text: `Dear Sam, ${'I am writing to tell you about my new flat and the city where I live now. '.repeat(4)}Best wishes, Aziz`, issues: () => [] },
];

describe("the graders' comments in Uzbek and Russian", () => {
  it('leave no English in a writing comment but the quoted words, through every branch of the templates', () => {
    for (const essay of ESSAYS) {
      const issues = essay.issues(essay.text);
      const { features, analysis } = analyseText({ text: essay.text, prompt: PROMPT, minWords: essay.minWords, issues, known: () => true });
      const comments = buildFeedback({ kind: essay.kind, text: essay.text, minWords: essay.minWords, ...(essay.maxWords ? { maxWords: essay.maxWords } : {}), features, analysis });
      for (const [criterion, comment] of Object.entries(comments)) expectTranslated(comment, `${essay.kind} ${criterion}`);
      expectTranslated(commentOf(comments), `${essay.kind} comment`);
    }
  });

  it('leave no English in a speaking comment but the heard words', () => {
    const measures = { speakingSpan: 12.34, speechRate: 3.21, pauseCount: 3, meanPause: 0.61, longestPause: 1.2, phonationRatio: 0.72 } as FluencyMeasures;
    const error = issue('He go to school every day.', 'go', { suggestions: ['goes'] });
    const parts: Said[] = [
      spoken.fluencyComment(measures),
      spoken.fluencyComment({ ...measures, pauseCount: 0 }),
      spoken.shortAnswerComment(1, 4.2, 20, 4.5),
      spoken.pronunciationComment(6.5, ['library', 'usually']),
      spoken.pronunciationComment(7, []),
      spoken.grammarErrorComment(2, '"He go to school every day."', error),
      spoken.grammarCleanComment(true),
      spoken.grammarCleanComment(false),
      spoken.vocabularyComment(42, 0.6, { word: 'school', count: 5 }, ['commute']),
      spoken.vocabularyComment(1, 0.8, null, []),
      spoken.relevanceComment(true, 'Do you like your school?'),
      spoken.relevanceComment(false, 'Do you like your school?'),
      spoken.developmentComment(21, 2, 3, true),
      spoken.developmentComment(90, 3, 7, false),
      spoken.coherenceComment(['because', 'so']),
      spoken.coherenceComment([]),
      spoken.transcriptComment(20, 25),
      spoken.transcriptComment(21, 21),
    ];
    for (const part of parts) expectTranslated(part, part.en);
    expectTranslated(joined(parts), 'the whole comment');
  });

  it('count in each language’s own forms', () => {
    const text = 'Cities spend money.';
    const { features, analysis } = analyseText({ text, prompt: '', minWords: 250, issues: [], known: () => true });
    const task = buildFeedback({ kind: 'ielts-task2', text, minWords: 250, features, analysis }).taskAchievement;
    expect(task.en).toContain('Your answer has 3 words; the task asks for at least 250');
    expect(task.ru).toContain('В вашем ответе 3 слова;');
    expect(task.uz).toContain("Javobingizda 3 ta so'z bor;");
  });
});
