import { Link } from 'react-router-dom';
import { paths } from 'shared-types';

import styles from './in-the-news-page.module.scss';
import { pressArticles } from './press-articles';
import { PressLogo } from './press-logo';

/** The /in-the-news page: press coverage of the tours, newest first, with links for journalists. */
export default function InTheNewsPage() {
  return (
    <>
      <title>In the News | Press Coverage of Our Cat History Walking Tours</title>
      <meta
        name="description"
        content="Read what New York's newspapers, magazines and TV stations have written about our guided walking tours through the history of the city's cats."
      />

      <article className={styles.page} aria-labelledby="news-title">
        <header className={styles.hero}>
          <h1 id="news-title" className={styles.title}>
            In the News
          </h1>
          <p className={styles.lead}>
            Journalists have walked with us through Brooklyn Heights, the Financial District and the
            Lower East Side. Here is what they wrote about New York’s feline history.
          </p>
        </header>

        <section className={styles.coverage} aria-labelledby="news-coverage-heading">
          <h2 id="news-coverage-heading" className={styles.sectionTitle}>
            Press Coverage
          </h2>
          <ul className={styles.articleList} aria-labelledby="news-coverage-heading">
            {pressArticles.map((article) => (
              <li key={article.title} className={styles.article}>
                <PressLogo
                  className={styles.logo}
                  src={article.image}
                  alt={`${article.publication} logo`}
                  width={240}
                  height={80}
                  loading="lazy"
                />
                <div className={styles.articleBody}>
                  <p className={styles.meta}>
                    <span className={styles.publication}>{article.publication}</span>
                    <span aria-hidden="true"> · </span>
                    <span>{article.date}</span>
                  </p>
                  <h3 className={styles.articleTitle}>{article.title}</h3>
                  <p className={styles.description}>{article.description}</p>
                  {article.quote && (
                    <blockquote className={styles.quote}>
                      <p>“{article.quote}”</p>
                    </blockquote>
                  )}
                  <a
                    className={styles.readLink}
                    href={article.link}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Read Article
                    <span className={styles.visuallyHidden}>
                      {' '}
                      from {article.publication}: {article.title} (opens in a new tab)
                    </span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.journalists} aria-labelledby="news-journalists-heading">
          <h2 id="news-journalists-heading" className={styles.sectionTitle}>
            Writing About Cat History?
          </h2>
          <p>
            Our press kit has photos, logos, fact sheets and press releases. For interviews or to
            join a tour as our guest, get in touch.
          </p>
          <div className={styles.actions}>
            <Link to={paths.pressKit} className={styles.primaryButton}>
              Visit the Press Kit
            </Link>
            <Link to={paths.contact} className={styles.secondaryButton}>
              Contact Us
            </Link>
          </div>
        </section>
      </article>
    </>
  );
}
