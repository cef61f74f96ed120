import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { fn } from 'storybook/test';
import type { IeltsSectionType, MyResultItem, StartExamResponse } from '@bandwise/core';
import { ieltsBooks, multiLevelExams } from '@bandwise/content';
import { api, myResultsHandler } from '../../storybook/handlers';

/** Fixed data for runner and result stories (no current dates in what is shown). */

export const book1 = ieltsBooks[0]!;
export const book2 = ieltsBooks[1]!;
export const EXAM_ID = 7;

export function attempt(remainSection: IeltsSectionType | null, overrides: Partial<MyResultItem> = {}): MyResultItem {
  return {
    id: EXAM_ID,
    examId: EXAM_ID,
    bookId: book1.id,
    bookName: book1.name,
    createdAt: '2025-03-10T09:30:00.000Z',
    status: remainSection === null ? 'COMPLETED' : 'PENDING',
    remainSection,
    remainTimeForEndExam: remainSection === null ? 0 : 3 * 3600,
    overall: null,
    reading: null,
    speaking: null,
    writing: null,
    listening: null,
    ...overrides,
  };
}

export const bookHandler = (book = book1) => http.get(api(`/ielts/books/${book.id}`), () => HttpResponse.json(book));

/** The attempt list and the book: what a runner loads before its start modal. */
export const ieltsLoad = (remainSection: IeltsSectionType | null, overrides: Partial<MyResultItem> = {}): RequestHandler[] => [
  myResultsHandler([attempt(remainSection, overrides)]),
  bookHandler(overrides.bookId === book2.id ? book2 : book1),
];

/** Every request body a story's handlers received, by call. */
export const calls = {
  inline: fn(),
  speaking: fn(),
  writing: fn(),
  start: fn(),
  check: fn(),
  upload: fn(),
  finish: fn(),
};

export function resetCalls() {
  for (const spy of Object.values(calls)) spy.mockClear();
}

type Answer = { status?: number; body?: unknown } | 'network-error' | 'never';

/** A handler that answers each call in turn from `answers` (the last one repeats). */
function sequence(method: 'get' | 'post', path: string, spy: (body: unknown, request: Request) => void, answers: Answer[], read: 'json' | 'form' | 'none' = 'json') {
  let index = 0;
  return http[method](api(path), async ({ request }) => {
    const body = read === 'json' ? await request.clone().json() : read === 'form' ? await request.clone().formData() : undefined;
    spy(body, request);
    const answer = answers[Math.min(index, answers.length - 1)] ?? {};
    index += 1;
    if (answer === 'network-error') return HttpResponse.error();
    if (answer === 'never') {
      await delay('infinite');
      return HttpResponse.json({});
    }
    return HttpResponse.json(answer.body ?? {}, { status: answer.status ?? 200 });
  });
}

export const inlineSubmit = (...answers: Answer[]) =>
  sequence('post', '/ielts/exam/attempt/create/inline', calls.inline, answers.length ? answers : [{ body: { statusCode: 200, message: 'submitted', raw: 1, band: 2.5, remainSection: 'READING' } }]);

export const speakingUpload = (...answers: Answer[]) =>
  sequence('post', `/ielts/exam/attempt/create/outline-speaking/${EXAM_ID}`, calls.speaking, answers.length ? answers : [{ body: { statusCode: 200, message: 'Audio saved' } }], 'form');

export const writingSubmit = (...answers: Answer[]) =>
  sequence('post', '/ielts/exam/attempt/create/outline-writing', calls.writing, answers.length ? answers : [{ body: { statusCode: 200, message: 'Writing submitted' } }]);

/** The multi-level exam as start-exam answers it: media under the API base, keys never included. */
export const MULTI_LEVEL_EXAM_ID = 31;
export const multiLevelExam: StartExamResponse = (() => {
  const source = multiLevelExams[0]!;
  const media = (path: string | null) => (path === null ? null : `/media/${path}`);
  return {
    id: MULTI_LEVEL_EXAM_ID,
    name: source.name,
    duration: source.duration,
    sections: source.sections.map((section) => ({
      ...section,
      audio_path: media(section.audio_path),
      parts: section.parts.map((part) => ({ ...part, photo_path: media(part.photo_path) })),
    })),
    mock_exam_id: 1,
    remain_section: 'listening',
    start_time: '2025-03-09T08:00:00.000Z',
  };
})();

export const startExam = (remain: StartExamResponse['remain_section'] = 'listening', ...answers: Answer[]) =>
  sequence('post', '/user/start-exam', calls.start, answers.length ? answers : [{ body: { ...multiLevelExam, remain_section: remain } }], 'form');

export const checkSection = (...answers: Answer[]) => sequence('post', '/user/check', calls.check, answers.length ? answers : [{ body: {} }]);

/** A section as the server sends it in next_section (seed 001's Section, with `audio` beside audio_path). */
const sectionAsSent = (section: StartExamResponse['sections'][number]) => ({ ...section, audio: section.audio_path });

export const checked = (next: StartExamResponse['remain_section'], type: string) => ({
  body: {
    next_section: next ? sectionAsSent(multiLevelExam.sections.find((s) => s.type === next)!) : null,
    section: { id: 1, type, status: 'scored', raw: 1, total: 35, score: 10 },
    exam: { id: MULTI_LEVEL_EXAM_ID, status: 'pending', remain_section: next },
  },
});

export const multiLevelUpload = (...answers: Answer[]) =>
  sequence('post', '/user/upload-speaking', calls.upload, answers.length ? answers : [{ body: { id: 1, audio_path: '/media/uploads/multi-level/a.wav', transcription: null } }], 'form');

export const finishExam = (...answers: Answer[]) =>
  sequence('post', '/user/finish-exam', calls.finish, answers.length ? answers : [{ body: { statusCode: 200, message: 'Exam finished' } }]);
