import { Suspense, use, type MouseEvent } from 'react';
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

const contentRequests = new WeakMap<BlogPostEntry, Promise<string>>();

/**
 * The post's body, loaded once per post. A failed load is forgotten, so the section's "Try again"
 * (the shell's boundary around a remote page) loads it afresh.
 */
function postContent(post: BlogPostEntry): Promise<string> {
  let request = contentRequests.get(post);
  if (!request) {
    request = post.loadContent();
    void request.catch(() => contentRequests.delete(post));
    contentRequests.set(post, request);
  }
  return request;
}

/** The body of a post, once its chunk has arrived. */
function PostContent({ post }: { post: BlogPostEntry }) {
  return <PostBody markup={use(postContent(post))} classes={{ figure: styles.figure }} />;
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
            <Suspense fallback={<Spinner label="Loading..." />}>
              <PostContent post={post} />
            </Suspense>
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
