// What waits on the mail queue between the visitor's "sent" and SES's acceptance: the finished
// mail (built and escaped by the intake function) under a unique id, which is the idempotency key
// that keeps a redelivered message from being sent twice.
import * as z from 'zod';

/** One accepted submission, as the queue carries it. */
export const mailJobSchema = z.object({
  /** Unique per accepted submission; the idempotency key of its delivery. */
  id: z.uuid(),
  /** Which form it came from. */
  kind: z.enum(['contact', 'survey']),
  /** When the intake function accepted it (ISO 8601). */
  acceptedAt: z.iso.datetime(),
  mail: z.object({
    subject: z.string().min(1),
    text: z.string(),
    html: z.string(),
    replyTo: z.string().min(3),
  }),
});

/** One accepted submission. */
export type MailJob = z.infer<typeof mailJobSchema>;
