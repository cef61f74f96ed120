import type { IeltsBook, IeltsKeys, MultiLevelExam, MultiLevelKeys, Option, SubmittedAnswer } from '@bandwise/core';
import type { ContentBundle } from '../src/seed/content';

/**
 * Small, deterministic content for the API tests: answers are known, so scores can be asserted exactly.
 * Listening: gaps 1-40 keyed 'word<n>' (question 1 also accepts 'car park' / 'parking').
 * Reading: 1-13 TRUE/FALSE/NOTGIVEN, 14-26 single choice A-D, 27-40 gaps keyed 'term<n>'.
 */
const letters = (labels: string): Option[] => [...labels].map((label) => ({ label, text: `Option ${label}` }));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const gapText = (numbers: number[]) => numbers.map((n) => `Item ${n}: {{${n}}}`).join('\n');
const TFNG = ['TRUE', 'FALSE', 'NOTGIVEN'] as const;

export const BOOK_ID = 1;
export const BOOK_NAME = 'CAMBRIDGE (TEST 1)';

export const fixtureBook: IeltsBook = {
  id: BOOK_ID,
  slug: 'book1',
  name: BOOK_NAME,
  module: 'academic',
  listening: {
    minutes: 30,
    parts: [1, 2, 3, 4].map((part) => ({
      number: part,
      title: `Part ${part}`,
      audio: `ielts/book1/listening-${part}.mp3`,
      groups: [
        {
          id: `l${part}-g1`,
          type: 'gapFill' as const,
          instructions: 'Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer.',
          layout: 'notes' as const,
          wordLimit: { maxWords: 2, number: true },
          blocks: [{ kind: 'text' as const, text: gapText(range(part * 10 - 9, part * 10)) }],
        },
      ],
    })),
  },
  reading: {
    minutes: 60,
    parts: [
      {
        number: 1,
        passage: { title: 'Passage one', paragraphs: [{ text: 'An original passage about tides.' }] },
        groups: [
          {
            id: 'r1-g1',
            type: 'tfng',
            instructions: 'Do the statements agree with the passage?',
            variant: 'tfng',
            form: 'radio',
            questions: range(1, 13).map((number) => ({ number, stem: `Statement ${number}` })),
          },
        ],
      },
      {
        number: 2,
        passage: { title: 'Passage two', paragraphs: [{ label: 'A', text: 'An original passage about coins.' }] },
        groups: [
          {
            id: 'r2-g1',
            type: 'singleChoice',
            instructions: 'Choose the correct letter, A, B, C or D.',
            questions: range(14, 26).map((number) => ({ number, stem: `Question ${number}`, options: letters('ABCD') })),
          },
        ],
      },
      {
        number: 3,
        passage: { title: 'Passage three', paragraphs: [{ text: 'An original passage about bridges.' }] },
        groups: [
          {
            id: 'r3-g1',
            type: 'gapFill',
            instructions: 'Write NO MORE THAN TWO WORDS from the passage.',
            layout: 'sentences',
            wordLimit: { maxWords: 2, number: false },
            blocks: [{ kind: 'text', text: gapText(range(27, 40)) }],
          },
        ],
      },
    ],
  },
  writing: {
    minutes: 60,
    tasks: [
      { number: 1, prompt: 'The plan shows a library before and after renovation.', instructions: 'Summarise.', minWords: 150, suggestedMinutes: 20 },
      { number: 2, prompt: 'Some people think cities are better places to live.', instructions: 'Discuss.', minWords: 250, suggestedMinutes: 40 },
    ],
  },
  speaking: {
    parts: [
      { number: 1, title: 'Part 1', questions: [{ id: 's1q1', text: 'How often do you buy things online?' }], prepSeconds: 0, answerSeconds: 30 },
      {
        number: 2,
        title: 'Part 2',
        questions: [{ id: 's2q1', text: 'Describe a family visit you enjoyed.' }],
        cueCard: { prompts: ['who', 'where'] },
        prepSeconds: 30,
        answerSeconds: 60,
      },
      { number: 3, title: 'Part 3', questions: [{ id: 's3q1', text: 'Why do families meet less often?' }], prepSeconds: 0, answerSeconds: 30 },
    ],
  },
};

export const listeningKey = (n: number) => (n === 1 ? ['car park', 'parking'] : [`word${n}`]);
export const readingKey = (n: number) => (n <= 13 ? [TFNG[n % 3]!] : n <= 26 ? ['ABCD'[n % 4]!] : [`term${n}`]);

export const fixtureBookKeys: IeltsKeys = {
  bookId: BOOK_ID,
  listening: Object.fromEntries(range(1, 40).map((n) => [String(n), listeningKey(n)])),
  reading: Object.fromEntries(range(1, 40).map((n) => [String(n), readingKey(n)])),
  scripts: [1, 2, 3, 4].map((part) => ({ part, lines: [{ speaker: 'Narrator', voice: 'narrator', text: `Part ${part}.` }] })),
};

/** A sheet with the first `correct` answers right and the rest wrong. */
export function sheet(section: 'LISTENING' | 'READING', correct: number): string[] {
  return range(1, 40).map((n) => {
    if (n > correct) return n % 2 ? '' : 'wrong';
    return (section === 'LISTENING' ? listeningKey(n) : readingKey(n))[0]!;
  });
}

export const MULTI_LEVEL_EXAM_ID = 1;
export const SECTION = { listening: 11, reading: 12, writing: 13, speaking: 14 } as const;

export const fixtureExam: MultiLevelExam = {
  id: MULTI_LEVEL_EXAM_ID,
  name: 'Multi Level Mock 1',
  duration: 200,
  sections: [
    {
      id: SECTION.listening,
      type: 'listening',
      duration: 45,
      audio_path: 'multi-level/exam1/listening.mp3',
      parts: [
        {
          id: 101,
          label: '1',
          description: 'Choose the right answer.',
          right_text: '',
          photo_path: null,
          questions: [
            { id: 1001, question: 'When does the train leave?', type: 'quiz', answers: [{ id: 10010, answer: '7:15' }, { id: 10011, answer: '7:50' }] },
            { id: 1002, question: 'What did she buy?', type: 'quiz', answers: [{ id: 10020, answer: 'a scarf' }, { id: 10021, answer: 'a hat' }] },
          ],
        },
        {
          id: 102,
          label: '2',
          description: 'Complete the notes.',
          right_text: '',
          photo_path: 'multi-level/exam1/map.svg',
          questions: [{ id: 1003, question: 'The door is [input] and the roof is [input].', type: 'writing', answers: [] }],
        },
      ],
    },
    {
      id: SECTION.reading,
      type: 'reading',
      duration: 60,
      audio_path: null,
      parts: [
        {
          id: 103,
          label: '1',
          description: 'Read and choose.',
          right_text: 'A short original text.',
          photo_path: null,
          questions: [
            { id: 1101, question: 'The text is about', type: 'quiz', answers: [{ id: 11010, answer: 'rivers' }, { id: 11011, answer: 'roads' }] },
          ],
        },
      ],
    },
    {
      id: SECTION.writing,
      type: 'writing',
      duration: 60,
      audio_path: null,
      parts: [
        { id: 104, label: '1', description: 'Task 1', right_text: '', photo_path: null, questions: [{ id: 1201, question: 'Write a letter to a friend.', type: 'essay', answers: [] }] },
        { id: 105, label: '2', description: 'Task 2', right_text: '', photo_path: null, questions: [{ id: 1202, question: 'Write an essay.', type: 'essay', answers: [] }] },
      ],
    },
    {
      id: SECTION.speaking,
      type: 'speaking',
      duration: 15,
      audio_path: null,
      parts: [
        {
          id: 106,
          label: '1.1',
          description: 'Answer the questions.',
          right_text: '',
          photo_path: null,
          questions: [
            { id: 1301, question: 'Where do you live?', type: 'speaking', answers: [], prep_seconds: 5, answer_seconds: 30 },
            { id: 1302, question: 'What do you do?', type: 'speaking', answers: [], prep_seconds: 5, answer_seconds: 30 },
          ],
        },
      ],
    },
  ],
};

export const fixtureExamKeys: MultiLevelKeys = {
  examId: MULTI_LEVEL_EXAM_ID,
  questions: {
    '1001': { answerId: 10010 },
    '1002': { answerId: 10021 },
    '1003': { blanks: [['red'], ['blue', 'dark blue']] },
    '1101': { answerId: 11010 },
  },
  scripts: [1, 2, 3, 4, 5, 6].map((part) => ({ part, lines: [{ speaker: 'Narrator', voice: 'narrator', text: `Part ${part}.` }] })),
};

/**
 * The `parts` of a /user/check body that answer every question of a listening section right: the keyed option, or
 * each blank's first accepted text.
 */
export function rightListeningParts(
  parts: ReadonlyArray<{ id: number; questions: ReadonlyArray<{ id: number; type: SubmittedAnswer['question_type'] }> }>,
  keys: MultiLevelKeys,
) {
  return parts.map((part) => ({
    id: part.id,
    part_type: 'listening',
    answers: part.questions.flatMap((q): SubmittedAnswer[] => {
      const key = keys.questions[String(q.id)];
      if (!key) return [];
      if ('answerId' in key) return [{ question_id: q.id, answer_id: key.answerId, question_type: q.type }];
      return key.blanks.map((accepted, index) => ({ question_id: q.id, question_type: q.type, answer_text: accepted[0] ?? '', input_index: index }));
    }),
  }));
}

export const fixtureContent = (): ContentBundle => ({
  books: [fixtureBook],
  ieltsKeys: [fixtureBookKeys],
  exams: [fixtureExam],
  multiLevelKeys: [fixtureExamKeys],
});

/** A minimal valid WAV: RIFF/WAVE header and a few samples. */
export function wavBytes(samples = 800): Uint8Array {
  const data = samples * 2;
  const buffer = Buffer.alloc(44 + data);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + data, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(16000, 24);
  buffer.writeUInt32LE(32000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(data, 40);
  return new Uint8Array(buffer);
}

/** The first page of an Ogg stream: 'OggS' capture pattern and a header long enough to be recognised. */
export function oggBytes(): Uint8Array {
  const buffer = Buffer.alloc(64);
  buffer.write('OggS', 0, 'ascii');
  buffer.write('OpusHead', 28, 'ascii');
  return new Uint8Array(buffer);
}

/** Bytes of a file that is not audio (a PNG signature). */
export function pngBytes(): Uint8Array {
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(56).fill(0)]);
}
