import { startTransition, useEffect, useId, useState } from 'react';
import { blogCategories, business, type BlogCategory } from 'shared-types';
import { buttonClass, Hero, PageMeta, Section, Spinner, useHydrated } from 'shell/ui';

import heroUrl from '../../assets/blog/blog-hero.svg';
import type { BlogPostEntry } from '../../content/posts';
import styles from './blog-page.module.scss';
import { filterPosts, foundMessage, newestFirst, showsBrowseByTopic } from './filter-posts';
import { PostCard } from './post-card';

const storiesId = 'blog-stories';

/** Props of `BlogList`. */
export interface BlogListProps {
  posts: readonly BlogPostEntry[];
  /** Category chosen before the list opened (the breadcrumb's category link). */
  initialCategory?: BlogCategory | null;
}

/** The blog's list view: search, topic filter, card grid and its empty states. */
export function BlogList({ posts, initialCategory = null }: BlogListProps) {
  // The prerendered page carries the list itself, for crawlers and for readers without JavaScript,
  // and hydrating it shows the same; opening the blog from another page loads it as below.
  const hydrated = useHydrated();
  const [loading, setLoading] = useState(hydrated);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<BlogCategory | null>(initialCategory);
  const searchId = useId();

  // Opened in the browser, the list shows 'Loading...' for 300 ms before the posts, which render
  // as a transition, in slices, so the page answers a tap or a key press meanwhile.
  useEffect(() => {
    const timer = window.setTimeout(
      () => startTransition(() => setLoading(false)),
      business.blog.loadDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, []);

  const trimmed = query.trim();
  const results = newestFirst(filterPosts(posts, trimmed, category));
  const filtered = trimmed !== '' || category !== null;
  const counts = blogCategories.map(
    (name) => [name, posts.filter((post) => post.category === name).length] as const,
  );

  let body;
  if (loading) {
    body = <Spinner label="Loading..." className={styles.loading} />;
  } else if (posts.length === 0) {
    body = (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No Blog Posts Available</p>
        <p>Check back soon for new stories and updates!</p>
      </div>
    );
  } else if (results.length === 0 && trimmed !== '') {
    body = (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{`No posts found matching "${trimmed}"`}</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => setQuery('')}>
          Clear Search
        </button>
      </div>
    );
  } else if (results.length === 0) {
    body = (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No posts found</p>
        <p>Try selecting a different category or clear your filters</p>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => setCategory(null)}
        >
          Show All Posts
        </button>
      </div>
    );
  } else {
    body = (
      <ul className={styles.grid} aria-label="Blog posts">
        {results.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageMeta
        title="Blog | Cat History Walking Tours in New York City"
        description="Stories from the history of New York’s cats: ships’ cats, bodega cats, tenement cats, Jerry Fox of Brooklyn Borough Hall and tips for your walking tour."
        path="/blog"
      />
      <Hero
        title="The Cat History Blog"
        subtitle="Ships’ cats, bodega cats, tenement cats and one very brave blind cat: stories from four centuries of New York."
        eyebrow="Stories from the city’s feline past"
        height="default"
        overlay="heavy"
        priority
        image={{
          src: heroUrl,
          alt: 'Illustration of a row of red-brick brownstones at sunset, a black cat on one stoop and an orange cat on another beneath a street lamp',
          width: 1200,
          height: 500,
        }}
      />
      <Section
        id={storiesId}
        title="Latest Stories"
        subtitle="Search the archive or pick a topic."
        width="wide"
        className={styles.listSection}
      >
        <div className={styles.controls}>
          <form
            role="search"
            className={styles.search}
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor={searchId} className={styles.searchLabel}>
              Search posts
            </label>
            <input
              id={searchId}
              type="search"
              className={styles.searchInput}
              value={query}
              placeholder="Try “bodega” or “Jerry Fox”"
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
          <div role="group" aria-label="Filter by topic" className={styles.filters}>
            <button
              type="button"
              aria-pressed={category === null}
              className={styles.filter}
              onClick={() => setCategory(null)}
            >
              All Topics
            </button>
            {blogCategories.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={category === name}
                className={styles.filter}
                onClick={() => setCategory((current) => (current === name ? null : name))}
              >
                {name}
              </button>
            ))}
          </div>
        </div>
        <p role="status" className={styles.resultCount}>
          {!loading && trimmed !== '' && results.length > 0
            ? foundMessage(results.length, trimmed)
            : ''}
        </p>
        {body}
      </Section>
      {!loading && showsBrowseByTopic(posts, filtered) ? (
        <Section title="Browse by Topic" tone="white" width="wide">
          <ul className={styles.topics}>
            {counts
              .filter(([, count]) => count > 0)
              .map(([name, count]) => (
                <li key={name}>
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    onClick={() => {
                      setCategory(name);
                      // Back up to the grid, which now shows the chosen topic.
                      document.getElementById(storiesId)?.scrollIntoView?.({ behavior: 'smooth' });
                    }}
                  >
                    {name} ({count} {count === 1 ? 'story' : 'stories'})
                  </button>
                </li>
              ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
