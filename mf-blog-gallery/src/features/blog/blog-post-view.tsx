import { useEffect, useState, type MouseEvent } from 'react';
import { paths, type BreadcrumbItem } from 'shared-types';
import { Link } from 'shell/router';
import { Breadcrumb, buttonClass, Hero, JsonLd, PageMeta, Section, Spinner } from 'shell/ui';

import type { BlogPostEntry } from '../../content/posts';
import { formatPostDate } from '../../lib/format-post-date';
import { PostBody } from '../../lib/post-markup';
import styles from './blog-page.module.scss';
import { relatedPosts } from './filter-posts';
import { PostCard } from './post-card';

const jerryFoxPostId = 'jerry-fox-saves-brooklyn-borough-hall';

/** What is known of a post's body: still loading, arrived, or failed. */
interface BodyLoad {
  post: BlogPostEntry;
  attempt: number;
  markup?: string;
  failed?: boolean;
}

/**
 * Loads the post's body, a chunk of its own; `retry` asks again after a failure (webpack fetches a
 * failed chunk afresh). Reopening a post asks its loader again, which the module cache answers.
 */
function usePostBody(post: BlogPostEntry) {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<BodyLoad | null>(null);
  useEffect(() => {
    let current = true;
    post.loadContent().then(
      (markup) => {
        if (current) setLoad({ post, attempt, markup });
      },
      () => {
        if (current) setLoad({ post, attempt, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [post, attempt]);
  const settled = load?.post === post && load.attempt === attempt ? load : null;
  return {
    markup: settled?.markup,
    failed: settled?.failed === true,
    retry: () => setAttempt((previous) => previous + 1),
  };
}

/** The body of a post: "Loading..." until its chunk arrives, and a way to ask again if it fails. */
function PostContent({ post }: { post: BlogPostEntry }) {
  const { markup, failed, retry } = usePostBody(post);
  if (failed) {
    return (
      <div className={styles.bodyError} role="alert">
        <p>This story could not be loaded. The rest of the site still works.</p>
        <button type="button" className={buttonClass('primary')} onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (markup === undefined) return <Spinner label="Loading..." />;
  return <PostBody markup={markup} classes={{ figure: styles.figure }} />;
}

/** Props of `BlogPostView`. */
export interface BlogPostViewProps {
  post: BlogPostEntry;
  posts: readonly BlogPostEntry[];
  /** Back to the list, replacing the history entry. */
  onClose: (category?: string) => void;
}

/** The blog's detail view: one post with its breadcrumb, tags and related stories. */
export function BlogPostView({ post, posts, onClose }: BlogPostViewProps) {
  const related = relatedPosts(posts, post);
  const categoryPath = `${paths.blog}?category=${encodeURIComponent(post.category)}`;
  const trail: readonly BreadcrumbItem[] = [
    { name: 'Home', path: paths.home },
    { name: 'Blog', path: paths.blog },
    { name: post.category, path: categoryPath },
    { name: post.title, path: paths.blogPost(post.id) },
  ];

  // The shared Breadcrumb pushes a history entry; closing a post must replace it (doc 2 §2), so
  // its Blog and category links are taken over here before the router sees the click.
  const interceptBlogLinks = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const href = link.getAttribute('href');
    if (href === paths.blog || href === categoryPath) {
      event.preventDefault();
      onClose(href === categoryPath ? post.category : undefined);
    }
  };

  return (
    <>
      <PageMeta
        title={`${post.title} | Cats About Town Tours Blog`}
        description={post.excerpt}
        path={paths.blogPost(post.id)}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.date,
          author: { '@type': 'Organization', name: `Cats About Town Tours ${post.author}` },
          keywords: post.tags.join(', '),
          articleSection: post.category,
        }}
      />
      <Hero
        title={post.title}
        eyebrow={post.category}
        subtitle={post.excerpt}
        height="medium"
        overlay="heavy"
        priority
        image={{ src: post.image, alt: post.imageAlt, width: 800, height: 450 }}
      />
      <div className={styles.detail}>
        {}
        <div onClickCapture={interceptBlogLinks}>
          <Breadcrumb items={trail} className={styles.trail} />
        </div>
        <article className={styles.article} aria-label={post.title}>
          <p className={styles.articleMeta}>
            By {post.author}
            <span aria-hidden="true"> · </span>
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            <span aria-hidden="true"> · </span>
            {post.readTime} min read
          </p>
          <div className={styles.body}>
            <PostContent post={post} />
          </div>
          <div className={styles.tagRow}>
            <span className={styles.tagLabel} id={`tags-${post.id}`}>
              Tags:
            </span>
            <ul className={styles.tags} aria-labelledby={`tags-${post.id}`}>
              {post.tags.map((tag) => (
                <li key={tag} className={styles.tag}>
                  {tag}
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.actions}>
            <button type="button" className={buttonClass('secondary')} onClick={() => onClose()}>
              Back to all posts
            </button>
            <Link to={paths.booking} className={buttonClass('primary')}>
              Explore Our Tours
            </Link>
            {/* The post markup has no links, so the Jerry Fox story's call to sign lives here. */}
            {post.id === jerryFoxPostId ? (
              <Link to={paths.petition} className={buttonClass('secondary')}>
                Sign the Jerry Fox Petition
              </Link>
            ) : null}
          </div>
        </article>
      </div>
      {related.length > 0 ? (
        <Section title="Related Stories" tone="white" width="wide">
          <ul className={styles.grid} aria-label="Related stories">
            {related.map((item) => (
              <PostCard key={item.id} post={item} />
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
