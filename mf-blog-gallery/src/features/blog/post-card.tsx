import { paths } from 'shared-types';
import { Link } from 'shell/router';
import { Card } from 'shell/ui';

import type { BlogPostEntry } from '../../content/posts';
import { formatPostDate } from '../../lib/format-post-date';
import styles from './blog-page.module.scss';

/** Props of `PostCard`. */
export interface PostCardProps {
  post: BlogPostEntry;
}

/** A post in a grid: cover, category, title, date, excerpt and a Read More link. */
export function PostCard({ post }: PostCardProps) {
  return (
    <Card as="li" className={styles.card}>
      <img
        className={styles.cardImage}
        src={post.image}
        alt={post.imageAlt}
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.cardBody}>
        <p className={styles.category}>{post.category}</p>
        <h3 className={styles.cardTitle}>{post.title}</h3>
        <p className={styles.cardMeta}>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          {post.readTime} min read
        </p>
        <p className={styles.excerpt}>{post.excerpt}</p>
        {/* Opening a post replaces the list's history entry: through the router once the page
            is hydrated, through the page's early-input script before that. */}
        <Link
          to={paths.blogPost(post.id)}
          replace
          data-history="replace"
          className={styles.readMore}
          // The visible words start the name (WCAG 2.5.3); the title tells the twelve links apart.
          aria-label={`Read More: ${post.title}`}
        >
          {/* Crawlers read a link's text, not its label: the title is in the text too, unseen. */}
          Read More<span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </Card>
  );
}
