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
import { SelectField } from '../../components/form/select-field';
import { SentPanel } from '../../components/form/sent-panel';
import { SpamTrap } from '../../components/form/spam-trap';
import { SubmitButton } from '../../components/form/submit-button';
import { useApiForm, type ApiForm, type SendFailure } from '../../hooks/use-api-form';
import { lazyResolver } from '../../lib/lazy-resolver';

// Validation loads when the visitor first focuses the form.
const resolver = lazyResolver(() =>
  import(/* webpackChunkName: "survey-validation" */ './survey-validation').then(
    (module) => module.surveyResolver,
  ),
);

/** What the survey tells the visitor. */
const surveyTexts = {
  submit: 'Submit Feedback',
  submitting: 'Submitting...',
  /** While a survey sent too soon after its form token waits to send again by itself. */
  waiting: 'Sending...',
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
// The tour and the guide are rated on the same five choices.
const ratingQuestions = [
  { name: 'tourRating', legend: 'How would you rate the tour overall?' },
  { name: 'guideRating', legend: 'How would you rate your tour guide?' },
] as const satisfies readonly { name: SurveyField; legend: string }[];
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

/** The submit button's words in each state of the form (the sent panel replaces it). */
const submitLabels: Record<ApiForm<SurveyFormInput, SurveySubmission>['status'], string> = {
  idle: surveyTexts.submit,
  submitting: surveyTexts.submitting,
  waiting: surveyTexts.waiting,
  sent: surveyTexts.submit,
};

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
  const submitting = form.status === 'submitting' || form.status === 'waiting';
  const submitLabel = submitLabels[form.status];

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
          <Field {...form.fieldProps('name')} label="Your Name">
            {(field) => <input {...field} type="text" autoComplete="name" />}
          </Field>
          <Field {...form.fieldProps('email')} label="Email">
            {(field) => <input {...field} type="email" autoComplete="email" />}
          </Field>
        </div>
        <div className={styles.row}>
          <Field {...form.fieldProps('tourDate')} label="Tour Date">
            {(field) => <input {...field} type="date" />}
          </Field>
          <SelectField
            {...form.fieldProps('tourType')}
            label="Which tour did you take?"
            placeholder="Select a tour"
            options={tourTypeOptions}
          />
        </div>
        {ratingQuestions.map(({ name, legend }) => (
          <ChoiceGroup
            key={name}
            {...form.fieldProps(name)}
            legend={legend}
            choices={ratingChoices}
            inline
          />
        ))}
        <SelectField
          {...form.fieldProps('howHeard')}
          label="How did you hear about us?"
          placeholder="Select an answer"
          options={howHeardOptions}
        />
        <ChoiceGroup
          {...form.fieldProps('wouldRecommend')}
          legend="Would you recommend our tours to a friend?"
          choices={recommendChoices}
        />
        <Field
          {...form.fieldProps('feedback')}
          label="Your Feedback"
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
          {(field) => <textarea {...field} rows={6} />}
        </Field>
        <SubmitButton>{submitLabel}</SubmitButton>
      </fieldset>
    </form>
  );
}
