import { useWatch } from 'react-hook-form';
import {
  apiPaths,
  business,
  emptySurveyForm,
  howHeardOptions,
  ratingOptions,
  recommendOptions,
  tourTypeOptions,
  type SurveyForm as SurveyFormInput,
  type SurveySubmission,
} from 'shared-types';
import { toast } from 'shell/ui';

import { ChoiceGroup, type Choice } from '../../components/form/choice-group';
import { ErrorSummary } from '../../components/form/error-summary';
import { Field } from '../../components/form/field';
import styles from '../../components/form/form.module.scss';
import { NeedsJavaScript } from '../../components/form/needs-javascript';
import { SelectOptions } from '../../components/form/select-options';
import { SentPanel } from '../../components/form/sent-panel';
import { SpamTrap } from '../../components/form/spam-trap';
import { SubmitButton } from '../../components/form/submit-button';
import { useApiForm, type SendFailure } from '../../hooks/use-api-form';
import { lazyResolver } from '../../lib/lazy-resolver';

// Validation loads when the visitor first focuses the form.
const resolver = lazyResolver(() =>
  import(/* webpackChunkName: "survey-validation" */ './survey-validation').then(
    (module) => module.surveyResolver,
  ),
);

/** What the survey tells the visitor. */
export const surveyTexts = {
  submit: 'Submit Feedback',
  submitting: 'Submitting...',
  thanksTitle: 'Thank You!',
  thanksText: 'We appreciate your feedback. It helps us improve our tours!',
  sentTitle: 'Thank you for your feedback!',
  sentDescription: 'Your responses have been submitted successfully.',
  failedTitle: 'Error submitting feedback',
  failedDescription: 'There was a problem submitting your feedback. Please try again.',
} as const;

type SurveyField = keyof SurveyFormInput;

// Field order on screen, which is also the order of the error summary.
const fieldOrder: readonly SurveyField[] = [
  'name',
  'email',
  'tourDate',
  'tourType',
  'tourRating',
  'guideRating',
  'howHeard',
  'wouldRecommend',
  'feedback',
];

const ratingChoices: readonly Choice[] = ratingOptions.map((option) => ({
  value: option.value,
  label: `${option.value} - ${option.label}`,
}));
const recommendChoices: readonly Choice[] = recommendOptions.map((option) => ({
  value: option,
  label: option,
}));

function showFailed(failure: SendFailure) {
  console.error(
    'Survey submission failed',
    failure === undefined
      ? 'network error'
      : new Error(`POST ${apiPaths.survey} answered ${failure.status}`, { cause: failure.error }),
  );
  toast.error(surveyTexts.failedTitle, { description: surveyTexts.failedDescription });
}

/** The post-tour feedback form, with its submitting and thank-you states. */
export function SurveyForm() {
  const form = useApiForm<SurveyFormInput, SurveySubmission>({
    endpoint: apiPaths.survey,
    resolver,
    blankValues: emptySurveyForm,
    fieldOrder,
    choiceGroups: ['tourRating', 'guideRating', 'wouldRecommend'],
    // The request names two fields differently; their messages go back to the form's names.
    requestFieldNames: { heardAbout: 'howHeard', recommend: 'wouldRecommend' },
    sentPanelMs: business.survey.resetMs,
    toRequest: (submission, formToken) => ({ ...submission, formToken }),
    onSent: () =>
      toast.success(surveyTexts.sentTitle, { description: surveyTexts.sentDescription }),
    onFailed: showFailed,
  });
  const feedbackLength = (useWatch({ control: form.control, name: 'feedback' }) ?? '').length;
  const submitting = form.status === 'submitting';

  if (form.status === 'sent') {
    return (
      <SentPanel
        headingId={form.sentHeadingId}
        title={surveyTexts.thanksTitle}
        text={surveyTexts.thanksText}
      />
    );
  }

  return (
    <form
      className={styles.card}
      noValidate
      aria-labelledby={form.titleId}
      aria-busy={submitting}
      onFocus={resolver.preload}
      onSubmit={form.onSubmit}
    >
      <h2 id={form.titleId} tabIndex={-1} className={styles.title}>
        Tell Us About Your Tour
      </h2>
      <NeedsJavaScript what="This survey" />
      <p className={styles.intro}>
        Every question is required and takes a click or two. Fields marked{' '}
        <span aria-hidden="true">*</span>
        <span className="visually-hidden">with a star</span> need an answer.
      </p>
      <ErrorSummary errors={form.summary} />
      <fieldset className={styles.fields} disabled={submitting}>
        <legend className="visually-hidden">Your feedback</legend>
        <SpamTrap id={form.fieldId('website')} registration={form.register('website')} />
        <div className={styles.row}>
          <Field id={form.fieldId('name')} label="Your Name" error={form.errors.name?.message}>
            {(field) => (
              <input {...field} {...form.register('name')} type="text" autoComplete="name" />
            )}
          </Field>
          <Field id={form.fieldId('email')} label="Email" error={form.errors.email?.message}>
            {(field) => (
              <input {...field} {...form.register('email')} type="email" autoComplete="email" />
            )}
          </Field>
        </div>
        <div className={styles.row}>
          <Field
            id={form.fieldId('tourDate')}
            label="Tour Date"
            error={form.errors.tourDate?.message}
          >
            {(field) => <input {...field} {...form.register('tourDate')} type="date" />}
          </Field>
          <Field
            id={form.fieldId('tourType')}
            label="Which tour did you take?"
            error={form.errors.tourType?.message}
          >
            {(field) => (
              <select {...field} {...form.register('tourType')}>
                <SelectOptions placeholder="Select a tour" options={tourTypeOptions} />
              </select>
            )}
          </Field>
        </div>
        <ChoiceGroup
          id={form.fieldId('tourRating')}
          legend="How would you rate the tour overall?"
          choices={ratingChoices}
          registration={form.register('tourRating')}
          error={form.errors.tourRating?.message}
          inline
        />
        <ChoiceGroup
          id={form.fieldId('guideRating')}
          legend="How would you rate your tour guide?"
          choices={ratingChoices}
          registration={form.register('guideRating')}
          error={form.errors.guideRating?.message}
          inline
        />
        <Field
          id={form.fieldId('howHeard')}
          label="How did you hear about us?"
          error={form.errors.howHeard?.message}
        >
          {(field) => (
            <select {...field} {...form.register('howHeard')}>
              <SelectOptions placeholder="Select an answer" options={howHeardOptions} />
            </select>
          )}
        </Field>
        <ChoiceGroup
          id={form.fieldId('wouldRecommend')}
          legend="Would you recommend our tours to a friend?"
          choices={recommendChoices}
          registration={form.register('wouldRecommend')}
          error={form.errors.wouldRecommend?.message}
        />
        <Field
          id={form.fieldId('feedback')}
          label="Your Feedback"
          error={form.errors.feedback?.message}
          hint={
            <>
              What you enjoyed, and what we could do better ({business.survey.feedbackMin} to{' '}
              {business.survey.feedbackMax} characters).{' '}
              <span className={styles.counter}>
                {feedbackLength}/{business.survey.feedbackMax}
              </span>
            </>
          }
        >
          {(field) => <textarea {...field} {...form.register('feedback')} rows={6} />}
        </Field>
        <SubmitButton>{submitting ? surveyTexts.submitting : surveyTexts.submit}</SubmitButton>
      </fieldset>
    </form>
  );
}
