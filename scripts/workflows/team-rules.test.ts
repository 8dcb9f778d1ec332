import fs from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

import {
  contractWorkflowProblems,
  pathsTake,
  sectionReleaseProblems,
  teams,
  teamWorkflowProblems,
} from './team-rules';

const workflows = path.resolve(__dirname, '../../.github/workflows');
const forms = teams.find((team) => team.workflow === 'forms')!;
const formsWorkflow = fs.readFileSync(path.join(workflows, 'forms.yml'), 'utf8');

describe("a team's pipeline", () => {
  it.each(teams.map((team) => [team.workflow, team] as const))(
    '%s runs on its own folder only and releases only its own section',
    (_name, team) => {
      const text = fs.readFileSync(path.join(workflows, `${team.workflow}.yml`), 'utf8');
      expect(teamWorkflowProblems(team, text)).toEqual([]);
    },
  );

  it("is refused when it runs on another team's folder", () => {
    const text = formsWorkflow.replaceAll("- 'mf-forms/**'", "- 'mf-forms/**'\n      - 'shell/**'");
    expect(teamWorkflowProblems(forms, text)).toEqual([
      expect.stringContaining('forms.yml: its push paths are mf-forms/**, shell/**'),
      expect.stringContaining('forms.yml: its pull_request paths are'),
    ]);
  });

  it("is refused when it releases another team's section", () => {
    const text = formsWorkflow.replace('section: forms', 'section: shell');
    expect(teamWorkflowProblems(forms, text)).toEqual([
      'forms.yml: it releases mf-forms as shell; it must release mf-forms as forms.',
    ]);
  });
});

describe("the remotes' contract check", () => {
  const text = fs.readFileSync(path.join(workflows, 'contract.yml'), 'utf8');
  const on = (parse(text) as { on: Record<string, { paths: string[] }> }).on;

  it("runs every remote's contract check on a change under shell-contract/ or shell/", () => {
    expect(contractWorkflowProblems(text)).toEqual([]);
    for (const event of ['push', 'pull_request']) {
      expect(pathsTake(on[event]!.paths, 'shell-contract/types/provides/ui.d.ts')).toBe(true);
      expect(pathsTake(on[event]!.paths, 'shell/src/provides/ui.ts')).toBe(true);
    }
  });

  it('is refused when a change under shell-contract/ would not run it', () => {
    const without = text.replaceAll("      - 'shell-contract/**'\n", '');
    expect(contractWorkflowProblems(without)).toEqual([
      'contract.yml: a push that changes shell-contract/ does not run it.',
      'contract.yml: a pull_request that changes shell-contract/ does not run it.',
    ]);
  });

  it('is refused when a remote is left out of the check', () => {
    const without = text.replace('[mf-home-tours, mf-blog-gallery, mf-forms]', '[mf-forms]');
    expect(contractWorkflowProblems(without)).toEqual([
      'contract.yml: no job checks the contract of mf-home-tours, mf-blog-gallery (npm run typecheck -w <package>).',
    ]);
  });
});

describe('the shared release workflow', () => {
  const text = fs.readFileSync(path.join(workflows, 'section-release.yml'), 'utf8');

  it("ships to prod only what passed staging's release and smoke", () => {
    expect(sectionReleaseProblems(text)).toEqual([]);
  });

  it("is refused when the section's specs no longer run against staging after its release", () => {
    const problem =
      "section-release.yml: its staging job does not run the section's end-to-end specs against " +
      'staging after releasing there (npm run e2e:stage -- ${{ inputs.section }} --stage staging).';
    const withoutSpecs = text.replace(
      'run: npm run e2e:stage -- ${{ inputs.section }} --stage staging',
      'run: echo skipped',
    );
    expect(withoutSpecs).not.toBe(text);
    expect(sectionReleaseProblems(withoutSpecs)).toEqual([problem]);
    const anotherSection = text.replace('e2e:stage -- ${{ inputs.section }}', 'e2e:stage -- forms');
    expect(sectionReleaseProblems(anotherSection)).toEqual([problem]);
  });

  it('is refused when prod no longer waits for staging', () => {
    const text2 = text.replace('needs: [test, staging]', 'needs: [test]');
    expect(sectionReleaseProblems(text2)).toEqual([
      "section-release.yml: its prod job does not need staging's release and smoke.",
    ]);
  });

  const noProfile =
    "section-release.yml: its prod job does not give the release staging's read-only " +
    'profile (--from-profile <name>, configured with role_arn by an earlier step).';

  it("is refused when the promotion is not given staging's read-only profile", () => {
    expect(sectionReleaseProblems(text.replace(' --from-profile staging-read', ''))).toEqual([
      noProfile,
    ]);
  });

  it('is refused when the profile it names is not configured with a role before it', () => {
    expect(
      sectionReleaseProblems(text.replace('--from-profile staging-read', '--from-profile other')),
    ).toEqual([noProfile]);
  });
});
