import { paths } from 'shared-types';
import { Link } from 'shell/router';
import { buttonClass, Card, Section, siteConfig } from 'shell/ui';

import portraitUrl from '../../assets/petition/jerry-fox-portrait.svg';
import heroUrl from '../../assets/petition/petition-hero.svg';
import { FormsPage } from '../../components/page/forms-page';
import { formsConfig } from '../../config/forms-config';
import { pageOpenings } from '../../content/page-openings';
import styles from './petition-page.module.scss';

/** Id of the sign section, the target of the hero button. */
export const SIGN_SECTION_ID = 'sign-the-petition';

/** The post that tells the whole story. */
const JERRY_FOX_POST_ID = 'jerry-fox-saves-brooklyn-borough-hall';

/** Why Jerry Fox deserves a memorial: the four significance cards. */
export const significanceCards = [
  {
    title: 'A Life Saved, a Landmark Kept',
    text: 'Borough Hall still stands at the heart of Downtown Brooklyn. The alarm Jerry Fox raised in 1904 helped keep the building, and the people working late inside it, from harm.',
  },
  {
    title: 'Courage Without Sight',
    text: 'Jerry Fox was blind, yet he knew every hallway of the building by sound and by scent. His story shows how much an animal can notice that people miss.',
  },
  {
    title: 'Brooklyn’s Working Cats',
    text: 'Before pest control came in a can, cats guarded the city’s post offices, ferry houses and public buildings. Jerry Fox stands for all of them.',
  },
  {
    title: 'History Anyone Can Share',
    text: 'A plaque brings an almost forgotten story to every passer-by, from schoolchildren on a field trip to commuters crossing Columbus Park.',
  },
] as const;

/** The /petition-jerry-fox page: the story of Jerry Fox and the call to sign for his memorial. */
export default function PetitionPage() {
  const mailSubject = encodeURIComponent('Jerry Fox petition');
  return (
    <FormsPage
      opening={pageOpenings.petition}
      illustration={heroUrl}
      heroHeight="medium"
      heroActions={
        <a href={`#${SIGN_SECTION_ID}`} className={buttonClass('light', 'lg')}>
          Sign the Petition
        </a>
      }
    >
      <Section tone="white" title="The Story of Jerry Fox">
        <div className={styles.story}>
          <img
            className={styles.portrait}
            src={portraitUrl}
            alt="Illustrated portrait of Jerry Fox, a grey cat with closed eyes and a brass collar tag, beside a ringing fire bell"
            width={480}
            height={480}
            loading="lazy"
          />
          <div className={styles.storyText}>
            <p>
              In the early 1900s a grey cat named Jerry Fox lived at Brooklyn Borough Hall. He was
              blind, and the janitors and clerks who fed him said he found his way through the
              building’s corridors better than most visitors.
            </p>
            <p>
              On the night of May 22, 1904, fire broke out in the building. Jerry Fox was the first
              to notice: his cries woke the watchman, who raised the alarm in time for the fire to
              be put out before it could spread through the hall.
            </p>
            <p>
              The newspapers of the day called him a hero, and then the city moved on. More than a
              century later there is still nothing at Borough Hall that tells his story. We would
              like to change that with a simple plaque near the steps where he once sunned himself.
            </p>
            <p>
              <Link to={paths.blogPost(JERRY_FOX_POST_ID)}>
                Read the full story of how Jerry Fox saved Borough Hall
              </Link>
            </p>
          </div>
        </div>
      </Section>

      <Section title="Why Jerry Fox Matters">
        <ul className={styles.cards}>
          {significanceCards.map((card) => (
            <Card as="li" key={card.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p>{card.text}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <section id={SIGN_SECTION_ID} className={styles.sign} aria-labelledby="petition-sign-title">
        <div className={styles.signInner}>
          <h2 id="petition-sign-title" className={styles.signTitle}>
            Sign the Petition
          </h2>
          <p>
            Add your name to ask the Borough President’s office for a plaque honoring Jerry Fox at
            Brooklyn Borough Hall. Signing takes a minute on our petition form, which opens in a new
            window.
          </p>
          <a
            href={formsConfig.petitionFormUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('light', 'lg')}
          >
            Sign the Petition Form
            <span className="visually-hidden"> (opens in a new window)</span>
          </a>
          <p className={styles.contact}>
            Questions, or want to help gather signatures?{' '}
            <a href={`mailto:${siteConfig.contactEmail}?subject=${mailSubject}`}>
              Email us at {siteConfig.contactEmail}
            </a>
          </p>
        </div>
      </section>
    </FormsPage>
  );
}
