import type {
  AdjustmentBody,
  AgreementResponse,
  AuditResponse,
  BrandAsset,
  ConsoleSettings,
  ContentScanResponse,
  ContentVersion,
  ContentVersionsResponse,
  ContactMessage,
  SettingsChange,
  ClaimResponse,
  ExaminerQueueResponse,
  FailedJobsResponse,
  LedgerEntry,
  MarksBody,
  MarksResponse,
  PaymentsResponse,
  ReviewDetail,
  ReviewRequestBody,
  RetryJobResponse,
  StaffUser,
  UserLedgerResponse,
  UserRole,
} from '@bandwise/core';
import { request } from '../api/client';

/** The staff area's calls (/api/examiner/..., /api/admin/...), typed with the shared contract (types only). */
export const staffApi = {
  queue: (signal?: AbortSignal) => request<ExaminerQueueResponse>('/examiner/queue', { signal }),
  review: (id: number, signal?: AbortSignal) => request<ReviewDetail>(`/examiner/answers/${id}`, { signal }),
  claim: (id: number) => request<ClaimResponse>(`/examiner/answers/${id}/claim`, { method: 'POST' }),
  release: (id: number) => request<{ statusCode: number; message: string }>(`/examiner/answers/${id}/release`, { method: 'POST' }),
  mark: (id: number, body: MarksBody) => request<MarksResponse>(`/examiner/answers/${id}/marks`, { method: 'POST', body }),

  payments: (query: { page: number; size: number; state?: number | undefined }, signal?: AbortSignal) =>
    request<PaymentsResponse>('/admin/payments', { query, signal }),
  searchUsers: (q: string, signal?: AbortSignal) => request<{ items: StaffUser[] }>('/admin/users', { query: { q }, signal }),
  ledger: (userId: number, signal?: AbortSignal) => request<UserLedgerResponse>(`/admin/users/${userId}/ledger`, { signal }),
  adjust: (userId: number, body: AdjustmentBody) =>
    request<{ balance: number; entry: LedgerEntry }>(`/admin/users/${userId}/adjustments`, { method: 'POST', body }),
  setRole: (userId: number, role: UserRole) => request<{ user: StaffUser }>(`/admin/users/${userId}/role`, { method: 'PUT', body: { role } }),
  requestReview: (body: ReviewRequestBody) =>
    request<{ queued: Array<{ id: number; kind: string; answerId: number }>; alreadyQueued: number }>('/admin/review-requests', {
      method: 'POST',
      body,
    }),
  agreement: (signal?: AbortSignal) => request<AgreementResponse>('/admin/agreement', { signal }),
  failedJobs: (signal?: AbortSignal) => request<FailedJobsResponse>('/admin/grading-jobs', { signal }),
  retryJob: (id: number) => request<RetryJobResponse>(`/admin/grading-jobs/${id}/retry`, { method: 'POST' }),
  revokeSessions: (userId: number) => request<{ statusCode: number; message: string }>(`/admin/users/${userId}/revoke-sessions`, { method: 'POST' }),

  settings: (signal?: AbortSignal) => request<ConsoleSettings>('/admin/settings', { signal }),
  changeSettings: (change: SettingsChange) => request<ConsoleSettings>('/admin/settings', { method: 'PUT', body: change }),
  uploadBrand: (asset: BrandAsset, file: Blob) => {
    const form = new FormData();
    form.append('file', file);
    return request<{ url: string; settings: ConsoleSettings }>(`/admin/media/${asset}`, { method: 'POST', body: form });
  },
  messages: (query: { q?: string | undefined; state: 'all' | 'unread' | 'read' }, signal?: AbortSignal) =>
    request<ContactMessage[]>('/admin/messages', { query, signal }),
  markMessage: (id: number, read: boolean) => request<{ statusCode: number; message: string }>(`/admin/messages/${id}/read`, { method: 'PUT', body: { read } }),
  audit: (query: { page: number; size: number; action?: string | undefined }, signal?: AbortSignal) =>
    request<AuditResponse>('/admin/audit', { query, signal }),
  contentVersions: (signal?: AbortSignal) => request<ContentVersionsResponse>('/admin/content', { signal }),
  uploadBundle: (file: Blob) => {
    const form = new FormData();
    form.append('file', file);
    return request<{ version: ContentVersion }>('/admin/content', { method: 'POST', body: form });
  },
  changeVersion: (id: number, action: 'publish' | 'retire') => request<{ version: ContentVersion }>(`/admin/content/${id}/${action}`, { method: 'POST' }),
  scanContent: () => request<ContentScanResponse>('/admin/content/scan', { method: 'POST' }),
};

export const staffKeys = {
  queue: ['staff', 'queue'] as const,
  review: (id: number) => ['staff', 'review', id] as const,
  payments: (page: number, state: number | undefined) => ['staff', 'payments', page, state] as const,
  users: (q: string) => ['staff', 'users', q] as const,
  ledger: (userId: number) => ['staff', 'ledger', userId] as const,
  agreement: ['staff', 'agreement'] as const,
  failedJobs: ['staff', 'failed-jobs'] as const,
  content: ['staff', 'content'] as const,
  settings: ['staff', 'settings'] as const,
  messages: (q: string, state: string) => ['staff', 'messages', q, state] as const,
  allMessages: ['staff', 'messages'] as const,
  audit: (page: number, action: string) => ['staff', 'audit', page, action] as const,
};
