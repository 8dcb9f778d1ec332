import { paths, tours, type BlogPostMeta } from 'shared-types';
import { Link } from 'shell/router';
import { Card, Hero, PageMeta, Section } from 'shell/ui';

import { blogPosts } from '../../content/posts';
import { formatPostDate } from '../../lib/format-post-date';
import { LinkListSection } from './link-list-section';
import { mainPages } from './main-pages';
import styles from './sitemap-page.module.scss';

/** Props of `SitemapPage`. */
export interface SitemapPageProps {
  /** The blog posts to list; the bundled posts unless a caller (a test) passes others. */
  posts?: readonly BlogPostMeta[];
}

/** The /sitemap page: every main page, tour page and blog post as a link. */
export default function SitemapPage({ posts = blogPosts }: SitemapPageProps) {
  return (
    <>
      <PageMeta
        title="Site Map | Cat History Walking Tours in New York City"
        description="Every page of our New York cat-history walking tour site: tours, booking, press, contact and every story on our blog."
        path={paths.sitemap}
      />
      <Hero
        title="Site Map"
        subtitle="Every page of the site, the tours and every story on the blog."
      />

      <div className={styles.columns}>
        <LinkListSection title="Main Pages" links={mainPages} />
        <LinkListSection
          title="Tours"
          links={tours.map((tour) => ({ path: tour.path, name: tour.title }))}
        />
      </div>

      <Section title="Blog Posts" tone="white" width="wide">
        {posts.length === 0 ? (
          <p className={styles.empty}>No blog posts available</p>
        ) : (
          <ul className={styles.postList} aria-label="Blog Posts">
            {posts.map((post) => (
              <Card as="li" key={post.id} className={styles.post}>
                <h3 className={styles.postTitle}>
                  <Link to={paths.blogPost(post.id)} className={styles.link}>
                    {post.title}
                  </Link>
                </h3>
                <p className={styles.postMeta}>
                  <time dateTime={post.date}>{formatPostDate(post.date)}</time>
                  <span aria-hidden="true"> · </span>
                  <span className={styles.category}>{post.category}</span>
                </p>
                <p className={styles.note}>{post.excerpt}</p>
              </Card>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
