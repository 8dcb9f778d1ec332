// When a canary is rolled back: its error rate, (Error + Fallback) / PageView of the section at
// the canary's version, above the stable release's by more than `maxExcessErrorRate`, once the
// canary has at least `minPageViews` page views. One rule, two evaluators: the CloudWatch alarm
// the release creates on AWS (metric math over the site's telemetry metrics, `canaryAlarm`), and
// the local stages' watcher over the telemetry they record (scripts/canary/watcher.ts).

/** The thresholds, the same on AWS and on the local stages. */
export const CANARY_RULE = {
  /** Page views of the canary before it is judged. */
  minPageViews: 8,
  /** How far the canary's error rate may exceed the stable release's (0.05: 5 points). */
  maxExcessErrorRate: 0.05,
  /** The alarm's period, in seconds. */
  periodSeconds: 60,
} as const;

/** The counts of one section at one version. */
export interface VersionCounts {
  readonly pageViews: number;
  readonly errors: number;
  readonly fallbacks: number;
}

/** What the rule counts against a version: its errors and its sections' fallbacks. */
export function failuresOf(counts: VersionCounts | undefined): number {
  return (counts?.errors ?? 0) + (counts?.fallbacks ?? 0);
}

/** The error rate as the alarms compare it; 0 without page views. */
function errorRate(counts: VersionCounts | undefined): number {
  if (!counts || counts.pageViews === 0) return 0;
  return failuresOf(counts) / counts.pageViews;
}

/** The rule's verdict on a canary and its stable release. */
export interface CanaryVerdict {
  /** Whether the canary had enough page views to be judged. */
  readonly judged: boolean;
  readonly canaryRate: number;
  readonly stableRate: number;
  readonly rollBack: boolean;
}

export function judgeCanary(
  canary: VersionCounts | undefined,
  stable: VersionCounts | undefined,
): CanaryVerdict {
  const canaryRate = errorRate(canary);
  const stableRate = errorRate(stable);
  const judged = (canary?.pageViews ?? 0) >= CANARY_RULE.minPageViews;
  return {
    judged,
    canaryRate,
    stableRate,
    rollBack: judged && canaryRate - stableRate > CANARY_RULE.maxExcessErrorRate,
  };
}

/** The telemetry metrics' namespace and service dimension (the telemetry Lambda writes them). */
const SITE_METRICS_NAMESPACE = 'CatsAboutTown/Site';
const SITE_METRICS_SERVICE = 'site-telemetry';

/** The name prefix of the canary alarms, which the team's release role may put and delete. */
export function canaryAlarmPrefix(stage: string): string {
  return `CatsAboutTown-${stage}-canary-`;
}

/** The name of a section's canary alarm. */
export function canaryAlarmName(stage: string, section: string): string {
  return `${canaryAlarmPrefix(stage)}${section}`;
}

/** The section a canary alarm watches, from its name, or undefined. */
export function sectionOfCanaryAlarm(stage: string, alarmName: string): string | undefined {
  const prefix = canaryAlarmPrefix(stage);
  return alarmName.startsWith(prefix) ? alarmName.slice(prefix.length) : undefined;
}

/** One metric (or expression) of the alarm, as CloudWatch's PutMetricAlarm takes it. */
interface AlarmMetric {
  readonly Id: string;
  readonly ReturnData: boolean;
  readonly Label?: string;
  readonly Expression?: string;
  readonly MetricStat?: {
    readonly Metric: {
      readonly Namespace: string;
      readonly MetricName: string;
      readonly Dimensions: readonly { Name: string; Value: string }[];
    };
    readonly Period: number;
    readonly Stat: string;
  };
}

/** The alarm, as the input of CloudWatch's PutMetricAlarm. */
export interface CanaryAlarmInput {
  readonly AlarmName: string;
  readonly AlarmDescription: string;
  readonly ActionsEnabled: boolean;
  readonly AlarmActions: readonly string[];
  readonly Metrics: readonly AlarmMetric[];
  readonly ComparisonOperator: 'GreaterThanThreshold';
  readonly Threshold: number;
  readonly EvaluationPeriods: number;
  readonly DatapointsToAlarm: number;
  readonly TreatMissingData: 'notBreaching';
}

/** What a canary alarm watches and whom it tells. */
export interface CanaryAlarmOptions {
  readonly stage: string;
  /** The section's name in the deploy app (its metrics' `section` is the remote's name). */
  readonly section: string;
  /** The `section` dimension of its metrics: `forms`, `homeTours`, `blogGallery`. */
  readonly metricSection: string;
  readonly stable: string;
  readonly canary: string;
  /** The platform's rollback Lambda. */
  readonly rollbackFunctionArn: string;
  /** The stage's alarm topic. */
  readonly topicArn: string;
}

/**
 * The alarm on the rule: metric math over PageView, Error and Fallback of the section at both
 * versions (the {service, section, version} dimension set), in alarm when the canary's excess
 * error rate is above the threshold while it has the page views to be judged; its action invokes
 * the rollback Lambda and notifies the stage's topic.
 */
export function canaryAlarm(options: CanaryAlarmOptions): CanaryAlarmInput {
  const metric = (id: string, name: string, version: string): AlarmMetric => ({
    Id: id,
    ReturnData: false,
    MetricStat: {
      Metric: {
        Namespace: SITE_METRICS_NAMESPACE,
        MetricName: name,
        Dimensions: [
          { Name: 'service', Value: SITE_METRICS_SERVICE },
          { Name: 'section', Value: options.metricSection },
          { Name: 'version', Value: version },
        ],
      },
      Period: CANARY_RULE.periodSeconds,
      Stat: 'Sum',
    },
  });
  const rate = (prefix: string) =>
    `IF(${prefix}v > 0, (FILL(${prefix}e, 0) + FILL(${prefix}f, 0)) / ${prefix}v, 0)`;
  return {
    AlarmName: canaryAlarmName(options.stage, options.section),
    AlarmDescription:
      `The ${options.section} canary ${options.canary} errs more than ${options.stable}: ` +
      'the rollback Lambda points the section back at its stable release.',
    ActionsEnabled: true,
    AlarmActions: [options.rollbackFunctionArn, options.topicArn],
    Metrics: [
      metric('cv', 'PageView', options.canary),
      metric('ce', 'Error', options.canary),
      metric('cf', 'Fallback', options.canary),
      metric('sv', 'PageView', options.stable),
      metric('se', 'Error', options.stable),
      metric('sf', 'Fallback', options.stable),
      {
        Id: 'excess',
        Label: 'canary error rate minus stable error rate',
        ReturnData: true,
        Expression: `IF(FILL(cv, 0) >= ${CANARY_RULE.minPageViews}, ${rate('c')} - ${rate('s')}, 0)`,
      },
    ],
    ComparisonOperator: 'GreaterThanThreshold',
    Threshold: CANARY_RULE.maxExcessErrorRate,
    EvaluationPeriods: 1,
    DatapointsToAlarm: 1,
    TreatMissingData: 'notBreaching',
  };
}
