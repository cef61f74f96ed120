import {
  defaultPublicSettings,
  type BonusInfo,
  type IeltsBookListItem,
  type MyExamItem,
  type MyResultItem,
  type Profile,
  type PublicSettings,
  type Top10Entry,
  type TopExamResultEntry,
} from '@bandwise/core';
import type { MultiLevelExamListItem } from '../api/calls';

/** Fixed data for page stories: no current dates, so screenshots never change on their own. */

/** The shipped defaults with a story's own brand texts and links (no logo: the built-in mark). */
export const settings: PublicSettings = {
  ...defaultPublicSettings,
  brand: {
    ...defaultPublicSettings.brand,
    logoUrl: '',
    academyUrl: 'https://academy.bandwise.example',
    ceoQuote: 'We built Bandwise so that every learner can rehearse the real exam and know exactly where they stand.',
    socialLinks: [
      { label: 'Instagram', url: 'https://instagram.example/bandwise' },
      { label: 'YouTube', url: 'https://youtube.example/bandwise' },
    ],
  },
};

export const profile: Profile = {
  id: 42,
  userId: 42,
  name: 'Dilnoza',
  surname: 'Karimova',
  phoneNumber: '+998901234567',
  todayExamCount: 2,
  balance: 1_250_000,
  role: 'learner',
};

export const top10: Top10Entry[] = [
  { user_name: 'Aziz Rahimov', score: 8.5, created_at: '2025-03-14T09:05:00.000Z', examId: 101 },
  { user_name: 'Madina Yusupova', score: 8, created_at: '2025-03-12T16:40:00.000Z', examId: 102 },
  { user_name: null, score: 7.5, created_at: '2025-03-10T11:20:00.000Z', examId: 103 },
  { user_name: 'Jasur Tokhirov', score: 7.5, created_at: '2025-03-08T08:00:00.000Z', examId: 104 },
  { user_name: 'Nilufar Saidova', score: 7, created_at: '2025-03-05T19:15:00.000Z', examId: 105 },
  { user_name: null, score: 6.5, created_at: '2025-03-01T07:45:00.000Z', examId: 106 },
];

export const multiLevelTop: TopExamResultEntry[] = [
  { user: { name: 'Sardor Aliyev' }, overall: 68, createdAt: '2025-03-13T10:10:00.000Z', examId: 201, user_name: 'Sardor Aliyev', score: 68, created_at: '2025-03-13T10:10:00.000Z' },
  { user: { name: null }, overall: 61, createdAt: '2025-03-11T14:30:00.000Z', examId: 202, user_name: null, score: 61, created_at: '2025-03-11T14:30:00.000Z' },
  { user: { name: 'Kamola Ergasheva' }, overall: 55, createdAt: '2025-03-09T09:00:00.000Z', examId: 203, user_name: 'Kamola Ergasheva', score: 55, created_at: '2025-03-09T09:00:00.000Z' },
  { user: { name: 'Bekzod Nurmatov' }, overall: 49, createdAt: '2025-03-02T12:00:00.000Z', examId: 204, user_name: 'Bekzod Nurmatov', score: 49, created_at: '2025-03-02T12:00:00.000Z' },
];

export const bonus: BonusInfo = {
  name: 'Dilnoza Karimova',
  refLink: 'https://t.me/BandwiseBot?start=ref42abc',
  registeredAt: '2025-01-20T08:30:00.000Z',
  bonusCount: 1,
  welcomeCount: 4,
  bonusAvailable: 0,
};

/** The published IELTS books: the four shipped ones (4 is General Training). */
export const ieltsBookList: IeltsBookListItem[] = [
  { id: 1, slug: 'book1', name: 'CAMBRIDGE (TEST 1)', module: 'academic', version: 1 },
  { id: 2, slug: 'book2', name: 'CAMBRIDGE (TEST 2)', module: 'academic', version: 1 },
  { id: 3, slug: 'book3', name: 'CAMBRIDGE (TEST 3)', module: 'academic', version: 1 },
  { id: 4, slug: 'book4', name: 'CAMBRIDGE (TEST 4)', module: 'general', version: 1 },
];

export const multiLevelExams: MultiLevelExamListItem[] = [
  { id: 1, name: 'Multi Level Mock 1', duration: 180, ai_price: 25_000, human_price: 50_000 },
  { id: 2, name: 'Multi Level Mock 2', duration: 180, ai_price: 25_000, human_price: 50_000 },
];

export const completedAttempt: MyResultItem = {
  id: 7,
  examId: 7,
  bookId: 1,
  bookName: 'CAMBRIDGE (TEST 1)',
  createdAt: '2025-03-10T09:30:00.000Z',
  status: 'COMPLETED',
  remainSection: null,
  remainTimeForEndExam: 0,
  overall: 7,
  reading: 7.5,
  speaking: 6.5,
  writing: 6.5,
  listening: 7.5,
};

export const pendingAttempt: MyResultItem = {
  id: 8,
  examId: 8,
  bookId: 2,
  bookName: 'CAMBRIDGE (TEST 2)',
  createdAt: '2025-03-15T12:00:00.000Z',
  status: 'PENDING',
  remainSection: 'reading',
  remainTimeForEndExam: 3 * 3600 + 25 * 60,
  overall: null,
  reading: null,
  speaking: null,
  writing: null,
  listening: 6.5,
};

export const expiredAttempt: MyResultItem = { ...pendingAttempt, id: 9, examId: 9, remainTimeForEndExam: 0 };

export const checkedExam: MyExamItem = {
  id: 31,
  mock_exam_id: 1,
  examName: 'Multi Level Mock 1',
  start_time: '2025-03-09T08:00:00.000Z',
  created_at: '2025-03-09T07:55:00.000Z',
  status: 'checked',
  remainSection: null,
  type: 'ai',
  result: 'B2',
  score: 57,
  section_scores: [
    { id: 11, type: 'listening', score: 60 },
    { id: 12, type: 'reading', score: 58 },
    { id: 13, type: 'writing', score: 54 },
    { id: 14, type: 'speaking', score: 56 },
  ],
};

/** Bought and not started yet: resumable whatever the date. */
export const unstartedExam: MyExamItem = {
  ...checkedExam,
  id: 32,
  examName: 'Multi Level Mock 2',
  mock_exam_id: 2,
  start_time: null,
  created_at: '2025-03-16T10:00:00.000Z',
  status: 'pending',
  remainSection: 'listening',
  type: 'human',
  result: null,
  score: null,
  section_scores: checkedExam.section_scores.map((s) => ({ ...s, id: s.id + 10, score: null })),
};
