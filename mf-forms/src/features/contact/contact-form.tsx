import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  apiPaths,
  business,
  CONTACT_CONSENT_LABEL,
  type ContactForm as ContactFormInput,
  type ContactFormValues,
} from 'shared-types';
import { toast } from 'shell/ui';

import { ErrorSummary } from '../../components/form/error-summary';
import { Field } from '../../components/form/field';
import formStyles from '../../components/form/form.module.scss';
import { NeedsJavaScript } from '../../components/form/needs-javascript';
import { SentPanel } from '../../components/form/sent-panel';
import { SpamTrap } from '../../components/form/spam-trap';
import { SubmitButton } from '../../components/form/submit-button';
import { useApiForm, type SendFailure } from '../../hooks/use-api-form';
import { lazyResolver } from '../../lib/lazy-resolver';
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

/** What the contact form tells the visitor. */
const contactTexts = {
  sending: 'Sending...',
  send: 'Send Message',
  sentTitle: 'Message Sent!',
  sentDescription: "Thank you for contacting us. We'll get back to you soon!",
  failedTitle: 'Message Failed to Send',
  failedFallback: 'There was a problem sending your message. Please try again later.',
  blockedTitle: 'Submission Error',
  blockedDescription: 'Please wait before submitting again.',
} as const;

type Banner = { kind: 'blocked' } | { kind: 'failed'; message: string };

// The fields the visitor sees, in the order the error summary lists them.
const visibleFields = ['name', 'email', 'phone', 'message', 'consent'] as const;

/** The contact form: validation, sanitizing, spam guard, and its sending and sent states. */
export function ContactForm() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const openedAt = useRef(0);
  const lastSubmitAt = useRef<number | null>(null);

  function showBlocked() {
    setBanner({ kind: 'blocked' });
    toast.error(contactTexts.blockedTitle, { description: contactTexts.blockedDescription });
  }

  function showFailed(failure: SendFailure) {
    // Still too soon for the server after the form waited: the same words as its own spam guard.
    if (failure?.status === 429) return showBlocked();
    const message = failure?.error?.message?.trim() || contactTexts.failedFallback;
    setBanner({ kind: 'failed', message });
    toast.error(contactTexts.failedTitle, { description: message });
  }

  const form = useApiForm<ContactFormInput, ContactFormValues>({
    endpoint: apiPaths.contact,
    resolver,
    blankValues: blankForm,
    fieldOrder: visibleFields,
    sentPanelMs: successPanelMs,
    // Loaded by now (the form was validated before it is sent), so this resolves at once.
    toRequest: async (values, formToken) =>
      (validation ?? (await loadValidation())).toContactRequest(values, formToken),
    beforeSend: (values) => {
      const now = Date.now();
      const blocked = isSubmissionBlocked({
        now,
        openedAt: openedAt.current,
        lastSubmitAt: lastSubmitAt.current,
        trap: values.website,
      });
      if (blocked) {
        showBlocked();
        return false;
      }
      lastSubmitAt.current = now;
      setBanner(null);
      return true;
    },
    onSent: () =>
      toast.success(contactTexts.sentTitle, { description: contactTexts.sentDescription }),
    onFailed: showFailed,
  });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';

  // The time the form was opened, for the 3-second rule of the spam guard; a blank form after
  // the sent panel opens anew.
  const { status } = form;
  useEffect(() => {
    if (status === 'idle') openedAt.current = Date.now();
  }, [status]);

  // Waiting out the server's minimum fill time is part of sending: the form sends by itself.
  const submitting = status === 'submitting' || status === 'waiting';
  const consentId = form.fieldId('consent');

  return (
    <div className={formStyles.card}>
      <h2 id={form.titleId} tabIndex={-1} className={formStyles.title}>
        Send Us a Message
      </h2>
      {form.status === 'sent' ? (
        <SentPanel
          headingId={form.sentHeadingId}
          level="h3"
          title={contactTexts.sentTitle}
          text={contactTexts.sentDescription}
        />
      ) : (
        <form
          className={formStyles.stack}
          noValidate
          aria-busy={submitting}
          aria-labelledby={form.titleId}
          // Any edit clears the banner of the last attempt.
          onChange={() => setBanner(null)}
          onFocus={resolver.preload}
          onSubmit={form.onSubmit}
        >
          <NeedsJavaScript what="This form" />
          <p className={formStyles.intro}>
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
          <ErrorSummary errors={form.summary} />
          <fieldset className={formStyles.fields} disabled={submitting}>
            <legend className="visually-hidden">Your message</legend>
            <div className={formStyles.row}>
              <Field {...form.fieldProps('name')} label="Name">
                {(field) => (
                  <input {...field} type="text" autoComplete="name" maxLength={nameMax} />
                )}
              </Field>
              <Field {...form.fieldProps('email')} label="Email">
                {(field) => (
                  <input {...field} type="email" autoComplete="email" inputMode="email" />
                )}
              </Field>
            </div>
            <Field {...form.fieldProps('phone')} label="Phone" optional>
              {(field) => <input {...field} type="tel" autoComplete="tel" />}
            </Field>
            <Field
              {...form.fieldProps('message')}
              label="Message"
              optional
              hint={
                <span
                  className={message.trim().length > messageMax ? styles.counterOver : undefined}
                >
                  <span className="visually-hidden">Characters used: </span>
                  {message.length}/{messageMax}
                </span>
              }
            >
              {(field) => (
                <textarea
                  {...field}
                  rows={6}
                  maxLength={messageInputMax}
                  onChange={(event) => {
                    // The input is cut at 2000 characters even where maxLength is not applied.
                    if (event.target.value.length > messageInputMax) {
                      event.target.value = event.target.value.slice(0, messageInputMax);
                    }
                    return field.onChange(event);
                  }}
                />
              )}
            </Field>
            <div className={styles.consent} data-invalid={form.errors.consent ? 'true' : undefined}>
              <div className={styles.consentRow}>
                <input
                  {...form.register('consent')}
                  id={consentId}
                  type="checkbox"
                  aria-invalid={Boolean(form.errors.consent)}
                  aria-describedby={form.errors.consent ? `${consentId}-error` : undefined}
                  aria-required
                />
                <label htmlFor={consentId}>{CONTACT_CONSENT_LABEL}</label>
              </div>
              {form.errors.consent?.message ? (
                <p id={`${consentId}-error`} className={formStyles.error}>
                  {form.errors.consent.message}
                </p>
              ) : null}
            </div>
            <SpamTrap id={form.fieldId('website')} registration={form.register('website')} />
            <SubmitButton>{submitting ? contactTexts.sending : contactTexts.send}</SubmitButton>
          </fieldset>
        </form>
      )}
    </div>
  );
}
