// The canary's script, bundled at synth by esbuild from canary-handler.ts and site-check.ts into
// one CommonJS file handed to CloudFormation inline: nothing is downloaded and no asset is
// uploaded, and the code that runs is the code the local check and its tests run.
import * as path from 'node:path';

import { buildSync } from 'esbuild';

/** The entry the bundle starts from. */
const CANARY_ENTRY = path.join(__dirname, 'canary-handler.ts');

/** The canary's handler: `index.handler`, which inline code requires. */
export const CANARY_HANDLER = 'index.handler';

/** The bundled script (CommonJS, Node 20, the runtime's Playwright left external). */
export function bundleCanaryScript(): string {
  const result = buildSync({
    entryPoints: [CANARY_ENTRY],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    write: false,
    minify: false,
    legalComments: 'none',
    external: ['@aws/synthetics-playwright', 'playwright-core'],
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error('esbuild produced no canary script.');
  return output.text;
}
