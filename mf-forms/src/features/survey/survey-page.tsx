import heroUrl from '../../assets/survey/survey-hero.svg';
import { FormsPage } from '../../components/page/forms-page';
import { pageOpenings } from '../../content/page-openings';
import { SurveyForm } from './survey-form';
import styles from './survey-page.module.scss';

/** The /survey page: post-tour feedback, kept out of search engines. */
export default function SurveyPage() {
  return (
    <FormsPage opening={pageOpenings.survey} illustration={heroUrl}>
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
    </FormsPage>
  );
}
