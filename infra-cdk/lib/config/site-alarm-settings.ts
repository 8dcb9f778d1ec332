// The thresholds of the site's own alarms (CloudFront, WAF, the sections' field telemetry and the
// synthetic check), set per stage in `stages/<stage>.json` under "siteAlarms". Each value left
// out takes the stage's default below; the README's runbook says what each alarm means.
import type { Stage } from 'release';
import * as z from 'zod';

/** The site alarms' thresholds and how long a breach must last. */
export interface SiteAlarmSettings {
  /** CloudFront's 5xx error rate (percent of requests) above which the alarm goes off. */
  readonly cloudFront5xxRatePercent: number;
  /** 5-minute periods the 5xx rate must stay above it. */
  readonly cloudFront5xxPeriods: number;
  /** Requests the WAF blocks in 5 minutes above which the alarm goes off. */
  readonly wafBlockedRequests: number;
  /** 5-minute periods the blocks must stay above it. */
  readonly wafBlockedPeriods: number;
  /** A section's (Error + Fallback) / PageView above which its alarm goes off (0.05 = 5 %). */
  readonly sectionErrorRate: number;
  /** Page views of a section in 5 minutes below which its error rate is not judged. */
  readonly sectionMinPageViews: number;
  /** 5-minute periods the error rate must stay above it. */
  readonly sectionErrorPeriods: number;
  /** p75 LCP (ms) above which a section's alarm goes off; Web Vitals' "poor" starts at 4000. */
  readonly lcpP75Ms: number;
  /** p75 INP (ms) above which a section's alarm goes off; Web Vitals' "poor" starts at 500. */
  readonly inpP75Ms: number;
  /** Samples of a vital in 15 minutes below which its p75 is not judged. */
  readonly vitalsMinSamples: number;
  /** 15-minute periods the p75 must stay above it. */
  readonly vitalsPeriods: number;
  /** Failed runs of the synthetic check in a row (one run every 5 minutes) that raise the alarm. */
  readonly syntheticFailedRuns: number;
}

/**
 * Defaults per stage. Prod has real traffic: a rate over 5 % of page views (one visitor in twenty
 * sees an error) for three periods is an outage, not noise, and 20 views per 5 minutes keeps a
 * quiet night from alarming on one broken bot. Staging is visited by the team and the synthetic
 * check only, so it judges fewer views at a looser rate. The vitals use Web Vitals' own "poor"
 * boundaries over an hour (four 15-minute periods), since a p75 of a handful of samples moves
 * with one slow phone. The synthetic check pages after two failed runs (10 minutes), so one lost
 * run does not wake anyone.
 */
export const siteAlarmDefaults: Readonly<Record<Stage, SiteAlarmSettings>> = {
  prod: {
    cloudFront5xxRatePercent: 1,
    cloudFront5xxPeriods: 3,
    wafBlockedRequests: 500,
    wafBlockedPeriods: 2,
    sectionErrorRate: 0.05,
    sectionMinPageViews: 20,
    sectionErrorPeriods: 3,
    lcpP75Ms: 4000,
    inpP75Ms: 500,
    vitalsMinSamples: 20,
    vitalsPeriods: 4,
    syntheticFailedRuns: 2,
  },
  staging: {
    cloudFront5xxRatePercent: 5,
    cloudFront5xxPeriods: 3,
    wafBlockedRequests: 200,
    wafBlockedPeriods: 2,
    sectionErrorRate: 0.2,
    sectionMinPageViews: 5,
    sectionErrorPeriods: 3,
    lcpP75Ms: 4000,
    inpP75Ms: 500,
    vitalsMinSamples: 5,
    vitalsPeriods: 4,
    syntheticFailedRuns: 2,
  },
};

const positive = (key: string) =>
  z
    .number({ error: `"siteAlarms.${key}" must be a number above 0.` })
    .positive({ error: `"siteAlarms.${key}" must be a number above 0.` });

const count = (key: string, minimum: number) =>
  z
    .number({ error: `"siteAlarms.${key}" must be an integer of at least ${minimum}.` })
    .int({ error: `"siteAlarms.${key}" must be an integer of at least ${minimum}.` })
    .min(minimum, { error: `"siteAlarms.${key}" must be an integer of at least ${minimum}.` });

/** The "siteAlarms" object of a settings file: every key optional, none unknown. */
export const siteAlarmSettingsShape = z
  .strictObject({
    cloudFront5xxRatePercent: positive('cloudFront5xxRatePercent').max(100, {
      error: '"siteAlarms.cloudFront5xxRatePercent" is a percentage: at most 100.',
    }),
    cloudFront5xxPeriods: count('cloudFront5xxPeriods', 1),
    wafBlockedRequests: count('wafBlockedRequests', 1),
    wafBlockedPeriods: count('wafBlockedPeriods', 1),
    sectionErrorRate: positive('sectionErrorRate').max(1, {
      error: '"siteAlarms.sectionErrorRate" is a fraction of page views: at most 1.',
    }),
    sectionMinPageViews: count('sectionMinPageViews', 1),
    sectionErrorPeriods: count('sectionErrorPeriods', 1),
    lcpP75Ms: positive('lcpP75Ms'),
    inpP75Ms: positive('inpP75Ms'),
    vitalsMinSamples: count('vitalsMinSamples', 1),
    vitalsPeriods: count('vitalsPeriods', 1),
    syntheticFailedRuns: count('syntheticFailedRuns', 1),
  })
  .partial()
  .optional();

/** The stage's thresholds: its defaults with the file's values on top. */
export function resolveSiteAlarms(
  stage: Stage,
  given: z.output<typeof siteAlarmSettingsShape>,
): SiteAlarmSettings {
  return { ...siteAlarmDefaults[stage], ...given };
}
