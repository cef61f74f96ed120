/**
 * A minimal client of the seed documents' contract, written from the seeds alone (../shared/seeds: 000 section 7,
 * 001 section 7) and nothing of ours: no @bandwise import, no path or field the seeds do not name. It behaves as a
 * browser page on its own origin would: every call carries that Origin, calls with a bearer or a JSON body are
 * preceded by the preflight a browser makes, and an answer whose CORS headers do not let the origin read it is
 * refused, as a browser hides it. Body-less POSTs are sent as axios sends `post(url, null)`: with
 * `application/x-www-form-urlencoded` and no content. Two base addresses, each ending in /api (seed 000 section 1).
 */
export type SeedAnswer<T = any> = { status: number; body: T; bytes: Uint8Array; contentType: string };

export class CorsRefused extends Error {}

export class SeedClient {
  token: string | null = null;

  constructor(
    /** This page's origin, e.g. http://localhost:5174. */
    readonly origin: string,
    /** The first backend: login, profile, IELTS exams and results, contact, bonus. */
    readonly base1: string,
    /** The second backend: the multi-level exam calls. */
    readonly base2: string,
  ) {}

  /** One call as a browser page on `origin` makes it. */
  async call<T = any>(
    base: string,
    method: string,
    pathname: string,
    options: { bearer?: boolean; json?: unknown; form?: FormData; noBody?: boolean } = {},
  ): Promise<SeedAnswer<T>> {
    const url = `${base}${pathname}`;
    const headers: Record<string, string> = { origin: this.origin };
    if (options.bearer && this.token) headers.authorization = `Bearer ${this.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    } else if (options.noBody) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const simple = (method === 'GET' || method === 'POST') && !headers.authorization && options.json === undefined;
    if (!simple) await this.preflight(url, method, Object.keys(headers).filter((h) => h !== 'origin'));
    const response = await fetch(url, { method, headers, body });
    const allowed = response.headers.get('access-control-allow-origin');
    if (allowed !== '*' && allowed !== this.origin) {
      throw new CorsRefused(`${method} ${url}: the browser hides this answer (Access-Control-Allow-Origin: ${allowed})`);
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? '';
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    if (contentType.includes('json')) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, bytes, contentType };
  }

  /** The browser's OPTIONS request before a non-simple call; the call is not sent unless it allows it. */
  private async preflight(url: string, method: string, headerNames: string[]): Promise<void> {
    const response = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: this.origin,
        'access-control-request-method': method,
        ...(headerNames.length ? { 'access-control-request-headers': headerNames.join(',') } : {}),
      },
    });
    const origin = response.headers.get('access-control-allow-origin');
    const methods = (response.headers.get('access-control-allow-methods') ?? '').toUpperCase();
    const allowedHeaders = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    const ok =
      response.status >= 200 &&
      response.status < 300 &&
      (origin === '*' || origin === this.origin) &&
      (methods.includes(method) || ['GET', 'POST', 'HEAD'].includes(method)) &&
      headerNames.every((h) => h === 'content-type' || allowedHeaders === '*' || allowedHeaders.split(/\s*,\s*/).includes(h));
    if (!ok) throw new CorsRefused(`preflight of ${method} ${url} refused: ${response.status} origin=${origin} methods=${methods} headers=${allowedHeaders}`);
  }

  // Seed 000 section 7.
  login = (code: string) => this.call<{ message: string }>(this.base1, 'POST', `/auth/login/${code}`, { noBody: true });
  profile = () => this.call(this.base1, 'GET', '/user/profile', { bearer: true });
  updateInformation = (name: string, surname: string) => this.call(this.base1, 'PUT', '/user/update-information', { bearer: true, json: { name, surname } });
  top10 = () => this.call(this.base1, 'GET', '/user/top-10');
  topMonthly = () => this.call(this.base1, 'GET', '/ielts/exam/result/top-exam-result/MONTHLY?page=0&size=10');
  createExam = (bookId: number) => this.call<{ message: string }>(this.base1, 'POST', `/ielts/exam/create?bookId=${bookId}`, { bearer: true, noBody: true });
  sendMessage = (message: { message: string; first_name: string; last_name: string; email: string; phone_number: string }) =>
    this.call(this.base1, 'POST', '/user/send-message', { bearer: true, json: message });
  bonus = () => this.call(this.base1, 'GET', '/bonus/get-bonus-information-me', { bearer: true });

  // Seed 001 section 7: IELTS.
  submitInline = (examId: number, sectionType: 'LISTENING' | 'READING', userAnswer: string[]) =>
    this.call(this.base1, 'POST', '/ielts/exam/attempt/create/inline', { bearer: true, json: { examId, sectionType, userAnswer } });
  submitSpeaking = (examId: number, question: string, partNumber: number, recording: Blob) => {
    const form = new FormData();
    form.append('voiceAnswer', recording, 'recording.wav');
    const query = `question=${encodeURIComponent(question)}&partNumber=${partNumber}`;
    return this.call(this.base1, 'POST', `/ielts/exam/attempt/create/outline-speaking/${examId}?${query}`, { bearer: true, form });
  };
  submitWriting = (examId: number, list: Array<{ question: string; userAnswer: string }>) =>
    this.call(this.base1, 'POST', '/ielts/exam/attempt/create/outline-writing', { bearer: true, json: { examId, list } });
  myResults = (page: number, size: number) => this.call(this.base1, 'GET', `/user/get-my-results?page=${page}&size=${size}`, { bearer: true });
  inlineResult = (section: 'LISTENING' | 'READING', examId: number) =>
    this.call(this.base1, 'GET', `/ielts/exam/result/get-results-inline/${section}/${examId}`, { bearer: true });
  writingResult = (examId: number) => this.call(this.base1, 'GET', `/ielts/exam/result/get-results-outline-writing/${examId}`, { bearer: true });
  speakingResult = (examId: number, partNumber: number) =>
    this.call(this.base1, 'GET', `/ielts/exam/result/get-results-outline-speaking/${examId}/${partNumber}`, { bearer: true });
  /** 'voiceUrl appended to a speaking-voice result path on the backend', played by an <audio> element: no header. */
  speakingVoice = (voiceUrl: string) => this.call(this.base1, 'GET', `/ielts/exam/result/speaking-voice${voiceUrl}`);
  /** The same, from the playback base the seeds' own client uses (issue 32). */
  speakingVoiceAsClient = (voiceUrl: string) => this.call(this.base1, 'GET', `/ielts/exam/result/get-results-speaking-voice${voiceUrl}`);
  /** 'Static media load from the API base address plus the given path'. */
  media = (base: string, mediaPath: string) => this.call(base, 'GET', mediaPath);

  // Seed 001 section 7: multi-level.
  exams = () => this.call(this.base2, 'GET', '/user/exams', { bearer: true });
  buyExam = (mockExamId: number, type: 'ai' | 'human') => {
    const form = new FormData();
    form.append('mock_exam_id', String(mockExamId));
    form.append('type', type);
    return this.call(this.base2, 'POST', '/user/buy-exam', { bearer: true, form });
  };
  startExam = (examId: number) => {
    const form = new FormData();
    form.append('exam_id', String(examId));
    return this.call(this.base2, 'POST', '/user/start-exam', { bearer: true, form });
  };
  continueExam = (examId: number) => this.call(this.base2, 'POST', '/user/continue-exam', { bearer: true, json: { exam_id: examId } });
  check = (sectionId: number, examId: number, parts: unknown[]) =>
    this.call(this.base2, 'POST', '/user/check', { bearer: true, json: { section_id: sectionId, exam_id: examId, parts } });
  uploadSpeaking = (examId: number, questionId: number, recording: Blob) => {
    const form = new FormData();
    form.append('audio', recording, 'recording.ogg');
    form.append('exam_id', String(examId));
    form.append('question_id', String(questionId));
    return this.call(this.base2, 'POST', '/user/upload-speaking', { bearer: true, form });
  };
  finishExam = (examId: number) => this.call(this.base2, 'POST', '/user/finish-exam', { bearer: true, json: { exam_id: examId } });
  myExams = (userId: number) => this.call(this.base2, 'POST', '/user/my-exams', { bearer: true, json: { user_id: userId } });
  myExamSection = (examId: number, sectionId: number) => this.call(this.base2, 'GET', `/user/my-exam/${examId}/${sectionId}`, { bearer: true });
}

/**
 * The payment page's form (seed 000 section 7): a browser form POST to the checkout with these fields; the amount is
 * the entered sum times 100, account[id] the user id, lang uz, callback_timeout 100.
 */
export function paymentForm(sum: number, userId: number, merchant: string, callback: string): URLSearchParams {
  return new URLSearchParams({
    merchant,
    amount: String(sum * 100),
    'account[id]': String(userId),
    lang: 'uz',
    callback,
    callback_timeout: '100',
    description: 'Balance top-up',
    detail: '',
  });
}
