// What a section's deploy app (infra-cdk's bin/deploy-section.ts) is told, through the CDK context:
// one schema, with which the pipeline's AWS target writes the `-c key=value` arguments and the app
// reads them back, so the two sides cannot disagree on a key or a value's shape.
//
//   -c stage=<stage> -c section=<section|all>
//   -c version=<v> [-c sourceDir=<dir>]   a build uploaded as release <v> (served, unless serve)
//   -c rollback=<v> [-c pagesDir=<dir>]   published release <v>, its pages prerendered anew
//                                          uploaded when given (served, unless serve)
//   [-c serve=<v>]                          the release the pointer names after the deploy
//   [-c contractMajor=<n>]                  the shell contract's major version the served
//                                           release was built for, whose pointer it takes (1)
//   [-c keepReleases=<n>]                   how many releases the bucket keeps (10)
import { z } from 'zod';

import { KEEP_RELEASES, sections } from './sections';
import { stages } from './stage';

/** Versions name folders of the bucket and sort by time: `20261123-101500-ab12cd3`. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

const versionOf = (key: string) =>
  z.string().regex(VERSION, `"${key}" must be a release version such as 20261123-101500-ab12cd3.`);

/** Every value `-c section=` accepts. */
const deploySectionChoices = [...sections.map((section) => section.name), 'all'] as const;

/** The context of one deploy of a section's stack, as the app reads it. */
const sectionDeployContextSchema = z
  .object({
    stage: z.enum(stages, `"stage" is required: -c stage=<${stages.join('|')}>.`),
    section: z
      .string(`"section" is required: -c section=<${deploySectionChoices.join('|')}>.`)
      .min(1, `"section" is required: -c section=<${deploySectionChoices.join('|')}>.`)
      .refine((name) => (deploySectionChoices as readonly string[]).includes(name), {
        error: (issue) =>
          `unknown section "${String(issue.input)}"; expected one of ${deploySectionChoices.join(', ')}.`,
      }),
    version: versionOf('version').optional(),
    sourceDir: z.string().min(1).optional(),
    rollback: versionOf('rollback').optional(),
    pagesDir: z.string().min(1).optional(),
    serve: versionOf('serve').optional(),
    contractMajor: z.coerce
      .number()
      .int('"contractMajor" must be a whole number of at least 1.')
      .min(1, '"contractMajor" must be a whole number of at least 1.')
      .optional(),
    keepReleases: z.coerce
      .number()
      .int('"keepReleases" must be a whole number of at least 2.')
      .min(2, '"keepReleases" must be a whole number of at least 2.')
      .default(KEEP_RELEASES),
  })
  .refine((context) => (context.version === undefined) !== (context.rollback === undefined), {
    error:
      'give either "version" (publish a build as that release) or "rollback" (serve a published release again).',
  });

/** What the context says, once read. */
export type SectionDeployContext = z.output<typeof sectionDeployContextSchema>;

/** What a deploy is asked for: the context before its defaults. */
export type SectionDeployRequest = z.input<typeof sectionDeployContextSchema>;

/** Reads the context (each key as `get` gives it), every problem named in one error. */
export function readSectionDeployContext(get: (key: string) => unknown): SectionDeployContext {
  const given = Object.fromEntries(
    Object.keys(sectionDeployContextSchema.shape).flatMap((key) => {
      const value = get(key);
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = sectionDeployContextSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  throw new Error(parsed.error.issues.map((issue) => issue.message).join(' '));
}

/** The `-c key=value` arguments of a deploy, checked by the schema the app reads them with. */
export function sectionDeployContextArgs(request: SectionDeployRequest): string[] {
  sectionDeployContextSchema.parse(request);
  return Object.entries(request).flatMap(([key, value]) =>
    value === undefined ? [] : ['-c', `${key}=${String(value)}`],
  );
}
