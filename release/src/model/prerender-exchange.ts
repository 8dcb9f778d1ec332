// The prerender runs in a child process without AWS credentials (it runs the deployed shell's and
// the remotes' code); what it is asked and what it did cross the process boundary as two JSON
// files, each checked by its schema on the side that reads it, never parsed from its output.
import { remoteNames } from 'shared-types';
import { z } from 'zod';

const section = z.enum(['shell', ...remoteNames]);

/** What one prerender of a release is asked for. */
export const prerenderRequestSchema = z.object({
  section,
  /** The stage's site: the other sections (and a remote's shell) are read from what it serves. */
  site: z.url(),
  /** The build whose pages are written into its `pages/`: a copy the pipeline staged. */
  buildDir: z.string().min(1),
  /**
   * A remote's release about to be published, whose folder its pages name (a train's: every
   * remote member's).
   */
  version: z.string().optional(),
  /** A published release of the section to render instead of the build (a rollback's). */
  pinned: z.string().optional(),
  /**
   * A release train's other members, by section: their staged builds, which the pages are
   * rendered with instead of what the stage serves (a remote's named by its release's folder).
   */
  train: z.partialRecord(section, z.string().min(1)).optional(),
  /** Whether to check the deployed shell's contract version against the repository's. */
  checkContract: z.boolean(),
});

export type PrerenderRequest = z.infer<typeof prerenderRequestSchema>;

/** What one prerender did. */
export const prerenderReportSchema = z.object({
  section,
  /** The pages written, relative to the build folder: `pages/contact.html`. */
  pages: z.array(z.string()),
  /** Where the other sections came from. */
  others: z.string(),
  ms: z.number(),
});

export type PrerenderReport = z.infer<typeof prerenderReportSchema>;
