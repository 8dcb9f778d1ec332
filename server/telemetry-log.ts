import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');

/**
 * The telemetry sink of a local site: `.telemetry/<site>.jsonl` at the repository root, where
 * `<site>` is `local` for `npm start` / `npm run serve` and the stage's name for a local stage
 * (`local-staging`, `local-prod`); `TELEMETRY_LOG` overrides it.
 */
export function telemetryLogOf(site: string, env: NodeJS.ProcessEnv = process.env): string {
  const override = env.TELEMETRY_LOG;
  return override !== undefined && override !== ''
    ? path.resolve(override)
    : path.join(repoRoot, '.telemetry', `${site}.jsonl`);
}
