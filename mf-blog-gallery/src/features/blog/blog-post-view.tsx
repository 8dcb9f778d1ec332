import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { paths, type BreadcrumbItem } from 'shared-types';
import { Link } from 'shell/router';
import {
  blogPostingJsonLd,
  Breadcrumb,
  breadcrumbJsonLd,
  buttonClass,
  Hero,
  JsonLd,
  PageMeta,
  Section,
  Spinner,
} from 'shell/ui';

import type { BlogPostEntry } from '../../content/posts';
import { formatPostDate } from '../../lib/format-post-date';
import { PostBody } from '../../lib/post-markup';
import styles from './blog-page.module.scss';
import { relatedPosts } from './filter-posts';
import { PostCard } from './post-card';

const jerryFoxPostId = 'jerry-fox-saves-brooklyn-borough-hall';

/**
 * Each post's body, asked for once (a chunk of its own). Trying again after a failure forgets the
 * failed load, so the body is asked for anew (webpack fetches a failed chunk afresh).
 */
const bodies = new WeakMap<BlogPostEntry['loadContent'], Promise<string>>();

function bodyOf(post: BlogPostEntry): Promise<string> {
  let body = bodies.get(post.loadContent);
  if (!body) {
    body = post.loadContent();
    bodies.set(post.loadContent, body);
  }
  return body;
}

/**
 * The body itself. It suspends until its chunk has arrived: the prerender waits for it, so the
 * page's HTML carries the whole post, and while the page hydrates React keeps that markup on
 * screen until the chunk is in.
 */
function PostBodyText({ post }: { post: BlogPostEntry }) {
  return <PostBody markup={use(bodyOf(post))} classes={{ figure: styles.figure }} />;
}

/** Shows `fallback` instead of its children once they fail. */
class BodyErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The body of a post: "Loading..." until its chunk arrives, and a way to ask again if it fails. */
function PostContent({ post }: { post: BlogPostEntry }) {
  const [attempt, setAttempt] = useState(0);
  const failed = (
    <div className={styles.bodyError} role="alert">
      <p>This story could not be loaded. The rest of the site still works.</p>
      <button
        type="button"
        className={buttonClass('primary')}
        onClick={() => {
          bodies.delete(post.loadContent);
          setAttempt((previous) => previous + 1);
        }}
      >
        Try again
      </button>
    </div>
  );
  return (
    // A new boundary per attempt and per post: it starts over without the last one's failure.
    <BodyErrorBoundary key={`${post.id}:${attempt}`} fallback={failed}>
      <Suspense fallback={<Spinner label="Loading..." />}>
        <PostBodyText post={post} />
      </Suspense>
    </BodyErrorBoundary>
  );
}

/** Props of `BlogPostView`. */
export interface BlogPostViewProps {
  post: BlogPostEntry;
  posts: readonly BlogPostEntry[];
  /** Back to the list, replacing the history entry. */
  onClose: () => void;
}

/** The blog's detail view: one post with its breadcrumb, tags and related stories. */
export function BlogPostView({ post, posts, onClose }: BlogPostViewProps) {
  const related = relatedPosts(posts, post);
  const categoryPath = `${paths.blog}?category=${encodeURIComponent(post.category)}`;
  // The Blog and category links close the post, which replaces its history entry.
  const trail: readonly BreadcrumbItem[] = [
    { name: 'Home', path: paths.home },
    { name: 'Blog', path: paths.blog, replace: true },
    { name: post.category, path: categoryPath, replace: true },
    { name: post.title, path: paths.blogPost(post.id) },
  ];

  return (
    <>
      <PageMeta
        title={`${post.title} | Cats About Town Tours Blog`}
        description={post.excerpt}
        path={paths.blogPost(post.id)}
        type="article"
      />
      <JsonLd
        data={blogPostingJsonLd({
          headline: post.title,
          description: post.excerpt,
          datePublished: post.date,
          author: post.author,
          image: post.image,
          path: paths.blogPost(post.id),
          keywords: post.tags,
          section: post.category,
        })}
      />
      {/* The post's own trail replaces the shell's, so the page has one BreadcrumbList. */}
      <JsonLd data={breadcrumbJsonLd(trail)} />
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
        <Breadcrumb items={trail} className={styles.trail} />
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
            <button type="button" className={buttonClass('secondary')} onClick={onClose}>
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
