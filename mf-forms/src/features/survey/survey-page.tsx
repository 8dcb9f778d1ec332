import { Hero, PageMeta } from 'shell/ui';

import heroUrl from '../../assets/survey/survey-hero.svg';
import { formsPageMeta } from '../../content/page-meta';
import { heroIllustration } from '../../lib/hero-illustration';
import { SurveyForm } from './survey-form';
import styles from './survey-page.module.scss';

/** The /survey page: post-tour feedback, kept out of search engines. */
export default function SurveyPage() {
  return (
    <>
      <PageMeta {...formsPageMeta.survey} />
      <Hero
        title="Tour Feedback Survey"
        subtitle="Thank you for walking with us! Your answers help us make every tour better."
        priority
        image={heroIllustration(
          heroUrl,
          'Illustration of a black cat beside a clipboard with a five-star rating and a ticked checklist',
        )}
      />
      <div className={styles.body}>
        <section className={styles.intro} aria-labelledby="survey-intro-title">
          <h2 id="survey-intro-title" className={styles.introTitle}>
            Thank You for Joining Us
          </h2>
          <p>
            We hope you enjoyed meeting New York’s historic cats. This short survey takes about two
            minutes; our guides read every answer and use them to shape the next tour.
          </p>
        </section>
        <SurveyForm />
      </div>
    </>
  );
}
