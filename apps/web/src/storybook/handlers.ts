import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { ieltsWireSections, type MyResultItem } from '@bandwise/core';
import * as data from './fixtures';

/** Ready-made handlers for page stories; a story lists the ones it needs (later ones are shadowed by earlier ones). */

export const api = (path: string) => `/api${path}`;

export const settingsHandler = (overrides: Partial<typeof data.settings> = {}) =>
  http.get(api('/settings/public'), () => HttpResponse.json({ ...data.settings, ...overrides }));

export const profileHandler = (profile = data.profile) =>
  http.get(api('/user/profile'), () => HttpResponse.json({ ...profile, data: profile }));

export const top10Handler = (entries = data.top10) => http.get(api('/user/top-10'), () => HttpResponse.json(entries));

export const multiLevelTopHandler = (entries = data.multiLevelTop) =>
  http.get(api('/ielts/exam/result/top-exam-result/MONTHLY'), () =>
    HttpResponse.json({ results: entries, page: 0, size: 10, total: entries.length }),
  );

export const myResultsHandler = (results: MyResultItem[]) =>
  http.get(api('/user/get-my-results'), ({ request }) => {
    const url = new URL(request.url);
    // As the server sends them: the sections in the seeds' capitals (the web's API call reads them back).
    const wire = results.map((item) => ({
      ...item,
      remainSection: item.remainSection && ieltsWireSections[item.remainSection],
      lateSections: item.lateSections?.map((section) => ieltsWireSections[section]),
    }));
    return HttpResponse.json({
      results: wire,
      page: Math.max(1, Number(url.searchParams.get('page') ?? 1)),
      size: Number(url.searchParams.get('size') ?? 150),
      total: results.length,
    });
  });

/** The published IELTS books (the test list's cards): the four shipped books by default. */
export const ieltsBooksHandler = (books = data.ieltsBookList) => http.get(api('/ielts/books'), () => HttpResponse.json(books));

/** An answer that never comes, for loading states. */
export const pending = (method: 'get' | 'post' | 'put', path: string) =>
  http[method](api(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** An error answer in the API's shape. */
export const failing = (method: 'get' | 'post' | 'put', path: string, status: number, message?: string) =>
  http[method](api(path), () =>
    HttpResponse.json(message === undefined ? {} : { statusCode: status, message }, { status }),
  );

/** What the shell itself calls on every page: settings and, when logged in, the profile. */
export const shellHandlers: RequestHandler[] = [settingsHandler(), profileHandler()];
