import {
  ieltsWireSections,
  type ApiMessage,
  type CheckBody,
  type CheckResponse,
  type IeltsBook,
  type IeltsInlineSectionType,
  type InlineResultResponse,
  type InlineSubmitWire,
  type MyExamSectionResponse,
  type SpeakingResultPart,
  type StartExamResponse,
  type StartIeltsSectionWire,
  type WritingResultResponse,
} from '@bandwise/core';
import { apiBaseMultiLevel, request } from '../../api/client';
import { inlineSubmitFromWire, startFromWire } from '../../api/calls';

/**
 * The exam and result calls of seed 001 section 7, exactly as named there (camelCase on the IELTS calls, snake_case on
 * the multi-level ones). No schema code reaches the runner's download: contract types, and core's table of the IELTS
 * sections' wire names.
 */

/** The file name each recording is sent under; the server checks the bytes, the name only helps people reading logs. */
function audioFileName(blob: Blob): string {
  if (blob.type.includes('ogg')) return 'answer.ogg';
  if (blob.type.includes('webm')) return 'answer.webm';
  return 'answer.wav';
}

export const examApi = {
  /**
   * A book's public data (questions, passages, prompts, media paths); the server never includes its keys. `version`:
   * the version an attempt started on (my-results' bookVersion), which stays what it was after a newer one is published.
   */
  book: (bookId: number, version: number | undefined, signal?: AbortSignal) =>
    request<IeltsBook>(`/ielts/books/${bookId}`, { signal, ...(version === undefined ? {} : { query: { version } }) }),

  /** The runner's Start: the remaining section's clock starts now if it has not (listening), and comes back as it runs. */
  startSection: (examId: number, signal?: AbortSignal) =>
    request<StartIeltsSectionWire>(`/ielts/exam/start/${examId}`, { method: 'POST', signal }).then(startFromWire),

  submitInline: (examId: number, sectionType: IeltsInlineSectionType, userAnswer: readonly string[], signal?: AbortSignal) =>
    request<InlineSubmitWire>('/ielts/exam/attempt/create/inline', {
      method: 'POST',
      body: { examId, sectionType: ieltsWireSections[sectionType], userAnswer },
      signal,
    }).then(inlineSubmitFromWire),

  uploadSpeaking: (examId: number, question: string, partNumber: number, voiceAnswer: Blob, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('voiceAnswer', voiceAnswer, audioFileName(voiceAnswer));
    return request<{ statusCode: number; message?: string }>(`/ielts/exam/attempt/create/outline-speaking/${examId}`, {
      method: 'POST',
      body: form,
      query: { question, partNumber },
      signal,
      // A 60 s WAV is about 2 MB: give a slow connection time to send it.
      timeoutMs: 120_000,
    });
  },

  submitWriting: (examId: number, list: ReadonlyArray<{ question: string; userAnswer: string }>, signal?: AbortSignal) =>
    request<ApiMessage>('/ielts/exam/attempt/create/outline-writing', { method: 'POST', body: { examId, list }, signal }),

  startExam: (examId: number, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('exam_id', String(examId));
    return request<StartExamResponse>('/user/start-exam', { method: 'POST', body: form, base: apiBaseMultiLevel, signal });
  },

  check: (body: CheckBody, signal?: AbortSignal) =>
    request<CheckResponse>('/user/check', { method: 'POST', body, base: apiBaseMultiLevel, signal }),

  uploadMultiLevelSpeaking: (examId: number, questionId: number, audio: Blob, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('audio', audio, audioFileName(audio));
    form.append('exam_id', String(examId));
    form.append('question_id', String(questionId));
    return request<{ id: number; audio_path: string; transcription: string | null }>('/user/upload-speaking', {
      method: 'POST',
      body: form,
      base: apiBaseMultiLevel,
      signal,
      timeoutMs: 120_000,
    });
  },

  finishExam: (examId: number, signal?: AbortSignal) =>
    request<ApiMessage>('/user/finish-exam', { method: 'POST', body: { exam_id: examId }, base: apiBaseMultiLevel, signal }),

  inlineResult: (section: IeltsInlineSectionType, examId: string, signal?: AbortSignal) =>
    request<InlineResultResponse>(`/ielts/exam/result/get-results-inline/${ieltsWireSections[section]}/${encodeURIComponent(examId)}`, { signal }),

  writingResult: (examId: string, signal?: AbortSignal) =>
    request<WritingResultResponse>(`/ielts/exam/result/get-results-outline-writing/${encodeURIComponent(examId)}`, { signal }),

  speakingResult: (examId: string, part: number, signal?: AbortSignal) =>
    request<SpeakingResultPart>(`/ielts/exam/result/get-results-outline-speaking/${encodeURIComponent(examId)}/${part}`, { signal }),

  myExamSection: (examId: string, sectionId: string, signal?: AbortSignal) =>
    request<MyExamSectionResponse>(`/user/my-exam/${encodeURIComponent(examId)}/${encodeURIComponent(sectionId)}`, {
      base: apiBaseMultiLevel,
      signal,
    }),
};
