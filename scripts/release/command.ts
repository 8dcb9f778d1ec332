/** A command to run: its arguments, its folder and the variables added to its environment. */
export interface Command {
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env?: Record<string, string>;
}

/**
 * `npm run build` of one package of the repository; with `siteUrl`, the build names that site
 * (`SITE_URL`) in its canonical links, structured data and sitemap.
 */
export function buildCommand(repoRoot: string, packageName: string, siteUrl?: string): Command {
  return {
    args: ['npm', 'run', 'build', '-w', packageName],
    cwd: repoRoot,
    ...(siteUrl === undefined ? {} : { env: { SITE_URL: siteUrl } }),
  };
}
