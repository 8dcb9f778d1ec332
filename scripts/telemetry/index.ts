// `npm run telemetry [-- --site local-staging]`: the local sink's records as a table by section
// and version (page views, errors, fallbacks, p75 of LCP, INP, CLS and TTFB).
import { parseArgs } from 'node:util';

import { telemetryLogOf } from '../../server/telemetry-log';
import { formatTelemetryTable, readTelemetry, summarizeTelemetry } from './summary';

const SITES = ['local', 'local-staging', 'local-prod'];

function main(): number {
  const { values } = parseArgs({ options: { site: { type: 'string', default: 'local' } } });
  const site = values.site;
  if (!SITES.includes(site)) {
    console.error(`Unknown site ${site}: one of ${SITES.join(', ')}.`);
    return 2;
  }
  const file = telemetryLogOf(site);
  const rows = summarizeTelemetry(readTelemetry(file));
  if (rows.length === 0) {
    console.log(`No telemetry recorded in ${file} yet: visit the ${site} site first.`);
    return 0;
  }
  console.log(`Telemetry of ${site} (${file}):\n`);
  console.log(formatTelemetryTable(rows));
  return 0;
}

process.exitCode = main();
