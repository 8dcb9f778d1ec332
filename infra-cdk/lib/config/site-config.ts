// The operator's settings, read once from CDK context (`cdk.json`, `cdk.context.json` or `-c`).
// Values passed with `-c` arrive as strings, so booleans and numbers are parsed here, and a missing
// or inconsistent value stops the synth with a message naming the context key to set.
import type { Node } from 'constructs';

/** Third-party hosts the pages talk to, as bare host names (a leading `*.` is allowed). */
export interface ExternalHosts {
  /** The booking provider: its widget script, calendar frame and lightframe. */
  readonly bookingHost: string;
  /** The analytics tag's script and beacons. */
  readonly analyticsHost: string;
  /** The embedded news video's player frame. */
  readonly videoHost: string;
  /** The e-mail marketing provider's subscription endpoint. */
  readonly newsletterHost: string;
}

/** Everything the site, API and WAF stacks need from context, defaults applied. */
export interface SiteConfig {
  /** Custom domain of the site. @default - the distribution's cloudfront.net name only */
  readonly domainName?: string;
  /** ACM certificate (us-east-1) covering `domainName`; required when `domainName` is set. */
  readonly certificateArn?: string;
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
  /** Who is e-mailed when a mail alarm goes off. @default - nobody (subscribe to the topic later) */
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
}

/** Context keys the operator sets; the README lists them with examples. */
export const contextKeys = {
  domainName: 'domainName',
  certificateArn: 'certificateArn',
  sesSenderIdentity: 'sesSenderIdentity',
  mailSender: 'mailSender',
  mailRecipient: 'mailRecipient',
  bookingHost: 'bookingHost',
  analyticsHost: 'analyticsHost',
  videoHost: 'videoHost',
  newsletterHost: 'newsletterHost',
  enableWaf: 'enableWaf',
  wafRateLimit: 'wafRateLimit',
  alarmEmail: 'alarmEmail',
  apiDomainName: 'apiDomainName',
  apiCertificateArn: 'apiCertificateArn',
  originVerifyGeneration: 'originVerifyGeneration',
} as const;

/** Hosts used when the context does not name others (the providers the site is built against). */
export const defaultHosts: ExternalHosts = {
  bookingHost: 'fareharbor.com',
  analyticsHost: 'www.googletagmanager.com',
  videoHost: 'www.youtube-nocookie.com',
  newsletterHost: 'catsabouttowntours.us21.list-manage.com',
};

const DEFAULT_WAF_RATE_LIMIT = 1000;
// WAF rejects rate limits below 10 (AWS::WAFv2::WebACL RateBasedStatement.Limit).
const MIN_WAF_RATE_LIMIT = 10;

const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
const EMAIL_PATTERN = /^[^\s@]+@([a-z0-9-]+\.)+[a-z]{2,}$/i;
const CERTIFICATE_ARN_PATTERN = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;

/** Thrown when the context is missing a value or holds an inconsistent one. */
export class SiteConfigError extends Error {
  constructor(message: string) {
    super(`Invalid CDK context: ${message}`);
    this.name = 'SiteConfigError';
  }
}

function optionalString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new SiteConfigError(`"${key}" must be a string.`);
  return value.trim();
}

function requiredString(node: Node, key: string): string {
  const value = optionalString(node, key);
  if (value === undefined) {
    throw new SiteConfigError(`"${key}" is required (cdk.context.json or -c ${key}=...).`);
  }
  return value;
}

/** Reads a boolean that may arrive as `true` or as the text 'true' from `-c`. */
export function contextFlag(node: Node, key: string, fallback: boolean): boolean {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new SiteConfigError(`"${key}" must be true or false.`);
}

function host(node: Node, key: keyof ExternalHosts): string {
  const value = optionalString(node, key) ?? defaultHosts[key];
  if (!HOST_PATTERN.test(value)) {
    throw new SiteConfigError(
      `"${key}" must be a host name without scheme or path, got "${value}".`,
    );
  }
  return value.toLowerCase();
}

function email(node: Node, key: string): string {
  const value = requiredString(node, key);
  if (!EMAIL_PATTERN.test(value)) {
    throw new SiteConfigError(`"${key}" must be an e-mail address, got "${value}".`);
  }
  return value;
}

/** Reads an integer that may arrive as a number or as text from `-c`. */
function integer(node: Node, key: string, fallback: number, minimum: number): number {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number) || number < minimum) {
    throw new SiteConfigError(`"${key}" must be an integer of at least ${minimum}.`);
  }
  return number;
}

const REGIONAL_CERTIFICATE_ARN_PATTERN =
  /^arn:aws[a-z-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[\w-]+$/;

function apiOrigin(node: Node): Pick<SiteConfig, 'apiDomainName' | 'apiCertificateArn'> {
  const apiDomainName = optionalString(node, contextKeys.apiDomainName)?.toLowerCase();
  const apiCertificateArn = optionalString(node, contextKeys.apiCertificateArn);
  if ((apiDomainName === undefined) !== (apiCertificateArn === undefined)) {
    throw new SiteConfigError('"apiDomainName" and "apiCertificateArn" are set together.');
  }
  if (apiDomainName !== undefined && !HOST_PATTERN.test(apiDomainName)) {
    throw new SiteConfigError(`"apiDomainName" must be a host name, got "${apiDomainName}".`);
  }
  if (
    apiCertificateArn !== undefined &&
    !REGIONAL_CERTIFICATE_ARN_PATTERN.test(apiCertificateArn)
  ) {
    throw new SiteConfigError('"apiCertificateArn" must be an ACM certificate ARN.');
  }
  return { apiDomainName, apiCertificateArn };
}

/** Reads and checks the site's context values. */
export function readSiteConfig(node: Node): SiteConfig {
  const domainName = optionalString(node, contextKeys.domainName)?.toLowerCase();
  const certificateArn = optionalString(node, contextKeys.certificateArn);
  if (domainName !== undefined && !HOST_PATTERN.test(domainName)) {
    throw new SiteConfigError(`"domainName" must be a host name, got "${domainName}".`);
  }
  if (domainName !== undefined && certificateArn === undefined) {
    throw new SiteConfigError('"certificateArn" is required when "domainName" is set.');
  }
  if (certificateArn !== undefined && domainName === undefined) {
    throw new SiteConfigError('"domainName" is required when "certificateArn" is set.');
  }
  // CloudFront only accepts certificates issued in us-east-1.
  if (certificateArn !== undefined && !CERTIFICATE_ARN_PATTERN.test(certificateArn)) {
    throw new SiteConfigError('"certificateArn" must be an ACM certificate ARN in us-east-1.');
  }

  const mailSender = email(node, contextKeys.mailSender);
  const mailRecipient = email(node, contextKeys.mailRecipient);
  const sesSenderIdentity = (
    optionalString(node, contextKeys.sesSenderIdentity) ?? mailSender
  ).toLowerCase();
  const senderLower = mailSender.toLowerCase();
  const senderBelongs = sesSenderIdentity.includes('@')
    ? senderLower === sesSenderIdentity
    : senderLower.endsWith(`@${sesSenderIdentity}`);
  if (!senderBelongs) {
    throw new SiteConfigError(
      `"mailSender" (${mailSender}) must be the SES identity or an address of its domain (${sesSenderIdentity}).`,
    );
  }

  return {
    domainName,
    certificateArn,
    sesSenderIdentity,
    mailSender,
    mailRecipient,
    hosts: {
      bookingHost: host(node, 'bookingHost'),
      analyticsHost: host(node, 'analyticsHost'),
      videoHost: host(node, 'videoHost'),
      newsletterHost: host(node, 'newsletterHost'),
    },
    enableWaf: contextFlag(node, contextKeys.enableWaf, true),
    wafRateLimit: integer(
      node,
      contextKeys.wafRateLimit,
      DEFAULT_WAF_RATE_LIMIT,
      MIN_WAF_RATE_LIMIT,
    ),
    alarmEmail:
      optionalString(node, contextKeys.alarmEmail) === undefined
        ? undefined
        : email(node, contextKeys.alarmEmail),
    ...apiOrigin(node),
    originVerifyGeneration: integer(node, contextKeys.originVerifyGeneration, 1, 1),
  };
}
