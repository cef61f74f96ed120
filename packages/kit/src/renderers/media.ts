/** Where the content's media folder is served in Storybook (staticDirs); the web app passes its API's '/api/media'. */
export const DEFAULT_MEDIA_BASE = '/media';

/**
 * The URL of a content media path ('ielts/book1/writing-task1.svg') under a base ('/media', '/api/media',
 * 'https://cdn.example/media'). Paths that are already URLs (a scheme, '//', or rooted at '/') are left alone, so
 * data already pointing somewhere keeps working.
 */
export function mediaUrl(base: string, path: string): string {
  if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(path)) return path;
  const root = base.replace(/\/+$/, '');
  return `${root}/${path.replace(/^\.?\/+/, '')}`;
}
