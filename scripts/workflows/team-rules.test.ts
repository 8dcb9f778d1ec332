import fs from 'node:fs';
import path from 'node:path';

import { teams, teamWorkflowProblems } from './team-rules';

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
