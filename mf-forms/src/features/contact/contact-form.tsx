import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  apiPaths,
  business,
  CONTACT_CONSENT_LABEL,
  type ContactForm as ContactFormInput,
  type ContactFormValues,
} from 'shared-types';
import { buttonClass, toast, useHydrated } from 'shell/ui';

import { ErrorSummary, type SummaryError } from '../../components/form/error-summary';
import { Field } from '../../components/form/field';
import { lazyResolver } from '../../lib/lazy-resolver';
import { postJson } from '../../lib/post-json';
import styles from './contact-form.module.scss';
import type * as ContactValidationModule from './contact-validation';
import { isSubmissionBlocked } from './spam-guard';

const { messageMax, messageInputMax, nameMax, successPanelMs } = business.contact;

// Validation and the request's shape load when the visitor first focuses the form.
type ContactValidation = typeof ContactValidationModule;
let validation: ContactValidation | undefined;
const loadValidation = async () =>
  (validation ??= await import(
    /* webpackChunkName: "contact-validation" */ './contact-validation'
  ));
const resolver = lazyResolver(() => loadValidation().then((module) => module.contactResolver));

const blankForm: ContactFormInput = {
  name: '',
  email: '',
  phone: '',
  message: '',
  consent: false,
  website: '',
};

/** The texts of doc 2 §8 for the contact form. */
export const contactTexts = {
  sending: 'Sending...',
  send: 'Send Message',
  sentTitle: 'Message Sent!',
  sentDescription: "Thank you for contacting us. We'll get back to you soon!",
  failedTitle: 'Message Failed to Send',
  failedFallback: 'There was a problem sending your message. Please try again later.',
  blockedTitle: 'Submission Error',
  blockedDescription: 'Please wait before submitting again.',
} as const;

type Status = 'idle' | 'submitting' | 'success';
type Banner = { kind: 'blocked' } | { kind: 'failed'; message: string };

// The fields the visitor sees, in the order the error summary lists them.
const visibleFields = ['name', 'email', 'phone', 'message', 'consent'] as const;
type VisibleField = (typeof visibleFields)[number];
// Fields whose server-side messages can be shown next to them (the request carries only these).
const serverFields = ['name', 'email', 'message'] as const;

/** The contact form of doc 2 "/contact": validation, sanitizing, spam guard and its states. */
export function ContactForm() {
  const baseId = useId();
  const ids: Record<VisibleField | 'website', string> = {
    name: `${baseId}-name`,
    email: `${baseId}-email`,
    phone: `${baseId}-phone`,
    message: `${baseId}-message`,
    consent: `${baseId}-consent`,
    website: `${baseId}-website`,
  };
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>('idle');
  const [banner, setBanner] = useState<Banner | null>(null);
  const openedAt = useRef(0);
  const lastSubmitAt = useRef<number | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    control: formControl,
    formState: { errors, submitCount },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver,
    defaultValues: blankForm,
    // A field with an error is checked again as the visitor edits it (doc 2 §4).
    reValidateMode: 'onChange',
    // Focus goes to the first invalid field in the order the visitor reads them (see below).
    shouldFocusError: false,
  });
  const message = useWatch({ control: formControl, name: 'message' }) ?? '';

  // The time the form was opened, for the 3-second rule of the spam guard.
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  // The 'Message Sent!' panel stays 3 s, then a blank form comes back (doc 2 §4).
  useEffect(() => {
    if (status !== 'success') return undefined;
    sentHeading.current?.focus();
    const timer = window.setTimeout(() => {
      reset(blankForm);
      openedAt.current = Date.now();
      setStatus('idle');
      // Keyboard and screen-reader users land back at the top of the new form.
      window.setTimeout(() => formHeading.current?.focus(), 0);
    }, successPanelMs);
    return () => window.clearTimeout(timer);
  }, [status, reset]);

  function fail(serverMessage: string | undefined) {
    const text = serverMessage?.trim() ? serverMessage : contactTexts.failedFallback;
    setStatus('idle');
    setBanner({ kind: 'failed', message: text });
    toast.error(contactTexts.failedTitle, { description: text });
  }

  async function send(values: ContactFormValues) {
    const now = Date.now();
    const blocked = isSubmissionBlocked({
      now,
      openedAt: openedAt.current,
      lastSubmitAt: lastSubmitAt.current,
      trap: values.website,
    });
    if (blocked) {
      setBanner({ kind: 'blocked' });
      toast.error(contactTexts.blockedTitle, { description: contactTexts.blockedDescription });
      return;
    }
    lastSubmitAt.current = now;
    setBanner(null);
    setStatus('submitting');
    try {
      // Loaded by now: the form was validated before it is sent.
      const { toContactRequest } = validation ?? (await loadValidation());
      const result = await postJson(apiPaths.contact, toContactRequest(values));
      if (result.ok) {
        setStatus('success');
        toast.success(contactTexts.sentTitle, { description: contactTexts.sentDescription });
        return;
      }
      for (const field of serverFields) {
        const fieldMessage = result.error?.fields?.[field]?.[0];
        if (fieldMessage) setError(field, { type: 'server', message: fieldMessage });
      }
      fail(result.error?.message);
    } catch {
      // The network failed: there is no server message to show.
      fail(undefined);
    }
  }

  function focusFirstError(invalid: FieldErrors<ContactFormInput>) {
    const first = visibleFields.find((name) => invalid[name]);
    if (first) document.getElementById(ids[first])?.focus();
  }

  const summary: SummaryError[] = submitCount > 0 ? summarize(errors, ids) : [];
  const submitting = status === 'submitting';
  const messageField = register('message');

  return (
    <div className={styles.wrapper}>
      <h2 id={`${baseId}-title`} ref={formHeading} tabIndex={-1} className={styles.title}>
        Send Us a Message
      </h2>
      {status === 'success' ? (
        <div className={styles.sent} role="status">
          <h3 ref={sentHeading} tabIndex={-1} className={styles.sentTitle}>
            {contactTexts.sentTitle}
          </h3>
          <p>{contactTexts.sentDescription}</p>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          aria-busy={submitting}
          aria-labelledby={`${baseId}-title`}
          // Any edit clears the banner of the last attempt (doc 2 §4).
          onChange={() => setBanner(null)}
          onFocus={resolver.preload}
          // Validation that could not load (a lost connection) says the message was not sent;
          // what the visitor typed stays.
          onSubmit={(event) =>
            void handleSubmit(send, focusFirstError)(event).catch(() => fail(undefined))
          }
        >
          <p className={styles.intro}>
            Questions about a tour, a private booking or the press? Write to us below. Fields marked{' '}
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">with a star</span> are required.
          </p>
          {banner ? (
            <div className={styles.banner} role="alert">
              {banner.kind === 'blocked' ? (
                <p>
                  <strong>{contactTexts.blockedTitle}</strong> - {contactTexts.blockedDescription}
                </p>
              ) : (
                <p>
                  <strong>Error: </strong>
                  {banner.message}
                </p>
              )}
            </div>
          ) : null}
          <ErrorSummary errors={summary} />
          <fieldset className={styles.fields} disabled={submitting}>
            <legend className="visually-hidden">Your message</legend>
            <div className={styles.row}>
              <Field id={ids.name} label="Name" error={errors.name?.message}>
                {(control) => (
                  <input
                    {...control}
                    {...register('name')}
                    type="text"
                    autoComplete="name"
                    maxLength={nameMax}
                  />
                )}
              </Field>
              <Field id={ids.email} label="Email" error={errors.email?.message}>
                {(control) => (
                  <input
                    {...control}
                    {...register('email')}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                  />
                )}
              </Field>
            </div>
            <Field id={ids.phone} label="Phone" optional error={errors.phone?.message}>
              {(control) => (
                <input {...control} {...register('phone')} type="tel" autoComplete="tel" />
              )}
            </Field>
            <Field
              id={ids.message}
              label="Message"
              optional
              error={errors.message?.message}
              hint={
                <span
                  className={message.trim().length > messageMax ? styles.counterOver : undefined}
                >
                  <span className="visually-hidden">Characters used: </span>
                  {message.length}/{messageMax}
                </span>
              }
            >
              {(control) => (
                <textarea
                  {...control}
                  {...messageField}
                  rows={6}
                  maxLength={messageInputMax}
                  onChange={(event) => {
                    // The input is cut at 2000 characters even where maxLength is not applied.
                    if (event.target.value.length > messageInputMax) {
                      event.target.value = event.target.value.slice(0, messageInputMax);
                    }
                    return messageField.onChange(event);
                  }}
                />
              )}
            </Field>
            <div className={styles.consent} data-invalid={errors.consent ? 'true' : undefined}>
              <div className={styles.consentRow}>
                <input
                  {...register('consent')}
                  id={ids.consent}
                  type="checkbox"
                  aria-invalid={Boolean(errors.consent)}
                  aria-describedby={errors.consent ? `${ids.consent}-error` : undefined}
                  aria-required
                />
                <label htmlFor={ids.consent}>{CONTACT_CONSENT_LABEL}</label>
              </div>
              {errors.consent?.message ? (
                <p id={`${ids.consent}-error`} className={styles.error}>
                  {errors.consent.message}
                </p>
              ) : null}
            </div>
            {/* Spam trap: invisible and unreachable for people, filled in by bots (doc 2 §5). */}
            <div className="visually-hidden" aria-hidden="true">
              <label htmlFor={ids.website}>Website</label>
              <input
                {...register('website')}
                id={ids.website}
                type="text"
                tabIndex={-1}
                autoComplete="off"
              />
            </div>
            <button
              type="submit"
              className={`${buttonClass('primary', 'lg')} ${styles.submit}`}
              // A prerendered form sends nothing until its page is live (docs/decisions/007).
              disabled={!hydrated}
            >
              {submitting ? contactTexts.sending : contactTexts.send}
            </button>
          </fieldset>
        </form>
      )}
    </div>
  );
}

/** The current errors of the visible fields, in form order, for the error summary. */
function summarize(
  errors: FieldErrors<ContactFormInput>,
  ids: Record<VisibleField, string>,
): SummaryError[] {
  return visibleFields.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ fieldId: ids[field], message }] : [];
  });
}
