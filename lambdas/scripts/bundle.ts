// Bundles each function the way CDK's NodejsFunction does in infra-cdk (esbuild, Node 24,
// CommonJS, minified, the AWS SDK left to the Lambda runtime), into dist/<function-name>/index.js.
// CDK also writes a source map beside each bundle; it is not loaded at start-up, so it is left out.
import { stat } from 'node:fs/promises';
import path from 'node:path';

import { build } from 'esbuild';

/** The functions this package ships, named after their source files. */
export const functionNames = [
  'send-contact-email',
  'send-survey-email',
  'issue-form-token',
  'record-telemetry',
  'deliver-mail',
] as const;

/** A function name. */
export type FunctionName = (typeof functionNames)[number];

/** One bundled function. */
export interface BundledFunction {
  name: FunctionName;
  outfile: string;
  bytes: number;
}

const packageRoot = path.resolve(__dirname, '..');

/** Bundles every function into `outdir` (default `lambdas/dist`) and reports each bundle's size. */
export async function bundleFunctions(
  outdir = path.join(packageRoot, 'dist'),
): Promise<BundledFunction[]> {
  return Promise.all(
    functionNames.map(async (name) => {
      const outfile = path.join(outdir, name, 'index.js');
      await build({
        entryPoints: [path.join(packageRoot, 'src', 'functions', `${name}.ts`)],
        outfile,
        bundle: true,
        platform: 'node',
        target: 'node24',
        format: 'cjs',
        minify: true,
        sourcemap: false,
        // The Node.js 24 Lambda runtime ships AWS SDK v3, as NodejsFunction assumes by default.
        external: ['@aws-sdk/*'],
        logLevel: 'warning',
      });
      return { name, outfile, bytes: (await stat(outfile)).size };
    }),
  );
}

if (require.main === module) {
  bundleFunctions()
    .then((bundles) => {
      for (const bundle of bundles) {
        const relative = path.relative(process.cwd(), bundle.outfile);
        console.log(`${bundle.name}: ${relative} (${(bundle.bytes / 1024).toFixed(1)} KiB)`);
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
