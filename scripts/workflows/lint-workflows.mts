// `npm run lint:workflows` (part of `npm test`): every workflow in .github/workflows (or the folder
// given) is checked against GitHub's own workflow schema (@actions/workflow-parser, what GitHub's
// editor uses; the schema ships in the package, so nothing is downloaded), and each team's against
// what a team's pipeline must do, and the contract workflow against what it must check
// (team-rules.ts).
import fs from 'node:fs';
import path from 'node:path';

import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';

import {
  CONTRACT_WORKFLOW,
  contractWorkflowProblems,
  sectionReleaseProblems,
  teams,
  teamWorkflowProblems,
} from './team-rules';

const dir = path.resolve(
  process.argv[2] ?? path.join(import.meta.dirname, '../../.github/workflows'),
);
const problems: string[] = [];
const files = fs
  .readdirSync(dir)
  .filter((file) => /\.ya?ml$/.test(file))
  .sort();
for (const file of files) {
  const content = fs.readFileSync(path.join(dir, file), 'utf8');
  const result = parseWorkflow({ name: file, content }, new NoOperationTraceWriter());
  for (const error of result.context.errors.getErrors()) problems.push(error.message);
  const team = teams.find((candidate) => `${candidate.workflow}.yml` === file);
  if (team) problems.push(...teamWorkflowProblems(team, content));
  if (file === `${CONTRACT_WORKFLOW}.yml`) problems.push(...contractWorkflowProblems(content));
  if (file === 'section-release.yml') problems.push(...sectionReleaseProblems(content));
}
if (!files.includes(`${CONTRACT_WORKFLOW}.yml`))
  problems.push(`${CONTRACT_WORKFLOW}.yml is missing.`);
for (const team of teams) {
  if (!files.includes(`${team.workflow}.yml`)) problems.push(`${team.workflow}.yml is missing.`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${files.length} workflows are valid: ${files.join(', ')}.`);
