// Each function's configuration is validated once, at cold start: a missing or malformed variable
// fails the function's initialisation with a clear log line instead of a 500 for the first visitor.
// The loaders here are pure; each function reads its own at module start, into one module of
// this folder: `intake-config.ts`, `form-token-config.ts`, `telemetry-config.ts`, `delivery-config.ts`.
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
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const secondsSchema = (fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : Number(value)),
    z.number({ error: 'must be a number of seconds' }).int().min(0).max(43_200),
  );

// A comma-separated list of origins such as https://www.example.com, scheme and host only.
const originListSchema = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  )
  .pipe(
    z.array(
      z.string().regex(/^https?:\/\/[a-z0-9.-]+(?::\d+)?$/i, {
        error: 'must list origins like https://host',
      }),
    ),
  );

/** The form token secret: given directly (local runs) or as a Secrets Manager ARN (AWS). */
const formTokenSecretShape = {
  FORM_TOKEN_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters' })),
  FORM_TOKEN_SECRET_ARN: optional(
    z.string().regex(/^arn:aws[a-z-]*:secretsmanager:/, { error: 'must be a secret ARN' }),
  ),
};

const formTokenEnvironmentSchema = z
  .object(formTokenSecretShape)
  .refine((env) => env.FORM_TOKEN_SECRET !== undefined || env.FORM_TOKEN_SECRET_ARN !== undefined, {
    error: 'FORM_TOKEN_SECRET or FORM_TOKEN_SECRET_ARN is required',
    path: ['FORM_TOKEN_SECRET'],
  });

const intakeEnvironmentSchema = z.object({
  ...formTokenSecretShape,
  MAIL_QUEUE_URL: httpUrlSchema,
  SITE_ORIGINS: optional(originListSchema),
});

const telemetryEnvironmentSchema = z.object({
  SITE_ORIGINS: optional(originListSchema),
});

const deliveryEnvironmentSchema = z.object({
  MAIL_SENDER: mailboxSchema,
  MAIL_RECIPIENT: mailboxSchema,
  SES_REGION: z
    .string()
    .trim()
    .regex(/^[a-z]{2}(?:-[a-z]+)+-\d+$/, { error: 'must be an AWS region such as us-east-1' }),
  SES_ENDPOINT: optional(httpUrlSchema),
  MAIL_CONFIGURATION_SET: optional(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)),
  MAIL_QUEUE_URL: httpUrlSchema,
  IDEMPOTENCY_TABLE_NAME: z.string().regex(/^[A-Za-z0-9_.-]{3,255}$/, {
    error: 'must be a DynamoDB table name',
  }),
  MAIL_RETRY_BASE_SECONDS: secondsSchema(30),
  MAIL_RETRY_MAX_SECONDS: secondsSchema(900),
});

/** Where the form-token secret comes from. */
export interface FormTokenConfig {
  /** The secret itself (local runs). */
  secret?: string;
  /** Its Secrets Manager ARN (AWS). */
  secretArn?: string;
}

/** Settings of the functions behind `/api/contact` and `/api/survey`. */
export interface IntakeConfig extends FormTokenConfig {
  /** The queue accepted mail waits in until it is sent. */
  queueUrl: string;
  /** Origins allowed besides those the browser itself marks as same-origin. */
  siteOrigins: string[];
}

/** Settings of the function behind `/api/telemetry`. */
export interface TelemetryConfig {
  /** Origins allowed besides those the browser itself marks as same-origin (as the forms'). */
  siteOrigins: string[];
}

/** Settings of the function that sends the queued mail. */
export interface DeliveryConfig {
  /** Verified SES identity the mail is sent from. */
  sender: string;
  /** Where the company reads contact and survey mail. */
  recipient: string;
  /** SES region. */
  region: string;
  /** SES endpoint override: the local emulator, or a proxy in front of it. */
  endpoint?: string;
  /** SES configuration set whose events feed the bounce and complaint alarms. */
  configurationSet?: string;
  /** The mail queue, whose messages are made visible again later after a failed send. */
  queueUrl: string;
  /** The idempotency table that keeps a message from being sent twice. */
  idempotencyTable: string;
  /** First retry delay; each further retry waits twice as long, up to `retryMaxSeconds`. */
  retryBaseSeconds: number;
  /** Longest retry delay. */
  retryMaxSeconds: number;
}

function parse<T extends z.ZodType>(schema: T, environment: NodeJS.ProcessEnv, what: string) {
  const result = schema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      if (issue.code === 'invalid_type') return `${name} is required`;
      return issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
    });
    throw new ConfigurationError(`Invalid ${what} configuration: ${problems.join('; ')}`);
  }
  return result.data as z.output<T>;
}

/** Validates the form-token variables of `environment`. */
export function loadFormTokenConfig(environment: NodeJS.ProcessEnv): FormTokenConfig {
  const env = parse(formTokenEnvironmentSchema, environment, 'form token');
  return { secret: env.FORM_TOKEN_SECRET, secretArn: env.FORM_TOKEN_SECRET_ARN };
}

/** Validates the intake variables of `environment`; throws a `ConfigurationError` naming each. */
export function loadIntakeConfig(environment: NodeJS.ProcessEnv): IntakeConfig {
  const env = parse(intakeEnvironmentSchema, environment, 'intake');
  return {
    ...loadFormTokenConfig(environment),
    queueUrl: env.MAIL_QUEUE_URL,
    siteOrigins: env.SITE_ORIGINS ?? [],
  };
}

/** Validates the telemetry variables of `environment`; throws a `ConfigurationError` naming each. */
export function loadTelemetryConfig(environment: NodeJS.ProcessEnv): TelemetryConfig {
  const env = parse(telemetryEnvironmentSchema, environment, 'telemetry');
  return { siteOrigins: env.SITE_ORIGINS ?? [] };
}

/** Validates the delivery variables of `environment`; throws a `ConfigurationError` naming each. */
export function loadDeliveryConfig(environment: NodeJS.ProcessEnv): DeliveryConfig {
  const env = parse(deliveryEnvironmentSchema, environment, 'mail delivery');
  return {
    sender: env.MAIL_SENDER,
    recipient: env.MAIL_RECIPIENT,
    region: env.SES_REGION,
    ...(env.SES_ENDPOINT === undefined ? {} : { endpoint: env.SES_ENDPOINT }),
    ...(env.MAIL_CONFIGURATION_SET === undefined
      ? {}
      : { configurationSet: env.MAIL_CONFIGURATION_SET }),
    queueUrl: env.MAIL_QUEUE_URL,
    idempotencyTable: env.IDEMPOTENCY_TABLE_NAME,
    retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
    retryMaxSeconds: Math.max(env.MAIL_RETRY_MAX_SECONDS, env.MAIL_RETRY_BASE_SECONDS),
  };
}
