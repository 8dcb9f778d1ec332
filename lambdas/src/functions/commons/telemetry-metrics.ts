// How a beacon's events become CloudWatch metrics: Powertools Metrics in the embedded metric
// format, namespace `CatsAboutTown/Site`, service `site-telemetry`, every metric under the
// dimension sets {service, section}, {service, section, version} and {service, section, version,
// route}. A record's dimension values hold for every metric in it, so each section, version and
// route of a batch has records of its own; and each of those dimension sets has its record, with
// the same metrics: Powertools warns of every key that two sets of one record share, and these
// three share `section` and `version`. CloudWatch extracts the same metrics either way.
import fs from 'node:fs';
import path from 'node:path';

import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { telemetryMetrics, type TelemetryEvent, type TelemetryEventType } from 'shared-types';

/** Where the EMF records of one flush go: stdout in Lambda, a JSONL file locally. */
export type EmfSink = (metrics: Metrics) => void;

/** The metrics instance the telemetry function records with. */
export function createTelemetryMetrics(): Metrics {
  return new Metrics({
    namespace: telemetryMetrics.namespace,
    serviceName: telemetryMetrics.serviceName,
  });
}

/** In Lambda: Powertools prints the record to stdout, where CloudWatch Logs extracts the metrics. */
export const publishToLog: EmfSink = (metrics) => metrics.publishStoredMetrics();

/**
 * Locally: the record Powertools would print, appended as one line of JSON to `file` (the local
 * sink `npm run telemetry` reads), then cleared as a publish clears it.
 */
export function appendToFile(file: string): EmfSink {
  return (metrics) => {
    const record = metrics.serializeMetrics();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.appendFileSync(file, `${JSON.stringify(record)}\n`);
    metrics.clearMetrics();
    metrics.clearDimensions();
    metrics.clearMetadata();
  };
}

const units: Record<TelemetryEventType, (typeof MetricUnit)[keyof typeof MetricUnit]> = {
  PageView: MetricUnit.Count,
  Error: MetricUnit.Count,
  Fallback: MetricUnit.Count,
  RemoteLoadFailure: MetricUnit.Count,
  ContractRefusal: MetricUnit.Count,
  LCP: MetricUnit.Milliseconds,
  INP: MetricUnit.Milliseconds,
  CLS: MetricUnit.NoUnit,
  TTFB: MetricUnit.Milliseconds,
};

/** The value an event adds to its metric: 1 for a count, the measure for a web vital. */
function valueOf(event: TelemetryEvent): number {
  return 'value' in event ? event.value : 1;
}

/** The dimension sets every metric is published under, besides the service (a default). */
const DIMENSION_SETS = [
  ['section'],
  ['section', 'version'],
  ['section', 'version', 'route'],
] as const;

/**
 * Records `events` as metrics and flushes them to `sink`: for each section, version and route,
 * one record per dimension set. Returns how many sections, versions and routes there were.
 */
export function recordTelemetryEvents(
  metrics: Metrics,
  events: readonly TelemetryEvent[],
  sink: EmfSink,
): number {
  const groups = new Map<string, TelemetryEvent[]>();
  for (const event of events) {
    const key = JSON.stringify([event.section, event.version, event.route]);
    const group = groups.get(key);
    if (group) group.push(event);
    else groups.set(key, [event]);
  }
  for (const group of groups.values()) {
    const [{ section, version, route }] = group as [TelemetryEvent];
    const tags = { section, version, route };
    for (const names of DIMENSION_SETS) {
      metrics.addDimensions(Object.fromEntries(names.map((name) => [name, tags[name]])));
      for (const event of group) metrics.addMetric(event.type, units[event.type], valueOf(event));
      sink(metrics);
    }
  }
  return groups.size;
}
