import { paths } from 'shared-types';
import { Link } from 'shell/router';
import { buttonClass, SmartImage } from 'shell/ui';

import heroUrl from '../../assets/news/news-hero.svg';
import logoPlaceholderUrl from '../../assets/press/press-logo-placeholder.svg';
import { FormsPage } from '../../components/page/forms-page';
import { pageOpenings } from '../../content/page-openings';
import styles from './in-the-news-page.module.scss';
import { pressArticles } from './press-articles';

/** The /in-the-news page: press coverage of the tours, newest first, with links for journalists. */
export default function InTheNewsPage() {
  return (
    <FormsPage opening={pageOpenings.inTheNews} illustration={heroUrl}>
      <div className={styles.page}>
        <section className={styles.coverage} aria-labelledby="news-coverage-heading">
          <h2 id="news-coverage-heading" className={styles.sectionTitle}>
            Press Coverage
          </h2>
          <ul className={styles.articleList} aria-labelledby="news-coverage-heading">
            {pressArticles.map((article) => (
              <li key={article.title} className={styles.article}>
                <SmartImage
                  className={styles.logo}
                  src={article.image}
                  placeholderSrc={logoPlaceholderUrl}
                  alt={`${article.publication} logo`}
                  width={240}
                  height={80}
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
                    <span className="visually-hidden">
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
            <Link to={paths.pressKit} className={buttonClass('primary')}>
              Visit the Press Kit
            </Link>
            <Link to={paths.contact} className={buttonClass('secondary')}>
              Contact Us
            </Link>
          </div>
        </section>
      </div>
    </FormsPage>
  );
}
