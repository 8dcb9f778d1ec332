// What each team's pipeline must do, beyond being a valid workflow: run on changes to the team's
// folder only, and hand only the team's package and section to the shared release workflow.
import { parse } from 'yaml';

/** A team and what it owns. */
export interface Team {
  /** Its workflow's file name, without `.yml`. */
  workflow: string;
  /** Its npm workspace. */
  package: string;
  /** Its section in `npm run release`. */
  section: string;
  /** The folders its workflow runs on. */
  folders: readonly string[];
}

/** Every team. */
export const teams: readonly Team[] = [
  { workflow: 'shell', package: 'shell', section: 'shell', folders: ['shell', 'shell-contract'] },
  {
    workflow: 'home-tours',
    package: 'mf-home-tours',
    section: 'home-tours',
    folders: ['mf-home-tours'],
  },
  {
    workflow: 'blog-gallery',
    package: 'mf-blog-gallery',
    section: 'blog-gallery',
    folders: ['mf-blog-gallery'],
  },
  { workflow: 'forms', package: 'mf-forms', section: 'forms', folders: ['mf-forms'] },
];

/** The reusable workflow every team calls. */
const SECTION_RELEASE = './.github/workflows/section-release.yml';

interface Workflow {
  on?: Record<string, { paths?: string[] } | null>;
  jobs?: Record<string, { uses?: string; with?: Record<string, unknown> }>;
}

/** The problems of one team's workflow, each a sentence naming the workflow. */
export function teamWorkflowProblems(team: Team, text: string): string[] {
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${team.workflow}.yml: ${problem}`);
  const workflow = parse(text) as Workflow;
  const expected = [
    ...team.folders.map((folder) => `${folder}/**`),
    `.github/workflows/${team.workflow}.yml`,
  ].sort();
  for (const event of ['push', 'pull_request']) {
    const paths = workflow.on?.[event]?.paths;
    if (!paths) {
      say(`runs on every ${event}; it must run on changes to ${team.folders.join(', ')} only.`);
    } else if (JSON.stringify([...paths].sort()) !== JSON.stringify(expected)) {
      say(`its ${event} paths are ${paths.join(', ')}; they must be ${expected.join(', ')}.`);
    }
  }
  const jobs = Object.values(workflow.jobs ?? {});
  const release = jobs.filter((job) => job.uses === SECTION_RELEASE);
  if (jobs.length !== 1 || release.length !== 1) {
    say(`its one job must call ${SECTION_RELEASE}.`);
  } else {
    const inputs = release[0]!.with ?? {};
    if (inputs.package !== team.package || inputs.section !== team.section) {
      say(
        `it releases ${String(inputs.package)} as ${String(inputs.section)}; ` +
          `it must release ${team.package} as ${team.section}.`,
      );
    }
  }
  return problems;
}

/** The workflow that runs every remote's contract check. */
export const CONTRACT_WORKFLOW = 'contract';

/** The folders whose changes must run every remote's contract check. */
const CONTRACT_FOLDERS = ['shell', 'shell-contract'] as const;

/** Whether a GitHub `paths` filter list takes a changed file (`folder/**` and exact paths). */
export function pathsTake(paths: readonly string[], file: string): boolean {
  return paths.some((pattern) =>
    pattern.endsWith('/**') ? file.startsWith(pattern.slice(0, -2)) : pattern === file,
  );
}

interface ContractWorkflow {
  on?: Record<string, { paths?: string[] } | null>;
  jobs?: Record<
    string,
    { strategy?: { matrix?: { package?: unknown } }; steps?: { run?: string }[] }
  >;
}

/**
 * The problems of the contract workflow: it must run on every change under shell/ and
 * shell-contract/ (push and pull request), and check each remote's contract: a job whose matrix
 * names every remote's package and runs its type check (which compiles it against the contract).
 */
export function contractWorkflowProblems(text: string): string[] {
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${CONTRACT_WORKFLOW}.yml: ${problem}`);
  const workflow = parse(text) as ContractWorkflow;
  for (const event of ['push', 'pull_request']) {
    const paths = workflow.on?.[event]?.paths;
    if (paths === undefined) continue;
    for (const folder of CONTRACT_FOLDERS) {
      if (!pathsTake(paths, `${folder}/package.json`)) {
        say(`a ${event} that changes ${folder}/ does not run it.`);
      }
    }
  }
  const remotePackages = teams
    .filter((team) => team.section !== 'shell')
    .map((team) => team.package);
  const checks = Object.values(workflow.jobs ?? {}).filter((job) =>
    job.steps?.some((step) => step.run?.includes('npm run typecheck -w ${{ matrix.package }}')),
  );
  const checked = new Set(
    checks.flatMap((job) => {
      const packages = job.strategy?.matrix?.package;
      return Array.isArray(packages) ? packages.map(String) : [];
    }),
  );
  const unchecked = remotePackages.filter((name) => !checked.has(name));
  if (unchecked.length > 0) {
    say(`no job checks the contract of ${unchecked.join(', ')} (npm run typecheck -w <package>).`);
  }
  return problems;
}

interface SectionReleaseWorkflow {
  jobs?: Record<string, { needs?: string | string[]; steps?: { run?: string }[] }>;
}

/** The profile a release step reads staging with (`--from-profile <name>`), if any. */
function readProfileOf(run: string | undefined): string | undefined {
  return /--from-profile\s+(\S+)/.exec(run ?? '')?.[1];
}

/**
 * The problems of the shared release workflow: its staging job releases to staging (which runs
 * the smoke after the switch), and its prod job needs it, so prod ships only what passed there.
 */
export function sectionReleaseProblems(text: string): string[] {
  const problems: string[] = [];
  const jobs = (parse(text) as SectionReleaseWorkflow).jobs ?? {};
  const releasesTo = (job: string, stage: string) =>
    jobs[job]?.steps?.some((step) => step.run?.includes(`--stage ${stage}`)) === true;
  if (!releasesTo('staging', 'staging')) {
    problems.push('section-release.yml: its staging job does not release to staging.');
  }
  if (!releasesTo('prod', 'prod')) {
    problems.push('section-release.yml: its prod job does not release to prod.');
  }
  // The team's own specs gate the promotion: they run on staging after its release, in the job
  // prod needs.
  const stagingSteps = jobs.staging?.steps ?? [];
  const stagingRelease = stagingSteps.findIndex(
    (step) =>
      step.run?.includes('npm run release') === true && step.run.includes('--stage staging'),
  );
  const specsAt = stagingSteps.findIndex(
    (step) =>
      step.run?.includes('npm run e2e:stage -- ${{ inputs.section }}') === true &&
      step.run.includes('--stage staging'),
  );
  if (specsAt === -1 || specsAt < stagingRelease) {
    problems.push(
      "section-release.yml: its staging job does not run the section's end-to-end specs against " +
        'staging after releasing there (npm run e2e:stage -- ${{ inputs.section }} --stage staging).',
    );
  }
  if (![jobs.prod?.needs ?? []].flat().includes('staging')) {
    problems.push("section-release.yml: its prod job does not need staging's release and smoke.");
  }
  // The promotion reads staging's bucket through a named profile that an earlier step of the job
  // configures with a role to assume; without it every promotion fails on its first read.
  const steps = jobs.prod?.steps ?? [];
  const releaseAt = steps.findIndex(
    (step) => step.run?.includes('npm run release') === true && step.run.includes('--stage prod'),
  );
  const profile = readProfileOf(steps[releaseAt]?.run);
  const configured =
    profile !== undefined &&
    steps
      .slice(0, releaseAt)
      .some(
        (step) =>
          step.run?.includes(`[profile ${profile}]`) === true && step.run.includes('role_arn'),
      );
  if (releaseAt !== -1 && !configured) {
    problems.push(
      "section-release.yml: its prod job does not give the release staging's read-only " +
        'profile (--from-profile <name>, configured with role_arn by an earlier step).',
    );
  }
  return problems;
}
