import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  apiPaths,
  business,
  emptySurveyForm,
  howHeardOptions,
  ratingOptions,
  recommendOptions,
  tourTypeOptions,
  type SurveyForm as SurveyFormInput,
  type SurveyRequest,
} from 'shared-types';
import { buttonClass, toast, useHydrated } from 'shell/ui';

import { ChoiceGroup, type Choice } from '../../components/form/choice-group';
import { ErrorSummary, type SummaryError } from '../../components/form/error-summary';
import { Field } from '../../components/form/field';
import { lazyResolver } from '../../lib/lazy-resolver';
import { postJson } from '../../lib/post-json';
import styles from './survey-form.module.scss';

// Validation loads when the visitor first focuses the form.
const resolver = lazyResolver(() =>
  import(/* webpackChunkName: "survey-validation" */ './survey-validation').then(
    (module) => module.surveyResolver,
  ),
);

/** The texts of doc 2 §2, §4 and §8 for the survey. */
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

type Status = 'idle' | 'submitting' | 'submitted';
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

// The request names two fields differently (doc 2 §3); server messages go back to the form's names.
const requestToFormField: Readonly<Record<string, SurveyField>> = {
  heardAbout: 'howHeard',
  recommend: 'wouldRecommend',
};

const ratingChoices: readonly Choice[] = ratingOptions.map((option) => ({
  value: option.value,
  label: `${option.value} - ${option.label}`,
}));
const recommendChoices: readonly Choice[] = recommendOptions.map((option) => ({
  value: option,
  label: option,
}));

/** The post-tour feedback form of doc 2 "/survey", with its submitting and thank-you states. */
export function SurveyForm() {
  const baseId = useId();
  const id = (field: SurveyField) => `${baseId}-${field}`;
  // Radio groups are focused through their first choice.
  const focusId = (field: SurveyField) =>
    ['tourRating', 'guideRating', 'wouldRecommend'].includes(field) ? `${id(field)}-0` : id(field);
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>('idle');
  const thanksHeading = useRef<HTMLHeadingElement>(null);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    control: formControl,
    formState: { errors, submitCount },
  } = useForm<SurveyFormInput, unknown, SurveyRequest>({
    resolver,
    defaultValues: emptySurveyForm,
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const feedbackLength = useWatch({ control: formControl, name: 'feedback' }).length;

  // The thank-you panel shows for 3000 ms, then an empty form comes back (doc 2 §4).
  useEffect(() => {
    if (status !== 'submitted') return undefined;
    thanksHeading.current?.focus();
    const timer = window.setTimeout(() => {
      reset(emptySurveyForm);
      setStatus('idle');
    }, business.survey.resetMs);
    return () => window.clearTimeout(timer);
  }, [status, reset]);

  function failed(error: unknown) {
    console.error('Survey submission failed', error);
    setStatus('idle');
    toast.error(surveyTexts.failedTitle, { description: surveyTexts.failedDescription });
  }

  async function send(request: SurveyRequest) {
    setStatus('submitting');
    try {
      const result = await postJson(apiPaths.survey, request);
      if (!result.ok) {
        for (const [name, messages] of Object.entries(result.error?.fields ?? {})) {
          const field = requestToFormField[name] ?? name;
          const message = messages[0];
          if (message && fieldOrder.includes(field as SurveyField)) {
            setError(field as SurveyField, { type: 'server', message });
          }
        }
        failed(
          new Error(`POST ${apiPaths.survey} answered ${result.status}`, { cause: result.error }),
        );
        return;
      }
      setStatus('submitted');
      toast.success(surveyTexts.sentTitle, { description: surveyTexts.sentDescription });
    } catch (error) {
      failed(error);
    }
  }

  function focusFirstError(invalid: FieldErrors<SurveyFormInput>) {
    const first = fieldOrder.find((field) => invalid[field]);
    if (first) document.getElementById(focusId(first))?.focus();
  }

  const summary: SummaryError[] =
    submitCount > 0
      ? fieldOrder.flatMap((field) => {
          const message = errors[field]?.message;
          return message ? [{ fieldId: focusId(field), message }] : [];
        })
      : [];
  const submitting = status === 'submitting';

  if (status === 'submitted') {
    return (
      <div className={styles.thanks} role="status">
        <h2 ref={thanksHeading} tabIndex={-1} className={styles.thanksTitle}>
          {surveyTexts.thanksTitle}
        </h2>
        <p>{surveyTexts.thanksText}</p>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${baseId}-title`}
      aria-busy={submitting}
      onFocus={resolver.preload}
      // Validation that could not load (a lost connection) says the survey was not sent; the
      // answers stay.
      onSubmit={(event) => void handleSubmit(send, focusFirstError)(event).catch(failed)}
    >
      <h2 id={`${baseId}-title`} className={styles.title}>
        Tell Us About Your Tour
      </h2>
      <p className={styles.intro}>
        Every question is required and takes a click or two. Fields marked{' '}
        <span aria-hidden="true">*</span>
        <span className="visually-hidden">with a star</span> need an answer.
      </p>
      <ErrorSummary errors={summary} />
      <fieldset className={styles.fields} disabled={submitting}>
        <legend className="visually-hidden">Your feedback</legend>
        <div className={styles.row}>
          <Field id={id('name')} label="Your Name" error={errors.name?.message}>
            {(control) => (
              <input {...control} {...register('name')} type="text" autoComplete="name" />
            )}
          </Field>
          <Field id={id('email')} label="Email" error={errors.email?.message}>
            {(control) => (
              <input {...control} {...register('email')} type="email" autoComplete="email" />
            )}
          </Field>
        </div>
        <div className={styles.row}>
          <Field id={id('tourDate')} label="Tour Date" error={errors.tourDate?.message}>
            {(control) => <input {...control} {...register('tourDate')} type="date" />}
          </Field>
          <Field
            id={id('tourType')}
            label="Which tour did you take?"
            error={errors.tourType?.message}
          >
            {(control) => (
              <select {...control} {...register('tourType')}>
                <option value="">Select a tour</option>
                {tourTypeOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <ChoiceGroup
          id={id('tourRating')}
          legend="How would you rate the tour overall?"
          choices={ratingChoices}
          registration={register('tourRating')}
          error={errors.tourRating?.message}
          inline
        />
        <ChoiceGroup
          id={id('guideRating')}
          legend="How would you rate your tour guide?"
          choices={ratingChoices}
          registration={register('guideRating')}
          error={errors.guideRating?.message}
          inline
        />
        <Field
          id={id('howHeard')}
          label="How did you hear about us?"
          error={errors.howHeard?.message}
        >
          {(control) => (
            <select {...control} {...register('howHeard')}>
              <option value="">Select an answer</option>
              {howHeardOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ChoiceGroup
          id={id('wouldRecommend')}
          legend="Would you recommend our tours to a friend?"
          choices={recommendChoices}
          registration={register('wouldRecommend')}
          error={errors.wouldRecommend?.message}
        />
        <Field
          id={id('feedback')}
          label="Your Feedback"
          error={errors.feedback?.message}
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
          {(field) => <textarea {...field} {...register('feedback')} rows={6} />}
        </Field>
        <button
          type="submit"
          className={`${buttonClass('primary', 'lg')} ${styles.submit}`}
          // A prerendered form sends nothing until its page is live (docs/decisions/007).
          disabled={!hydrated}
        >
          {submitting ? surveyTexts.submitting : surveyTexts.submit}
        </button>
      </fieldset>
    </form>
  );
}
