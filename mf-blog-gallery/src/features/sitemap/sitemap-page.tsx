import { Link } from 'react-router-dom';
import { paths, tours, type BlogPostMeta } from 'shared-types';

import { blogPosts } from '../../content/posts';
import { formatPostDate } from './format-post-date';
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
      <title>Site Map | Cat History Walking Tours in New York City</title>
      <meta
        name="description"
        content="Every page of our New York cat-history walking tour site: tours, booking, press, contact and every story on our blog."
      />

      <article className={styles.page} aria-labelledby="sitemap-title">
        <header className={styles.hero}>
          <h1 id="sitemap-title" className={styles.title}>
            Site Map
          </h1>
          <p className={styles.lead}>
            Every page of the site, the tours and every story on the blog.
          </p>
        </header>

        <div className={styles.columns}>
          <section className={styles.section} aria-labelledby="sitemap-main-heading">
            <h2 id="sitemap-main-heading" className={styles.sectionTitle}>
              Main Pages
            </h2>
            <ul className={styles.linkList} aria-labelledby="sitemap-main-heading">
              {mainPages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className={styles.link}>
                    {page.name}
                  </Link>
                  <p className={styles.note}>{page.description}</p>
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="sitemap-tours-heading">
            <h2 id="sitemap-tours-heading" className={styles.sectionTitle}>
              Tours
            </h2>
            <ul className={styles.linkList} aria-labelledby="sitemap-tours-heading">
              {tours.map((tour) => (
                <li key={tour.slug}>
                  <Link to={tour.path} className={styles.link}>
                    {tour.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section className={styles.section} aria-labelledby="sitemap-posts-heading">
          <h2 id="sitemap-posts-heading" className={styles.sectionTitle}>
            Blog Posts
          </h2>
          {posts.length === 0 ? (
            <p className={styles.empty}>No blog posts available</p>
          ) : (
            <ul className={styles.postList} aria-labelledby="sitemap-posts-heading">
              {posts.map((post) => (
                <li key={post.id} className={styles.post}>
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
                </li>
              ))}
            </ul>
          )}
        </section>
      </article>
    </>
  );
}
