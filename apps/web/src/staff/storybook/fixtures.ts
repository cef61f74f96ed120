import type {
  AgreementResponse,
  AuditResponse,
  ConsoleSettings,
  ContactMessage,
  FailedJobsResponse,
  PaymentsResponse,
  Profile,
  ReviewDetail,
  ReviewItem,
  UserLedgerResponse,
} from '@bandwise/core';
import { profile, settings } from '../../storybook/fixtures';

/** Fixed data for the staff pages' stories: no current dates, so screenshots never change on their own. */

export const examinerProfile: Profile = { ...profile, id: 7, userId: 7, name: 'Anvar', surname: 'Examiner', role: 'examiner' };
export const adminProfile: Profile = { ...profile, id: 3, userId: 3, name: 'Adela', surname: 'Admin', role: 'admin' };

const learner = { id: 42, name: 'Dilnoza', surname: 'Karimova' };

export const queueItems: ReviewItem[] = [
  {
    id: 101,
    kind: 'multiLevel.writing',
    skill: 'writing',
    exam: { type: 'multi-level', attemptId: 31, name: 'Multi Level Mock 1' },
    part: 'Writing part 1, question 1',
    learner,
    submittedAt: '2025-03-15T08:00:00.000Z',
    ageSeconds: 3 * 3600 + 5 * 60,
    source: 'purchase',
    claim: null,
  },
  {
    id: 102,
    kind: 'multiLevel.speaking',
    skill: 'speaking',
    exam: { type: 'multi-level', attemptId: 31, name: 'Multi Level Mock 1' },
    part: 'Speaking part 1.1, question 1',
    learner,
    submittedAt: '2025-03-15T08:20:00.000Z',
    ageSeconds: 2 * 3600 + 45 * 60,
    source: 'purchase',
    claim: { examinerId: 7, examinerName: 'Anvar Examiner', mine: true, until: '2025-03-15T12:00:00.000Z' },
  },
  {
    id: 103,
    kind: 'ielts.writing',
    skill: 'writing',
    exam: { type: 'ielts', attemptId: 12, name: 'CAMBRIDGE (TEST 1)' },
    part: 'Writing task 2',
    learner: { id: 43, name: null, surname: null },
    submittedAt: '2025-03-15T10:00:00.000Z',
    ageSeconds: 12 * 60,
    source: 'admin',
    claim: { examinerId: 8, examinerName: 'Bahrom Examiner', mine: false, until: '2025-03-15T12:10:00.000Z' },
  },
];

export const LETTER =
  'Dear Sam,\n\nThank you for your invitation to the picnic on Saturday. I would love to come, but I have to help my parents in the morning. ' +
  'Could we meet in the afternoon instead?\n\nBest wishes,\nAziz';

export const writingReview: ReviewDetail = {
  ...queueItems[0]!,
  status: 'open',
  prompt: 'Task 1.1. Write a letter to your friend Sam. Say how you feel about the change and what you think the two of you should do. Write about 50 words.',
  context: 'Read the situation and the message. Then complete both tasks, 1.1 and 1.2.',
  answerText: LETTER,
  wordCount: 42,
  audioUrl: null,
  transcript: null,
  criteria: [
    { key: 'taskAchievement', label: 'Task achievement / response' },
    { key: 'coherence', label: 'Coherence and cohesion' },
    { key: 'lexicalResource', label: 'Lexical resource' },
    { key: 'grammar', label: 'Grammatical range and accuracy' },
  ],
  scale: 'multi-level',
  suggestion: {
    criteria: { taskAchievement: 6, coherence: 6.5, lexicalResource: 5.5, grammar: 6 },
    band: 6,
    score: 56,
    comment: "Your letter answers the invitation and suggests another time. 'I would love to come' is a natural opening.",
    note: null,
  },
  suggestionError: null,
  marks: null,
};

/** A recording from the shipped content, served by Storybook at /media (an absolute address passes through mediaUrl). */
const recording = typeof window === 'undefined' ? '/media/ielts/book1/listening-1.mp3' : new URL('/media/ielts/book1/listening-1.mp3', window.location.origin).href;

export const speakingReview: ReviewDetail = {
  ...queueItems[1]!,
  status: 'open',
  prompt: 'What do you usually do at the weekend?',
  context: 'Answer the questions about yourself. You have 30 seconds for each answer.',
  answerText: null,
  wordCount: null,
  audioUrl: recording,
  transcript: null,
  criteria: [
    { key: 'coherence', label: 'Coherence and cohesion' },
    { key: 'fluency', label: 'Fluency' },
    { key: 'grammar', label: 'Grammatical range and accuracy' },
    { key: 'vocabulary', label: 'Vocabulary' },
    { key: 'relevance', label: 'Relevance' },
    { key: 'topicDevelopment', label: 'Topic development' },
  ],
  scale: 'multi-level',
  suggestion: {
    criteria: { fluency: 5.5 },
    band: 5.5,
    score: 51,
    comment: 'You spoke at about 2.8 syllables a second with few long pauses.',
    note: 'No transcript: only fluency is assessed, from the audio; grammar, vocabulary, relevance, topic development and coherence need the words and are not assessed.',
    noteInLanguages: {
      key: 'no-transcript',
      en: 'No transcript: only fluency is assessed, from the audio; grammar, vocabulary, relevance, topic development and coherence need the words and are not assessed.',
      uz: "Matn yo'q: faqat ravonlik audiodan baholanadi; lug'at, grammatika, savolga moslik, mavzuni rivojlantirish va izchillik so'zlarni talab qiladi va baholanmaydi.",
      ru: 'Расшифровки нет: оценивается только беглость, по записи; словарный запас, грамматика, соответствие вопросу, развитие темы и связность требуют слов и не оцениваются.',
    },
  },
  suggestionError: null,
  marks: null,
};

export const payments: PaymentsResponse = {
  page: 0,
  size: 50,
  total: 3,
  items: [
    {
      id: 3,
      paymeId: '65f1c0ffee00000000000003',
      user: { id: 42, name: 'Dilnoza', surname: 'Karimova', phoneNumber: '+998901234567' },
      amount: 30_000,
      state: 1,
      stateLabel: 'created',
      reason: null,
      createdAt: '2025-03-15T09:00:00.000Z',
      performedAt: null,
      cancelledAt: null,
    },
    {
      id: 2,
      paymeId: '65f1c0ffee00000000000002',
      user: { id: 42, name: 'Dilnoza', surname: 'Karimova', phoneNumber: '+998901234567' },
      amount: 20_000,
      state: -1,
      stateLabel: 'cancelled',
      reason: 3,
      createdAt: '2025-03-14T18:00:00.000Z',
      performedAt: null,
      cancelledAt: '2025-03-14T18:01:00.000Z',
    },
    {
      id: 1,
      paymeId: '65f1c0ffee00000000000001',
      user: { id: 44, name: null, surname: null, phoneNumber: '+998907654321' },
      amount: 50_000,
      state: 2,
      stateLabel: 'performed',
      reason: null,
      createdAt: '2025-03-14T08:00:00.000Z',
      performedAt: '2025-03-14T08:00:05.000Z',
      cancelledAt: null,
    },
  ],
};

export const ledger: UserLedgerResponse = {
  user: { id: 42, name: 'Dilnoza', surname: 'Karimova', phoneNumber: '+998901234567', role: 'learner', balance: 60_000 },
  ledgerSum: 60_000,
  balanced: true,
  entries: [
    { id: 3, amount: -25_000, cause: 'exam-purchase', reference: 'multi-level-attempt:31', reason: null, createdAt: '2025-03-15T08:00:00.000Z' },
    { id: 2, amount: 35_000, cause: 'admin-adjustment', reference: 'adjustment:1', reason: 'Goodwill credit after the outage', createdAt: '2025-03-14T12:00:00.000Z' },
    { id: 1, amount: 50_000, cause: 'payme-topup', reference: 'payme:65f1c0ffee00000000000001', reason: null, createdAt: '2025-03-14T08:00:05.000Z' },
  ],
};

export const agreement: AgreementResponse = {
  marked: 24,
  writing: [
    { criterion: 'taskAchievement', label: 'Task achievement / response', n: 16, qwk: 0.71, meanDifference: 0.25 },
    { criterion: 'coherence', label: 'Coherence and cohesion', n: 16, qwk: 0.64, meanDifference: -0.13 },
    { criterion: 'lexicalResource', label: 'Lexical resource', n: 16, qwk: 0.68, meanDifference: 0 },
    { criterion: 'grammar', label: 'Grammatical range and accuracy', n: 16, qwk: 0.59, meanDifference: 0.31 },
    { criterion: 'band', label: 'Band', n: 16, qwk: 0.74, meanDifference: 0.16 },
  ],
  speaking: [
    { criterion: 'coherence', label: 'Coherence and cohesion', n: 1, qwk: null, meanDifference: -0.5 },
    { criterion: 'fluency', label: 'Fluency', n: 1, qwk: null, meanDifference: 0 },
    { criterion: 'grammar', label: 'Grammatical range and accuracy', n: 1, qwk: null, meanDifference: -1 },
    { criterion: 'vocabulary', label: 'Vocabulary', n: 1, qwk: null, meanDifference: -0.5 },
    { criterion: 'relevance', label: 'Relevance', n: 1, qwk: null, meanDifference: -1.5 },
    { criterion: 'topicDevelopment', label: 'Topic development', n: 1, qwk: null, meanDifference: -0.5 },
    { criterion: 'band', label: 'Band', n: 1, qwk: null, meanDifference: -0.5 },
  ],
};

export const failedJobs: FailedJobsResponse = {
  items: [
    {
      id: 311,
      kind: 'ielts.speaking',
      examType: 'ielts',
      attemptId: 58,
      answerId: 904,
      attempts: 1,
      reason: 'recording-undecodable',
      lastError: 'The recording could not be decoded: unrecognised audio (audio/wav): expected WAV or Ogg/Opus',
      failedAt: '2026-11-20T09:14:00.000Z',
    },
    {
      id: 296,
      kind: 'multiLevel.writing',
      examType: 'multi-level',
      attemptId: 21,
      answerId: 377,
      attempts: 5,
      reason: 'other',
      lastError: 'ProviderError: the LLM endpoint answered 503 five times',
      failedAt: '2026-11-19T17:02:00.000Z',
    },
  ],
  stats: { queued: 3, running: 1, done: 1204, failed: 2 },
};

/** The console's settings as the server answers them: the site fixtures' values. */
export const consoleSettings: ConsoleSettings = {
  brand: {
    name: settings.brand.name,
    logoUrl: '',
    academyUrl: settings.brand.academyUrl,
    tutorialVideoUrl: settings.brand.tutorialVideoUrl,
    ceoQuote: settings.brand.ceoQuote,
    socialLinks: settings.brand.socialLinks,
    botUrl: settings.brand.botUrl,
  },
  prices: settings.prices,
  limits: { ieltsDailyExams: 3, trialCount: 3 },
  referral: { bonusExams: 1 },
  maintenance: settings.maintenance,
};

export const contactMessages: ContactMessage[] = [
  {
    id: 12,
    user_id: 42,
    message: 'My speaking result has not arrived after two days. Could you check attempt 31?',
    first_name: 'Dilnoza',
    last_name: 'Karimova',
    email: 'dilnoza@example.com',
    phone_number: '+998 90 123 45 67',
    user_phone: '+998901234567',
    created_at: '2025-03-15T09:30:00.000Z',
    read_at: null,
  },
  {
    id: 11,
    user_id: 43,
    message: 'Can I pay by bank transfer instead of Payme?',
    first_name: 'Timur',
    last_name: 'Rashidov',
    email: 'timur@example.com',
    phone_number: null,
    user_phone: '+998935550011',
    created_at: '2025-03-14T17:05:00.000Z',
    read_at: null,
  },
];

export const auditLog: AuditResponse = {
  items: [
    {
      id: 3,
      actor: { id: 3, name: 'Adela Admin', phoneNumber: '+998907770203' },
      action: 'message.read',
      target: 'message:11',
      before: { read: false },
      after: { read: true },
      createdAt: '2025-03-15T10:02:00.000Z',
    },
    {
      id: 2,
      actor: { id: 3, name: 'Adela Admin', phoneNumber: '+998907770203' },
      action: 'settings.prices',
      target: 'settings',
      before: { multiLevel: { ai: 25_000, human: 50_000 } },
      after: { multiLevel: { ai: 27_000, human: 50_000 } },
      createdAt: '2025-03-15T10:00:00.000Z',
    },
    {
      id: 1,
      actor: null,
      action: 'user.role',
      target: 'user:42',
      before: { role: 'learner' },
      after: { role: 'examiner' },
      createdAt: '2025-03-14T08:00:00.000Z',
    },
  ],
  total: 3,
  page: 0,
  size: 50,
};
