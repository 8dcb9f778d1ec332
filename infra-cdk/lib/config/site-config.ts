// The operator's settings of one stage, checked with one zod schema whether they come from the
// stage's settings file (`stages/<stage>.json`, see stage-settings.ts) or from CDK context (`-c`).
// Values passed with `-c` arrive as strings, so booleans and numbers are parsed here, and a missing
// or inconsistent value stops the synth with a message naming the key to set.
import type { Node } from 'constructs';
import { defaultExternalHosts, type ExternalHosts } from 'shared-types';
import * as z from 'zod';

/** A Route 53 public hosted zone the operator already has (its domain's DNS). */
export interface HostedZoneSettings {
  /** The zone's id, `Z…`. */
  readonly hostedZoneId: string;
  /** The zone's domain, e.g. `catsabouttowntours.com`. */
  readonly zoneName: string;
}

/** Instances reserved for the functions (the account's concurrency quota must leave 100 free). */
export interface ReservedConcurrency {
  /** Each of the three intake functions (contact, survey, form token). */
  readonly intake: number;
  /** The mail delivery function. */
  readonly delivery: number;
}

/** Everything the site, API and WAF stacks need from the settings, defaults applied. */
export interface SiteConfig {
  /** Custom domain of the site. @default - the distribution's cloudfront.net name only */
  readonly domainName?: string;
  /**
   * ACM certificate (us-east-1) covering `domainName`; required with `domainName` unless a hosted
   * zone is given, which then gets a DNS-validated certificate of its own.
   */
  readonly certificateArn?: string;
  /**
   * The zone holding `domainName`: with it the site's certificate, its alias records and the SES
   * DKIM records are created there. @default - DNS is the operator's
   */
  readonly hostedZone?: HostedZoneSettings;
  /** SES identity to create: an e-mail address or a domain. @default - `mailSender` */
  readonly sesSenderIdentity: string;
  /** From address of the contact and survey mail; must belong to `sesSenderIdentity`. */
  readonly mailSender: string;
  /** Mailbox that receives the contact and survey mail. */
  readonly mailRecipient: string;
  /** Hosts allowed by the Content-Security-Policy. */
  readonly hosts: ExternalHosts;
  /** Whether to create the CloudFront WAF web ACL (us-east-1). @default true */
  readonly enableWaf: boolean;
  /** Requests per IP per 5 minutes before the WAF blocks. @default 1000 */
  readonly wafRateLimit: number;
  /** Who is e-mailed when an alarm goes off. @default - nobody (subscribe to the topic later) */
  readonly alarmEmail?: string;
  /**
   * Custom domain of the API, CloudFront's origin for `/api/*` (a CNAME to the API's regional
   * domain). With it, the API's own `execute-api` address is switched off; either way the API
   * refuses what did not come through CloudFront. @default - the execute-api address, left on
   */
  readonly apiDomainName?: string;
  /** ACM certificate in the API's region covering `apiDomainName`; required with it. */
  readonly apiCertificateArn?: string;
  /**
   * Generation of the secret header CloudFront adds to `/api/*` requests; raising it by one
   * rotates the secret in one deploy. Only ever raised. @default 1
   */
  readonly originVerifyGeneration: number;
  /** Monthly cost in US dollars above which the budget alarms. @default 50 */
  readonly monthlyBudgetUsd: number;
  /** Reserved concurrency of the functions. @default { intake: 10, delivery: 2 } */
  readonly reservedConcurrency: ReservedConcurrency;
}

const DEFAULT_WAF_RATE_LIMIT = 1000;
// WAF rejects rate limits below 10 (AWS::WAFv2::WebACL RateBasedStatement.Limit).
const MIN_WAF_RATE_LIMIT = 10;
/** Reserved concurrency when the settings name none: what the functions were sized for. */
export const DEFAULT_RESERVED_CONCURRENCY: ReservedConcurrency = { intake: 10, delivery: 2 };

// The formats come from zod where it has them: `z.email()` is the check the delivery function
// applies to the same addresses at cold start, and `z.regexes.domain` is a DNS name (labels of
// letters, digits and inner hyphens, at most 63 characters each, a top-level domain of letters).
// ARNs and zone ids have no zod format; their patterns follow AWS's own formats.
const isDomainName = (value: string) => z.regexes.domain.test(value);
// CloudFront only accepts certificates issued in us-east-1.
const CERTIFICATE_ARN_PATTERN = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;
const REGIONAL_CERTIFICATE_ARN_PATTERN =
  /^arn:aws[a-z-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[\w-]+$/;
const HOSTED_ZONE_ID_PATTERN = /^Z[A-Z0-9]{1,31}$/;

/** Thrown when the settings miss a value or hold an inconsistent one. */
export class SiteConfigError extends Error {
  constructor(message: string, source = 'CDK context') {
    super(`Invalid ${source}: ${message}`);
    this.name = 'SiteConfigError';
  }
}

/** '' and null mean "not set", as an empty `-c key=` does; text is trimmed. */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  return typeof value === 'string' ? value.trim() : value;
}

const text = (key: string) => z.string({ error: `"${key}" must be a string.` });

const optionalText = (key: string) => z.preprocess(blankToUndefined, text(key).optional());

/** An optional value in an AWS format that zod does not know (an ARN, a zone id). */
const optionalAwsId = (key: string, pattern: RegExp, message: (input: string) => string) =>
  z.preprocess(
    blankToUndefined,
    text(key)
      .regex(pattern, { error: (issue) => message(String(issue.input)) })
      .optional(),
  );

const emailFormat = (key: string) =>
  z.email({
    error: (issue) => `"${key}" must be an e-mail address, got "${String(issue.input)}".`,
  });

const email = (key: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({
        error: (issue) =>
          issue.input === undefined ? `"${key}" is required.` : `"${key}" must be a string.`,
      })
      .pipe(emailFormat(key)),
  );

const optionalEmail = (key: string) =>
  z.preprocess(blankToUndefined, text(key).pipe(emailFormat(key)).optional());

/** A third-party host as the Content-Security-Policy names it: a DNS name, `*.` allowed. */
const hostName = (key: keyof ExternalHosts) =>
  z.preprocess(
    (value) => blankToUndefined(value) ?? defaultExternalHosts[key],
    text(key)
      .refine((host) => isDomainName(host.startsWith('*.') ? host.slice(2) : host), {
        error: (issue) =>
          `"${key}" must be a host name without scheme or path, got "${String(issue.input)}".`,
      })
      .transform((value) => value.toLowerCase()),
  );

const flag = (key: string, fallback: boolean) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      if (given === undefined) return fallback;
      if (given === 'true') return true;
      if (given === 'false') return false;
      return given;
    },
    z.boolean({ error: `"${key}" must be true or false.` }),
  );

/** An integer that may arrive as a number or as text from `-c`. */
const integer = (key: string, fallback: number, minimum: number) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      if (given === undefined) return fallback;
      return typeof given === 'string' ? Number(given) : given;
    },
    z
      .number({ error: `"${key}" must be an integer of at least ${minimum}.` })
      .int({ error: `"${key}" must be an integer of at least ${minimum}.` })
      .min(minimum, { error: `"${key}" must be an integer of at least ${minimum}.` }),
  );

const lowerCaseHost = (key: string) =>
  z.preprocess(
    blankToUndefined,
    text(key)
      .transform((value) => value.toLowerCase())
      .pipe(
        z.string().regex(z.regexes.domain, {
          error: (issue) => `"${key}" must be a host name, got "${String(issue.input)}".`,
        }),
      )
      .optional(),
  );

/** The fields of the site's settings, each checked on its own; see `siteConfigSchema`. */
export const siteSettingsShape = {
  domainName: lowerCaseHost('domainName'),
  certificateArn: optionalAwsId(
    'certificateArn',
    CERTIFICATE_ARN_PATTERN,
    () => '"certificateArn" must be an ACM certificate ARN in us-east-1.',
  ),
  hostedZoneId: optionalAwsId(
    'hostedZoneId',
    HOSTED_ZONE_ID_PATTERN,
    (input) => `"hostedZoneId" must be a Route 53 zone id (Z…), got "${input}".`,
  ),
  hostedZoneName: lowerCaseHost('hostedZoneName'),
  sesSenderIdentity: optionalText('sesSenderIdentity'),
  mailSender: email('mailSender'),
  mailRecipient: email('mailRecipient'),
  bookingHost: hostName('bookingHost'),
  analyticsHost: hostName('analyticsHost'),
  videoHost: hostName('videoHost'),
  newsletterHost: hostName('newsletterHost'),
  enableWaf: flag('enableWaf', true),
  wafRateLimit: integer('wafRateLimit', DEFAULT_WAF_RATE_LIMIT, MIN_WAF_RATE_LIMIT),
  alarmEmail: optionalEmail('alarmEmail'),
  apiDomainName: lowerCaseHost('apiDomainName'),
  apiCertificateArn: optionalAwsId(
    'apiCertificateArn',
    REGIONAL_CERTIFICATE_ARN_PATTERN,
    () => '"apiCertificateArn" must be an ACM certificate ARN.',
  ),
  originVerifyGeneration: integer('originVerifyGeneration', 1, 1),
  monthlyBudgetUsd: integer('monthlyBudgetUsd', 50, 1),
  intakeConcurrency: integer('intakeConcurrency', DEFAULT_RESERVED_CONCURRENCY.intake, 1),
  // An SQS event source runs at least two deliveries at once; fewer would throttle them.
  deliveryConcurrency: integer('deliveryConcurrency', DEFAULT_RESERVED_CONCURRENCY.delivery, 2),
};

/** The checked fields, before the checks that relate them. */
export type SiteSettingsFields = z.output<z.ZodObject<typeof siteSettingsShape>>;

/** Checks that relate several fields: domain and certificate, sender and identity, API origin. */
export function checkSiteSettings(fields: SiteSettingsFields, context: z.RefinementCtx): void {
  const fail = (key: string, message: string) =>
    context.addIssue({ code: 'custom', path: [key], message });
  const { domainName, certificateArn, hostedZoneId, hostedZoneName } = fields;
  const hasZone = hostedZoneId !== undefined || hostedZoneName !== undefined;

  if (hasZone && (hostedZoneId === undefined || hostedZoneName === undefined)) {
    fail('hostedZoneId', '"hostedZoneId" and "hostedZoneName" are set together.');
  }
  if (hasZone && domainName === undefined) {
    fail('domainName', '"domainName" is required when a hosted zone is set.');
  }
  if (
    domainName !== undefined &&
    hostedZoneName !== undefined &&
    domainName !== hostedZoneName &&
    !domainName.endsWith(`.${hostedZoneName}`)
  ) {
    fail('domainName', `"domainName" (${domainName}) must be in the zone "${hostedZoneName}".`);
  }
  if (domainName !== undefined && certificateArn === undefined && !hasZone) {
    fail(
      'certificateArn',
      '"certificateArn" is required when "domainName" is set (or "hostedZoneId" and ' +
        '"hostedZoneName", which create a certificate).',
    );
  }
  if (certificateArn !== undefined && domainName === undefined) {
    fail('domainName', '"domainName" is required when "certificateArn" is set.');
  }

  const identity = (fields.sesSenderIdentity ?? fields.mailSender).toLowerCase();
  const sender = fields.mailSender.toLowerCase();
  const senderBelongs = identity.includes('@')
    ? sender === identity
    : sender.endsWith(`@${identity}`);
  if (!senderBelongs) {
    fail(
      'mailSender',
      `"mailSender" (${fields.mailSender}) must be the SES identity or an address of its domain (${identity}).`,
    );
  }

  if ((fields.apiDomainName === undefined) !== (fields.apiCertificateArn === undefined)) {
    fail('apiDomainName', '"apiDomainName" and "apiCertificateArn" are set together.');
  }
}

/** The checked fields as the stacks use them. */
export function toSiteConfig(fields: SiteSettingsFields): SiteConfig {
  return {
    domainName: fields.domainName,
    certificateArn: fields.certificateArn,
    hostedZone:
      fields.hostedZoneId !== undefined && fields.hostedZoneName !== undefined
        ? { hostedZoneId: fields.hostedZoneId, zoneName: fields.hostedZoneName }
        : undefined,
    sesSenderIdentity: (fields.sesSenderIdentity ?? fields.mailSender).toLowerCase(),
    mailSender: fields.mailSender,
    mailRecipient: fields.mailRecipient,
    hosts: {
      bookingHost: fields.bookingHost,
      analyticsHost: fields.analyticsHost,
      videoHost: fields.videoHost,
      newsletterHost: fields.newsletterHost,
    },
    enableWaf: fields.enableWaf,
    wafRateLimit: fields.wafRateLimit,
    alarmEmail: fields.alarmEmail,
    apiDomainName: fields.apiDomainName,
    apiCertificateArn: fields.apiCertificateArn,
    originVerifyGeneration: fields.originVerifyGeneration,
    monthlyBudgetUsd: fields.monthlyBudgetUsd,
    reservedConcurrency: {
      intake: fields.intakeConcurrency,
      delivery: fields.deliveryConcurrency,
    },
  };
}

/** The site's settings: each field, then the checks that relate them. */
const siteConfigSchema = z
  .object(siteSettingsShape)
  .superRefine(checkSiteSettings)
  .transform(toSiteConfig);

/** Every problem of a failed parse, one a line, each naming its key. */
export function describeIssues(error: z.ZodError): string {
  const messages = error.issues.map((issue) =>
    issue.code === 'unrecognized_keys'
      ? `${issue.keys.map((key) => `"${key}"`).join(', ')}: not a setting (a typing error?).`
      : issue.message,
  );
  return messages.length === 1 ? messages[0]! : `\n  - ${messages.join('\n  - ')}`;
}

/** The values of the settings' keys that the context (`cdk.json`, `cdk.context.json`, `-c`) has. */
export function contextSettings(node: Node, keys: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of keys) {
    const value: unknown = node.tryGetContext(key);
    if (value !== undefined) values[key] = value;
  }
  return values;
}

/** Parses the site's settings from plain values, throwing a message that names each bad key. */
function parseSiteConfig(values: Record<string, unknown>, source?: string): SiteConfig {
  const result = siteConfigSchema.safeParse(values);
  if (!result.success) throw new SiteConfigError(describeIssues(result.error), source);
  return result.data;
}

/** Reads and checks the site's settings from CDK context alone (no settings file). */
export function readSiteConfig(node: Node): SiteConfig {
  return parseSiteConfig(contextSettings(node, Object.keys(siteSettingsShape)));
}
