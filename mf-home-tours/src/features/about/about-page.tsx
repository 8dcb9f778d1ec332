import { business, paths } from 'shared-types';
import { Link } from 'shell/router';
import { buttonClass, Hero, PageMeta, Section, SmartImage } from 'shell/ui';

import heroUrl from '../../assets/about/about-hero.svg';
import styles from './about-page.module.scss';
import { missionFeatures } from './mission-features';
import { teamMembers } from './team';

const { storyDate, listedYear } = business.founding;

/** The /about page: the company's story, its team, its mission and a way to book. */
export default function AboutPage() {
  return (
    <div className={styles.page}>
      <PageMeta
        title="About Us | Cat History Walking Tours in New York City"
        description="Meet the cat historian and licensed guides behind New York's walking tours about the history of cats, and learn how our tours are researched and led."
        path={paths.about}
      />

      <Hero
        title="About Us"
        subtitle="The people who walk you through four centuries of New York’s cats, one block at a time."
        eyebrow="Cat historians and licensed New York guides"
        height="medium"
        overlay="heavy"
        image={{
          src: heroUrl,
          alt: 'Illustration of a row of red-brick New York brownstones at sunset, with a black cat on a stoop and another on a cornice',
          width: 1200,
          height: 480,
        }}
        priority
      />

      <Section title="Our Story" tone="white" width="narrow">
        <div className={styles.story}>
          <p>
            We were founded in {storyDate} (some of our listings give {listedYear}) by a cat
            historian and a licensed city guide who shared one conviction: the stories of New York’s
            cats belong on the sidewalks where they happened, not only in old newspapers.
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
        </div>
      </Section>

      <Section
        title="Meet the Team"
        subtitle="Two co-founders and the licensed guides who bring the city’s cat history to the street, each with a cat of their own at home."
      >
        <ul className={styles.teamList} aria-label="Meet the Team">
          {teamMembers.map((member) => (
            <li key={member.name} className={styles.member}>
              <SmartImage
                className={styles.portrait}
                src={member.image}
                alt={`Illustrated portrait of ${member.name} with their cat ${member.catName}`}
                width={320}
                height={320}
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
      </Section>

      <Section
        title="Our Mission"
        subtitle="To share the true, surprising and sometimes heroic history of New York’s cats with everyone who walks the city’s streets."
        tone="white"
      >
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
      </Section>

      <Section title="Walk with Us" tone="brand" width="narrow">
        <div className={styles.cta}>
          <p>
            Group tours are ${business.pricing.pricePerPerson} per person, in small groups led by a
            licensed guide.
          </p>
          <Link to={paths.booking} className={buttonClass('light', 'lg')}>
            Reserve your tour today
          </Link>
        </div>
      </Section>
    </div>
  );
}
