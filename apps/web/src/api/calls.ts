import type {
  ApiMessage,
  BonusInfo,
  BuyExamResponse,
  CheckType,
  GradingQueueResponse,
  IeltsBookListItem,
  IeltsSectionType,
  InlineSubmitResponse,
  InlineSubmitWire,
  MultiLevelSectionType,
  MyResultItem,
  MyResultItemWire,
  MyExamItem,
  MyResultsResponse,
  MyResultsWire,
  ProfileResponse,
  PublicSettings,
  SendMessageBody,
  StartIeltsSectionResponse,
  StartIeltsSectionWire,
  Top10Entry,
  TopExamResultResponse,
  UpdateInformationBody,
} from '@bandwise/core';
import { apiBaseMultiLevel, request } from './client';

/**
 * One function per seed call, typed with the shared contract (type imports only: no schema code reaches the bundle).
 * Paths, payload names and the no-token calls are exactly the seeds'.
 */

/**
 * The web's edge for IELTS section names: seed 001's IELTS answers spell them in capitals ('LISTENING'), the code
 * in the skills' spelling, the same word in lower case (core's ieltsWireSections). Each call that carries one reads it
 * through here (the server's contract does the same with its schemas), so nothing past the API calls sees the
 * capitals. Here, beside the home route's calls, and without core's vocabulary: every page loads these few lines
 * already, where a module of their own would be one more download on the home route.
 */
const sectionOf = (name: string | null): IeltsSectionType | null => (name === null ? null : (name.toLowerCase() as IeltsSectionType));

/** An answer with its section fields in the code's spelling, every other field as it came. */
function readSections<W extends { remainSection: string | null; lateSections?: readonly string[] }>({ remainSection, lateSections, ...rest }: W) {
  return { ...rest, remainSection: sectionOf(remainSection), ...(lateSections && { lateSections: lateSections.map((section) => sectionOf(section)!) }) };
}

const myResultFromWire: (item: MyResultItemWire) => MyResultItem = readSections;
export const startFromWire: (answer: StartIeltsSectionWire) => StartIeltsSectionResponse = readSections;
export const inlineSubmitFromWire: (answer: InlineSubmitWire) => InlineSubmitResponse = readSections;

export type MultiLevelExamListItem = { id: number; name: string; duration: number; ai_price: number; human_price: number };
export type CreateExamResponse = { statusCode: number; message: string; examId?: number };
/** The kinds of exam whose pending grades GET /user/grading-queue reads. */
export type GradingQueueKind = 'ielts' | 'multi-level';
export type ContinueExamResponse = { section: MultiLevelSectionType; exam_id: number; remaining_seconds: number };

export const api = {
  settings: (signal?: AbortSignal) => request<PublicSettings>('/settings/public', { auth: false, signal }),
  profile: (signal?: AbortSignal) => request<ProfileResponse>('/user/profile', { signal }),
  /** IELTS leaderboard; sent without a token (seed 000 section 6). */
  top10: (signal?: AbortSignal) => request<Top10Entry[]>('/user/top-10', { auth: false, signal }),
  /** CEFR leaderboard; sent without a token. */
  topExamResults: (signal?: AbortSignal) =>
    request<TopExamResultResponse>('/ielts/exam/result/top-exam-result/MONTHLY', {
      auth: false,
      query: { page: 0, size: 10 },
      signal,
    }),
  login: (code: string) => request<ApiMessage>(`/auth/login/${encodeURIComponent(code)}`, { method: 'POST', auth: false }),
  logout: (token: string) => request<ApiMessage>('/auth/logout', { method: 'POST', token, keepalive: true, timeoutMs: 2000 }),
  /** Ends every session of the learner: a phone or a school computer left logged in is logged out too. */
  logoutEverywhere: (token: string) =>
    request<ApiMessage>('/auth/logout-everywhere', { method: 'POST', token, keepalive: true, timeoutMs: 2000 }),
  updateInformation: (body: UpdateInformationBody) =>
    request<ApiMessage>('/user/update-information', { method: 'PUT', body }),
  createIeltsExam: (bookId: number) =>
    request<CreateExamResponse>('/ielts/exam/create', { method: 'POST', query: { bookId } }),
  sendMessage: (body: SendMessageBody) => request<ApiMessage>('/user/send-message', { method: 'POST', body }),
  bonus: (signal?: AbortSignal) => request<BonusInfo>('/bonus/get-bonus-information-me', { signal }),
  myResults: (page: number, size: number, signal?: AbortSignal) =>
    request<MyResultsWire>('/user/get-my-results', { query: { page, size }, signal }).then(
      (page): MyResultsResponse => ({ ...page, results: page.results.map(myResultFromWire) }),
    ),
  /** The published IELTS books (our own call; the seeds name none): the test list's cards, book id n on card n. */
  ieltsBooks: (signal?: AbortSignal) => request<IeltsBookListItem[]>('/ielts/books', { auth: false, signal }),
  multiLevelExams: (signal?: AbortSignal) =>
    request<MultiLevelExamListItem[]>('/user/exams', { base: apiBaseMultiLevel, signal }),
  buyExam: (mockExamId: number, type: CheckType) => {
    const form = new FormData();
    form.append('mock_exam_id', String(mockExamId));
    form.append('type', type);
    return request<BuyExamResponse>('/user/buy-exam', { method: 'POST', body: form, base: apiBaseMultiLevel });
  },
  myExams: (userId: number, signal?: AbortSignal) =>
    request<MyExamItem[]>('/user/my-exams', { method: 'POST', body: { user_id: userId }, base: apiBaseMultiLevel, signal }),
  /** Where an exam's pending writing and speaking grades stand in the grading queue (our own call). */
  gradingQueue: (kind: GradingQueueKind, examId: string, signal?: AbortSignal) =>
    request<GradingQueueResponse>(`/user/grading-queue/${kind}/${encodeURIComponent(examId)}`, { signal }),
  continueExam: (examId: number) =>
    request<ContinueExamResponse>('/user/continue-exam', { method: 'POST', body: { exam_id: examId }, base: apiBaseMultiLevel }),
};
