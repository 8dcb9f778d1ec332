import { business } from 'shared-types';

const { minSubmitIntervalMs, minTimeOpenMs } = business.contact;

/** What the spam guard looks at when the visitor submits. */
export interface SpamGuardInput {
  /** The time of this submit (ms since the epoch). */
  now: number;
  /** When the form was opened. */
  openedAt: number;
  /** When the last submission was sent, if any. */
  lastSubmitAt: number | null;
  /** The hidden `website` field, which only a bot fills. */
  trap: string;
}

/**
 * Whether a submission must be blocked: the last one was under 30 s ago, the form was
 * opened under 3 s ago (no person fills it that fast), or the hidden trap was filled.
 */
export function isSubmissionBlocked({
  now,
  openedAt,
  lastSubmitAt,
  trap,
}: SpamGuardInput): boolean {
  if (trap !== '') return true;
  if (now - openedAt < minTimeOpenMs) return true;
  return lastSubmitAt !== null && now - lastSubmitAt < minSubmitIntervalMs;
}
