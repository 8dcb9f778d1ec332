// The local sink's summary: the EMF records a local site's telemetry handler appended to
// `.telemetry/<site>.jsonl`, as one row per section and version (the {service, section, version}
// dimension set, as the alarms and the canary read CloudWatch).
import fs from 'node:fs';

import { telemetryMetrics } from 'shared-types';

/** One metric directive of an EMF record. */
interface EmfDirective {
  Namespace: string;
  Dimensions: string[][];
  Metrics: { Name: string; Unit: string }[];
}

/** An embedded-metric-format record as Powertools Metrics prints it. */
export interface EmfRecord {
  _aws: { Timestamp: number; CloudWatchMetrics: EmfDirective[] };
  [key: string]: unknown;
}

/** One section's release as the records count it. */
export interface TelemetryRow {
  section: string;
  version: string;
  pageViews: number;
  errors: number;
  fallbacks: number;
  remoteLoadFailures: number;
  contractRefusals: number;
  lcpP75?: number;
  inpP75?: number;
  clsP75?: number;
  ttfbP75?: number;
}

function isEmfRecord(value: unknown): value is EmfRecord {
  const aws = (value as { _aws?: { CloudWatchMetrics?: unknown } } | null)?._aws;
  return typeof aws === 'object' && aws !== null && Array.isArray(aws.CloudWatchMetrics);
}

/**
 * The records of a JSONL sink file, in order; none when the file does not exist yet. A line that
 * is not an EMF record (a write cut short) is skipped.
 */
export function readTelemetry(file: string): EmfRecord[] {
  if (!fs.existsSync(file)) return [];
  const records: EmfRecord[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const parsed: unknown = JSON.parse(line);
      if (isEmfRecord(parsed)) records.push(parsed);
    } catch {
      // A partial last line while the server is still writing it.
    }
  }
  return records;
}

const counts = {
  PageView: 'pageViews',
  Error: 'errors',
  Fallback: 'fallbacks',
  RemoteLoadFailure: 'remoteLoadFailures',
  ContractRefusal: 'contractRefusals',
} as const;

const vitals = { LCP: 'lcpP75', INP: 'inpP75', CLS: 'clsP75', TTFB: 'ttfbP75' } as const;

const SECTION_VERSION = ['section', 'service', 'version'].join();

/** A metric's values in a record: Powertools writes a metric added more than once as an array. */
function valuesOf(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is number => typeof item === 'number' && Number.isFinite(item));
}

/** The 75th percentile by nearest rank, as CloudWatch's p75 of the values sent. */
export function percentile75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

/** One row per section and version, sorted by section then version. */
export function summarizeTelemetry(records: readonly EmfRecord[]): TelemetryRow[] {
  const rows = new Map<string, { row: TelemetryRow; vitals: Record<string, number[]> }>();
  for (const record of records) {
    if (record.service !== telemetryMetrics.serviceName) continue;
    const { section, version } = record;
    if (typeof section !== 'string' || typeof version !== 'string') continue;
    for (const directive of record._aws.CloudWatchMetrics) {
      if (directive.Namespace !== telemetryMetrics.namespace) continue;
      const hasSet = directive.Dimensions.some((set) => [...set].sort().join() === SECTION_VERSION);
      if (!hasSet) continue;
      const key = JSON.stringify([section, version]);
      let entry = rows.get(key);
      if (entry === undefined) {
        entry = {
          row: {
            section,
            version,
            pageViews: 0,
            errors: 0,
            fallbacks: 0,
            remoteLoadFailures: 0,
            contractRefusals: 0,
          },
          vitals: {},
        };
        rows.set(key, entry);
      }
      for (const { Name } of directive.Metrics) {
        const values = valuesOf(record[Name]);
        if (Name in counts) {
          const field = counts[Name as keyof typeof counts];
          entry.row[field] += values.reduce((sum, value) => sum + value, 0);
        } else if (Name in vitals) {
          (entry.vitals[Name] ??= []).push(...values);
        }
      }
    }
  }
  return [...rows.values()]
    .map(({ row, vitals: measured }) => {
      const result: TelemetryRow = { ...row };
      for (const [name, field] of Object.entries(vitals)) {
        const p75 = percentile75(measured[name] ?? []);
        if (p75 !== undefined) result[field] = p75;
      }
      return result;
    })
    .sort((a, b) => a.section.localeCompare(b.section) || a.version.localeCompare(b.version));
}

/** The rows as a plain-text table, one line per section and version. */
export function formatTelemetryTable(rows: readonly TelemetryRow[]): string {
  const header = [
    'section',
    'version',
    'page views',
    'errors',
    'fallbacks',
    'remote load failures',
    'contract refusals',
    'p75 LCP ms',
    'p75 INP ms',
    'p75 CLS',
    'p75 TTFB ms',
  ];
  const ms = (value: number | undefined) => (value === undefined ? '-' : String(Math.round(value)));
  const lines = rows.map((row) => [
    row.section,
    row.version,
    String(row.pageViews),
    String(row.errors),
    String(row.fallbacks),
    String(row.remoteLoadFailures),
    String(row.contractRefusals),
    ms(row.lcpP75),
    ms(row.inpP75),
    row.clsP75 === undefined ? '-' : row.clsP75.toFixed(3),
    ms(row.ttfbP75),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [format(header), ...lines.map(format)].join('\n');
}
