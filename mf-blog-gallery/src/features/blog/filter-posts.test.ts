import type { BlogCategory, BlogPostMeta } from 'shared-types';

import { filterPosts, relatedPosts, showsBrowseByTopic } from './filter-posts';

function post(id: string, category: BlogCategory, date: string, title = id): BlogPostMeta {
  return {
    id,
    title,
    excerpt: `Excerpt of ${id}`,
    author: 'Historian Team',
    date,
    image: '/cover.svg',
    tags: [],
    category,
    readTime: 5,
  };
}

const posts = [
  post('a', 'History', '2025-01-05', 'Ship Cats'),
  post('b', 'History', '2025-01-06'),
  post('c', 'History', '2025-01-07'),
  post('d', 'History', '2025-01-08'),
  post('e', 'History', '2025-01-09'),
  post('f', 'Tours', '2025-01-10', 'Winter ship walks'),
];

describe('filterPosts', () => {
  it('matches title, excerpt and category ignoring case, and trims the query', () => {
    expect(filterPosts(posts, '  SHIP ', null).map((item) => item.id)).toEqual(['a', 'f']);
    expect(filterPosts(posts, 'excerpt of c', null).map((item) => item.id)).toEqual(['c']);
    expect(filterPosts(posts, 'tours', null).map((item) => item.id)).toEqual(['f']);
  });

  it('applies the category and the query independently', () => {
    expect(filterPosts(posts, 'ship', 'History').map((item) => item.id)).toEqual(['a']);
    expect(filterPosts(posts, '', 'Tours').map((item) => item.id)).toEqual(['f']);
    expect(filterPosts(posts, 'nothing', 'Tours')).toEqual([]);
  });
});

describe('relatedPosts', () => {
  it('picks up to three other posts of the same category, newest first', () => {
    expect(relatedPosts(posts, posts[0]!).map((item) => item.id)).toEqual(['e', 'd', 'c']);
    expect(relatedPosts(posts, posts[5]!)).toEqual([]);
  });
});

describe('showsBrowseByTopic', () => {
  it('needs no filter, more than one category and more than three posts', () => {
    expect(showsBrowseByTopic(posts, false)).toBe(true);
    expect(showsBrowseByTopic(posts, true)).toBe(false);
    expect(showsBrowseByTopic(posts.slice(0, 5), false)).toBe(false);
    expect(showsBrowseByTopic([posts[0]!, posts[1]!, posts[5]!], false)).toBe(false);
    expect(showsBrowseByTopic([posts[0]!, posts[1]!, posts[2]!, posts[5]!], false)).toBe(true);
  });
});
