// The behaviour every form of the site shares, around react-hook-form: the form token, sending
// the request (and sending it again, by itself, when it went sooner than the server's minimum
// fill time), the submitting, waiting and sent states, the server's field messages, focus on the
// first invalid field, the error summary, and a blank form again after the sent panel. Each form
// keeps only what is its own: its fields, its texts and what it tells the visitor.
import { useEffect, useId, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Control,
  type UseFormRegister,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { formTokenMessages, formTokenTiming } from 'shared-types';

import type { SummaryError } from '../components/form/error-summary';
import { fetchFormToken } from '../lib/form-token';
import type { LazyResolver } from '../lib/lazy-resolver';
import { postJson, type PostResult } from '../lib/post-json';

/** Why a send did not go through: the server's answer, or `undefined` when the network failed. */
export type SendFailure = Extract<PostResult, { ok: false }> | undefined;

/** What a form is: where it goes, how it validates, its fields and what it tells the visitor. */
export interface ApiFormOptions<Values extends FieldValues, Submission> {
  /** The `/api/*` path the form POSTs to. */
  endpoint: string;
  /** Validation, loaded when the visitor first focuses the form. */
  resolver: LazyResolver<Values, Submission>;
  /** The empty form, which comes back after the sent panel. */
  blankValues: DefaultValues<Values>;
  /** The fields in the order the visitor reads them: summary order and first focus. */
  fieldOrder: readonly Path<Values>[];
  /** Radio groups, which are focused through their first choice. @default none */
  choiceGroups?: readonly Path<Values>[];
  /** Form fields the request names otherwise, by request name (`heardAbout` → `howHeard`). */
  requestFieldNames?: Readonly<Record<string, Path<Values>>>;
  /** How long the sent panel shows before a blank form returns, in milliseconds. */
  sentPanelMs: number;
  /** The request body for a valid form and the page's form token. */
  toRequest: (submission: Submission, formToken: string) => unknown;
  /** Last check before sending; `false` stops the send (the contact form's spam guard). */
  beforeSend?: (values: Submission) => boolean;
  /** The form was sent. */
  onSent: () => void;
  /** The form was not sent. */
  onFailed: (failure: SendFailure) => void;
}

/** What `useApiForm` gives the form to render. */
export interface ApiForm<Values extends FieldValues, Submission> {
  /** react-hook-form's API, for anything the shortcuts below do not cover. */
  form: UseFormReturn<Values, unknown, Submission>;
  /** react-hook-form's `register`. */
  register: UseFormRegister<Values>;
  /** react-hook-form's `control`, for `useWatch`. */
  control: Control<Values, unknown, Submission>;
  /** The current field errors. */
  errors: FieldErrors<Values>;
  /** The id of a field's control. */
  fieldId: (field: Path<Values>) => string;
  /**
   * A field's control id, current message and react-hook-form registration, as `Field` and
   * `ChoiceGroup` take them.
   */
  fieldProps: (field: Path<Values>) => {
    id: string;
    error: string | undefined;
    registration: UseFormRegisterReturn<Path<Values>>;
  };
  /** The id of the control that takes focus for a field (a radio group's first choice). */
  focusId: (field: Path<Values>) => string;
  /** The id of the form's heading, which names the form and takes focus when it comes back. */
  titleId: string;
  /**
   * 'submitting' while the request is on its way; 'waiting' while a form sent sooner after its
   * token than the server's minimum fill time waits out the time left, to send again by itself;
   * 'sent' while the sent panel shows.
   */
  status: 'idle' | 'submitting' | 'waiting' | 'sent';
  /** The current errors in field order, once the visitor has tried to send. */
  summary: SummaryError[];
  /** The form's `onSubmit`. */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  /** The id of the sent panel's heading, which takes focus when the panel shows. */
  sentHeadingId: string;
}

/**
 * How many times a form sent too soon waits and sends again. The server says exactly how long is
 * left, so one wait is enough; a second covers a request that crossed the boundary in flight.
 */
const MAX_FILL_TIME_WAITS = 2;

/** The time left that the server asked a form sent too soon to wait, if that is why it refused. */
function fillTimeLeftMs(result: PostResult): number | undefined {
  if (result.ok || result.status !== 429) return undefined;
  const waitMs = result.error?.retryAfterMs;
  // Never longer than the minimum fill time itself: a wrong answer cannot hold the form for long.
  return waitMs === undefined
    ? undefined
    : Math.min(Math.max(waitMs, 0), formTokenTiming.minFillMs);
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** A form that POSTs to the site's API; see the file's opening comment. */
export function useApiForm<Values extends FieldValues, Submission>(
  options: ApiFormOptions<Values, Submission>,
): ApiForm<Values, Submission> {
  const baseId = useId();
  const [status, setStatus] = useState<ApiForm<Values, Submission>['status']>('idle');
  const formToken = useRef<string | undefined>(undefined);
  const titleId = `${baseId}-title`;
  const sentHeadingId = `${baseId}-sent`;
  const { blankValues, sentPanelMs } = options;

  const form = useForm<Values, unknown, Submission>({
    resolver: options.resolver,
    // No default values: react-hook-form then reads each control as the page holds it, so what
    // the visitor typed or ticked in the prerendered form before the scripts ran is kept (with
    // defaults it keeps edited text, but not a ticked radio). The blank form returns by `reset`.
    // A field with an error is checked again as the visitor edits it.
    reValidateMode: 'onChange',
    // Focus goes to the first invalid field in the order the visitor reads them (see below).
    shouldFocusError: false,
  });
  const { reset, setError, handleSubmit } = form;
  const {
    formState: { errors, submitCount },
  } = form;

  // The token dates the form; it is asked for as soon as the form is live.
  useEffect(() => {
    let current = true;
    void fetchFormToken().then((token) => {
      if (current && token !== undefined) formToken.current ??= token;
    });
    return () => {
      current = false;
    };
  }, []);

  // The sent panel stays a moment, then a blank form comes back.
  useEffect(() => {
    if (status !== 'sent') return undefined;
    document.getElementById(sentHeadingId)?.focus();
    const timer = window.setTimeout(() => {
      reset(blankValues);
      setStatus('idle');
      // Keyboard and screen-reader users land back at the top of the new form.
      window.setTimeout(() => document.getElementById(titleId)?.focus(), 0);
    }, sentPanelMs);
    return () => window.clearTimeout(timer);
  }, [status, reset, blankValues, sentPanelMs, sentHeadingId, titleId]);

  const fieldId = (field: Path<Values>) => `${baseId}-${field}`;
  const fieldProps = (field: Path<Values>) => {
    const message = errors[field]?.message;
    return {
      id: fieldId(field),
      error: typeof message === 'string' ? message : undefined,
      registration: form.register(field),
    };
  };
  const focusId = (field: Path<Values>) =>
    options.choiceGroups?.includes(field) ? `${fieldId(field)}-0` : fieldId(field);

  function failed(failure: SendFailure) {
    setStatus('idle');
    // A token the server no longer takes is replaced, so that sending again works.
    if (failure?.error?.message === formTokenMessages.invalid) formToken.current = undefined;
    options.onFailed(failure);
  }

  async function send(submission: Submission) {
    if (options.beforeSend?.(submission) === false) return;
    setStatus('submitting');
    try {
      formToken.current ??= await fetchFormToken();
      const body = await options.toRequest(submission, formToken.current ?? '');
      let result = await postJson(options.endpoint, body);
      // Sent sooner after the token than a person could fill the form (filled in while the page's
      // code loaded, then sent as soon as it could be): not the visitor's failure. The server says
      // how long is left; the form waits that out and sends the same request again by itself.
      for (let waits = 0; waits < MAX_FILL_TIME_WAITS; waits += 1) {
        const waitMs = fillTimeLeftMs(result);
        if (waitMs === undefined) break;
        setStatus('waiting');
        await wait(waitMs);
        result = await postJson(options.endpoint, body);
      }
      if (result.ok) {
        setStatus('sent');
        options.onSent();
        return;
      }
      for (const [name, messages] of Object.entries(result.error?.fields ?? {})) {
        const field = options.requestFieldNames?.[name] ?? (name as Path<Values>);
        const message = messages[0];
        if (message && options.fieldOrder.includes(field)) {
          setError(field, { type: 'server', message });
        }
      }
      failed(result);
    } catch {
      // The network failed: there is no server message to show.
      failed(undefined);
    }
  }

  function focusFirstError(invalid: FieldErrors<Values>) {
    const first = options.fieldOrder.find((field) => invalid[field]);
    if (first) document.getElementById(focusId(first))?.focus();
  }

  const summary: SummaryError[] =
    submitCount > 0
      ? options.fieldOrder.flatMap((field) => {
          const message = errors[field]?.message;
          return typeof message === 'string' && message !== ''
            ? [{ fieldId: focusId(field), message }]
            : [];
        })
      : [];

  return {
    form,
    register: form.register,
    control: form.control,
    errors,
    fieldId,
    fieldProps,
    focusId,
    titleId,
    sentHeadingId,
    status,
    summary,
    // Validation that could not load (a lost connection) reports the form as not sent; what the
    // visitor typed stays.
    onSubmit: (event) =>
      void handleSubmit(send, focusFirstError)(event).catch(() => failed(undefined)),
  };
}
