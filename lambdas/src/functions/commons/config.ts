// The mail configuration is validated once, at cold start: a missing or malformed variable fails
// the function's initialisation with a clear log line instead of a 500 for the first visitor.
import * as z from 'zod';

import { ConfigurationError } from './errors';

// A bare address or "Display Name <address>"; never a line break, which would let a value
// smuggle extra headers into the mail.
const MAILBOX_PATTERN = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/;

const mailboxSchema = z
  .string()
  .trim()
  .refine(
    (mailbox) => {
      const match = MAILBOX_PATTERN.exec(mailbox);
      const address = match?.[1] ?? match?.[2];
      return address !== undefined && z.email().safeParse(address).success;
    },
    { error: 'must be an e-mail address or "Name <address>"' },
  );

// An unset variable and an empty one mean the same thing in shells and CDK alike.
const optionalUrlSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);

const mailEnvironmentSchema = z.object({
  MAIL_SENDER: mailboxSchema,
  MAIL_RECIPIENT: mailboxSchema,
  SES_REGION: z
    .string()
    .trim()
    .regex(/^[a-z]{2}(?:-[a-z]+)+-\d+$/, { error: 'must be an AWS region such as us-east-1' }),
  SES_ENDPOINT: optionalUrlSchema,
});

/** The validated mail settings the functions run with. */
export interface MailConfig {
  /** Verified SES identity the mail is sent from. */
  sender: string;
  /** Where the company reads contact and survey mail. */
  recipient: string;
  /** SES region. */
  region: string;
  /** SES endpoint override, set only for the local emulator. */
  endpoint?: string;
}

/** Validates the mail variables of `environment`; throws a `ConfigurationError` naming each problem. */
export function loadMailConfig(environment: NodeJS.ProcessEnv): MailConfig {
  const result = mailEnvironmentSchema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) =>
        `${issue.path.join('.')} ${issue.code === 'invalid_type' ? 'is required' : issue.message}`,
    );
    throw new ConfigurationError(`Invalid mail configuration: ${problems.join('; ')}`);
  }
  const { MAIL_SENDER, MAIL_RECIPIENT, SES_REGION, SES_ENDPOINT } = result.data;
  return {
    sender: MAIL_SENDER,
    recipient: MAIL_RECIPIENT,
    region: SES_REGION,
    ...(SES_ENDPOINT === undefined ? {} : { endpoint: SES_ENDPOINT }),
  };
}

/** The configuration of this function instance, read at cold start. */
export const mailConfig = loadMailConfig(process.env);
