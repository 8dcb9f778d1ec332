// The records a release keeps beside its files in the stage's bucket, each read back through one
// zod schema: `release.json` (what the release published, for which site, its contract with the
// shell and the addresses it claims), `smoke.json` (the smoke run on the stage after its pointer moved) and `rollback.json`
// (why a canary was rolled back). A gate that reads one refuses what does not parse.
import { readFileSync } from 'node:fs';

import { sectionRoutesSchema, shellModules } from 'shared-types';
import { z } from 'zod';

/** The record of a release, beside its files. */
export const RELEASE_RECORD = 'release.json';

/** The smoke's outcome, beside the release it was run on: a promotion requires a passing one. */
export const SMOKE_RECORD = 'smoke.json';

/** The record of a canary's automatic rollback, beside the canary's release. */
export const ROLLBACK_RECORD = 'rollback.json';

const namesByModuleSchema = z.partialRecord(z.enum(shellModules), z.array(z.string()));

/** Names by the shell module they come from. */
export type NamesByModule = z.infer<typeof namesByModuleSchema>;

/** The contract part of a release's record. */
const contractRecordSchema = z.object({
  /** The shell's: the contract version it provides. A remote's: the one it was built against. */
  version: z.string().regex(/^\d+\.\d+\.\d+/, 'a semantic version'),
  /** The shell's release: every name it provides. */
  provides: namesByModuleSchema.optional(),
  /** A remote's release: every name its code imports. */
  imports: namesByModuleSchema.optional(),
});

export type ContractRecord = z.infer<typeof contractRecordSchema>;

/**
 * A gate an operator passed by an explicit flag: what it could not read, and why it went on. The
 * release record keeps it, so the release says it was not gated.
 */
const gateOverrideSchema = z.object({
  /** The gate: `contract` or `routes`. */
  gate: z.string(),
  /** What it could not read: a deployed release's record, its manifest… */
  missing: z.string(),
  /** The operator's reason, given with the flag. */
  reason: z.string().min(1),
  at: z.string(),
});

export type GateOverride = z.infer<typeof gateOverrideSchema>;

/** A release train's record, which each of its members keeps: what each member replaced. */
const trainRecordSchema = z.object({
  /** The version every member was released as. */
  version: z.string(),
  members: z.array(
    z.object({
      /** `shell`, `forms`… */
      section: z.string(),
      /** The release the stage served before the train, if any. */
      previous: z.string().optional(),
    }),
  ),
});

export type TrainRecord = z.infer<typeof trainRecordSchema>;

/** What `release.json` says. */
export const releaseRecordSchema = z.object({
  /** The section's name in the deploy app: `shell`, `forms`… */
  section: z.string(),
  version: z.string(),
  /** The site its stage-specific files name. */
  siteUrl: z.string(),
  /** The sha256 (hex) of every object the release wrote, by its key. */
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
  contract: contractRecordSchema,
  /**
   * The addresses it claims, as its build's `routes.json` lists them: the route gate refuses a
   * release that claims another deployed section's, and a release beside a deployed one that
   * records none (made before releases recorded their routes) is refused until that one is
   * released again.
   */
  routes: sectionRoutesSchema.optional(),
  /** Set on a promoted release: where its bytes came from. */
  promotedFrom: z.object({ stage: z.string(), siteUrl: z.string() }).optional(),
  /** Gates the operator passed by a flag, if any. */
  gateOverrides: z.array(gateOverrideSchema).optional(),
  /** Set on a member of a release train: the train, which `rollbackTrain` switches back. */
  train: trainRecordSchema.optional(),
});

export type ReleaseRecord = z.infer<typeof releaseRecordSchema>;

/** One engine's part of a browser smoke. */
const engineOutcomeSchema = z.object({
  engine: z.string(),
  /** How long the engine took for every route, launch included, in ms. */
  ms: z.number(),
  pages: z.number(),
  failures: z.array(z.string()),
});

/** What a smoke found. */
const smokeResultSchema = z.object({
  passed: z.boolean(),
  /** How many pages, files and visits were checked. */
  checked: z.number(),
  /** One sentence per failure. */
  failures: z.array(z.string()),
  /** The browser smoke's engines, when it ran. */
  engines: z.array(engineOutcomeSchema).optional(),
});

export type SmokeResult = z.infer<typeof smokeResultSchema>;

/** What `smoke.json` says: a smoke's result and when it ran. */
export const smokeRecordSchema = smokeResultSchema.extend({ at: z.string() });

export type SmokeRecord = z.infer<typeof smokeRecordSchema>;

/** Parses a record's text with its schema; the error names the record and each problem. */
export function parseRecord<T>(schema: z.ZodType<T>, text: string, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${what} is not JSON.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'the record'}: ${issue.message}`,
    );
    throw new Error(`${what} is not a valid record (${problems.join('; ')}).`);
  }
  return parsed.data;
}

/** Reads a record file with its schema (a process's hand-off), naming the file in any error. */
export function parseRecordFile<T>(schema: z.ZodType<T>, file: string, what: string): T {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${what} (${file}) cannot be read: ${String(error)}`);
  }
  return parseRecord(schema, text, `${what} (${file})`);
}
