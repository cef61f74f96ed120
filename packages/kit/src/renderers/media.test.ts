import { describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_BASE, mediaUrl } from './media';

describe('mediaUrl', () => {
  it('puts a content path under the base, with one slash between', () => {
    expect(mediaUrl(DEFAULT_MEDIA_BASE, 'ielts/book1/writing-task1.svg')).toBe('/media/ielts/book1/writing-task1.svg');
    expect(mediaUrl('/api/media/', './ielts/book1/writing-task1.svg')).toBe('/api/media/ielts/book1/writing-task1.svg');
    expect(mediaUrl('https://cdn.example/media', 'multi-level/exam1/listening-map.svg')).toBe(
      'https://cdn.example/media/multi-level/exam1/listening-map.svg',
    );
  });

  it('leaves URLs and rooted paths alone', () => {
    expect(mediaUrl('/api/media', '/media/x.svg')).toBe('/media/x.svg');
    expect(mediaUrl('/api/media', 'data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    expect(mediaUrl('/api/media', 'https://example.org/x.png')).toBe('https://example.org/x.png');
  });
});
