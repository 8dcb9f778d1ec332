import { Link } from 'react-router-dom';
import { business, paths, type BreadcrumbItem } from 'shared-types';

import heroUrl from '../../assets/about/about-hero.svg';
import styles from './about-page.module.scss';
import { buildBreadcrumbList, serializeJsonLd } from './breadcrumb-json-ld';
import { missionFeatures } from './mission-features';
import { teamMembers } from './team';

const breadcrumbs: readonly BreadcrumbItem[] = [
  { name: 'Home', path: paths.home },
  { name: 'About Us', path: paths.about },
];

// Spec doc 2 §9 gives August 2023, doc 1's structured data 2024: the story shows both readings.
const [foundedMonth, foundedOtherReading] = business.founding.readings;

/** The /about page: the company's story, its team, its mission and a way to book. */
export default function AboutPage() {
  // The site is a client-rendered SPA, so the origin is known when the page renders.
  const breadcrumbJsonLd = serializeJsonLd(
    buildBreadcrumbList(breadcrumbs, window.location.origin),
  );

  return (
    <>
      <title>About Us | Cat History Walking Tours in New York City</title>
      <meta
        name="description"
        content="Meet the cat historian and licensed guides behind New York's walking tours about the history of cats, and learn how our tours are researched and led."
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd }} />

      <article className={styles.page} aria-labelledby="about-title">
        <header className={styles.hero}>
          <img
            className={styles.heroImage}
            src={heroUrl}
            alt="Illustration of a row of red-brick New York brownstones at sunset, with a black cat on a stoop and another on a cornice"
            width={1200}
            height={480}
          />
          <div className={styles.heroText}>
            <h1 id="about-title" className={styles.title}>
              About Us
            </h1>
            <p className={styles.lead}>
              The people who walk you through four centuries of New York’s cats, one block at a
              time.
            </p>
          </div>
        </header>

        <section className={styles.story} aria-labelledby="about-story-heading">
          <h2 id="about-story-heading" className={styles.sectionTitle}>
            Our Story
          </h2>
          <p>
            We were founded in {foundedMonth} (some of our listings give {foundedOtherReading}) by a
            cat historian and a licensed city guide who shared one conviction: the stories of New
            York’s cats belong on the sidewalks where they happened, not only in old newspapers.
          </p>
          <p>
            Today our team of three licensed guides leads small groups through Brooklyn Heights, the
            Financial District and the Lower East Side. Every tour is curated by our co-founder and
            cat historian, who researches each stop in city records, newspaper archives and
            first-hand accounts before it joins a route.
          </p>
          <p>
            Along the way you will meet ships’ cats, post office mousers, tenement cats and Jerry
            Fox, the blind cat credited with raising the alarm when fire broke out at Brooklyn
            Borough Hall on May 22, 1904. Our tours are about the cats of history, so we cannot
            promise a live cat on every corner, but we can promise you will never look at the city’s
            stoops and shop windows the same way again.
          </p>
        </section>

        <section className={styles.team} aria-labelledby="about-team-heading">
          <h2 id="about-team-heading" className={styles.sectionTitle}>
            Meet the Team
          </h2>
          <ul className={styles.teamList} aria-labelledby="about-team-heading">
            {teamMembers.map((member) => (
              <li key={member.name} className={styles.member}>
                <img
                  className={styles.portrait}
                  src={member.image}
                  alt={`Illustrated portrait of ${member.name} with their cat ${member.catName}`}
                  width={320}
                  height={320}
                  loading="lazy"
                />
                <div className={styles.memberText}>
                  <h3 className={styles.memberName}>{member.name}</h3>
                  <p className={styles.role}>{member.role}</p>
                  <p className={styles.bio}>{member.bio}</p>
                  <p className={styles.cat}>
                    <span className={styles.catLabel}>Cat:</span> {member.catName}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.mission} aria-labelledby="about-mission-heading">
          <h2 id="about-mission-heading" className={styles.sectionTitle}>
            Our Mission
          </h2>
          <p className={styles.missionLead}>
            To share the true, surprising and sometimes heroic history of New York’s cats with
            everyone who walks the city’s streets.
          </p>
          <ul className={styles.featureList}>
            {missionFeatures.map((feature) => (
              <li key={feature.title} className={styles.feature}>
                <img
                  src={feature.icon.src}
                  alt={feature.icon.alt}
                  width={64}
                  height={64}
                  className={styles.icon}
                />
                <h3 className={styles.featureTitle}>{feature.title}</h3>
                <p>{feature.description}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.cta} aria-labelledby="about-cta-heading">
          <h2 id="about-cta-heading" className={styles.ctaTitle}>
            Walk with us
          </h2>
          <p>
            Group tours are ${business.pricing.pricePerPerson} per person, in small groups led by a
            licensed guide.
          </p>
          <Link to={paths.booking} className={styles.ctaButton}>
            Reserve your tour today
          </Link>
        </section>
      </article>
    </>
  );
}
