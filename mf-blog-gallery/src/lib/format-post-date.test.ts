import { blogPosts } from '../content/posts';
import { formatPostDate } from './format-post-date';

describe('formatPostDate', () => {
  it('reads a calendar day as a visitor does', () => {
    expect(formatPostDate('2025-01-05')).toBe('January 5, 2025');
    expect(formatPostDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('agrees with Intl for every bundled post, whatever the time zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (const post of blogPosts) {
      expect(formatPostDate(post.date)).toBe(intl.format(new Date(`${post.date}T00:00:00Z`)));
    }
  });

  it('refuses what is not a calendar day', () => {
    expect(() => formatPostDate('2025-13-01')).toThrow(RangeError);
    expect(() => formatPostDate('5 January 2025')).toThrow(RangeError);
  });
});
