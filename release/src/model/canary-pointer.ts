// A section's canary pointer: which release everyone gets (`stable`), and, while a canary runs,
// which release (`canary`) a share of the visitors (`percent`) gets; the shell's runs only for a
// release train that holds it. The team's release writes it as an object under the section's own
// prefix (`remotes/forms/canary.json`; the shell's `canary.json`), where its role may write; the
// edge reads it from the key value store, whose keys the platform writes after
// checking the object (canary-sync.ts), since a key value store cannot scope a team to its keys.
// The local stages' edge reads the same object straight from the stage's bucket.
import type { SectionDefinition } from './sections';

/** The first-party cookie holding a visitor's canary bucket (0-99), which the edge sets. */
export const CANARY_BUCKET_COOKIE = 'cat-release-bucket';

/**
 * The cookie of the visitor in the last bucket, whom a canary (at most 99 % of the visitors)
 * never reaches: the pipeline, the smoke and the prerender read a stage's site with it, so they
 * see the stable releases whatever canary runs.
 */
export const STABLE_VISITOR_COOKIE = `${CANARY_BUCKET_COOKIE}=99`;

/** The pointer object, beside the section's releases. */
export const CANARY_POINTER_FILE = 'canary.json';

/** What the pointer says. */
export interface CanaryPointer {
  /** The section's name in the deploy app (`forms`): the key value store's key. */
  readonly section: string;
  /** The release served to everyone outside the canary. */
  readonly stable: string;
  /** The canary's release, while one runs. */
  readonly canary?: string;
  /** The share of visitors (1-100) the canary is served to. */
  readonly percent?: number;
  /** When the canary started (ISO time). */
  readonly startedAt?: string;
  /**
   * The sections running this canary as one release train, this one among them: their pointers
   * share the canary's version and share, so the visitors in it get every member, and whichever
   * member's alarm fires ends the canary of them all.
   */
  readonly train?: readonly string[];
  /**
   * The train's version, which every member's pointer names, when its canaries are not all of one
   * release (a train switched back holds each member at the release it returns to); a train's
   * canary otherwise is its release.
   */
  readonly trainVersion?: string;
}

/** The value the edge reads from the key value store (at most 1 KB). */
export interface CanaryKeyValue {
  readonly stable: string;
  readonly canary?: string;
  readonly percent?: number;
  /** A train's canary: the members, each of whose keys must run it before any visitor gets it. */
  readonly train?: readonly string[];
  /** The train's version, when it is not the canary's release. */
  readonly trainVersion?: string;
}

const VERSION = /^[0-9A-Za-z._-]{1,64}$/;
const SECTION_NAME = /^[a-z][a-z-]{0,31}$/;

/**
 * The key of a section's pointer object: a remote's beside its releases; the shell's at the root,
 * which only a release train writes, to hold the shell at the train's release (decision 063).
 */
export function canaryPointerKey(section: SectionDefinition): string {
  return section.keyPrefix === ''
    ? CANARY_POINTER_FILE
    : `${section.keyPrefix}/${CANARY_POINTER_FILE}`;
}

/** The shell's section name, the key of its pointer. */
const SHELL = 'shell';

/**
 * The section a pointer key belongs to (`remotes/forms/canary.json` → `forms`, `canary.json` →
 * `shell`), or undefined.
 */
export function sectionOfPointerKey(key: string): string | undefined {
  if (key === CANARY_POINTER_FILE) return SHELL;
  return /^remotes\/([a-z-]+)\/canary\.json$/.exec(key)?.[1];
}

/**
 * Reads a pointer object, refusing anything the edge must not act on, with what is wrong: a
 * pointer of another section, a version that is not a release folder's name, a share outside
 * 1-100, or a canary without its share.
 */
export function parseCanaryPointer(text: string, section: string): CanaryPointer {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`The canary pointer of ${section} is not JSON.`);
  }
  const pointer = value as Partial<Record<keyof CanaryPointer, unknown>>;
  const problems: string[] = [];
  if (typeof value !== 'object' || value === null) problems.push('it is not an object');
  else {
    if (pointer.section !== section) problems.push(`section is not "${section}"`);
    if (typeof pointer.stable !== 'string' || !VERSION.test(pointer.stable)) {
      problems.push('stable is not a release version');
    }
    if (pointer.canary !== undefined) {
      if (typeof pointer.canary !== 'string' || !VERSION.test(pointer.canary)) {
        problems.push('canary is not a release version');
      }
      const percent = pointer.percent;
      if (
        typeof percent !== 'number' ||
        !Number.isInteger(percent) ||
        percent < 1 ||
        percent > 100
      ) {
        problems.push('percent is not a whole number from 1 to 100');
      }
    }
    const train = pointer.train;
    if (
      train !== undefined &&
      (!Array.isArray(train) ||
        pointer.canary === undefined ||
        !train.every((name) => typeof name === 'string' && SECTION_NAME.test(name)) ||
        !train.includes(section))
    ) {
      problems.push(
        `train is not the names of a running canary's sections, "${section}" among them`,
      );
    }
    const trainVersion = pointer.trainVersion;
    if (
      trainVersion !== undefined &&
      (train === undefined || typeof trainVersion !== 'string' || !VERSION.test(trainVersion))
    ) {
      problems.push("trainVersion is not a release version of the pointer's train");
    }
    if (section === SHELL && pointer.canary !== undefined && train === undefined) {
      problems.push("the shell's canary is not a release train's");
    }
  }
  if (problems.length > 0) {
    throw new Error(`The canary pointer of ${section} is refused: ${problems.join('; ')}.`);
  }
  return value as CanaryPointer;
}

/** The key value store's value of a pointer. */
export function canaryKeyValue(pointer: CanaryPointer): CanaryKeyValue {
  if (pointer.canary === undefined) return { stable: pointer.stable };
  return {
    stable: pointer.stable,
    canary: pointer.canary,
    percent: pointer.percent,
    ...(pointer.train ? { train: pointer.train } : {}),
    ...(pointer.trainVersion ? { trainVersion: pointer.trainVersion } : {}),
  };
}

/** The train a running canary belongs to, by its version; undefined outside a train. */
function trainOf(pointer: CanaryPointer): string | undefined {
  return pointer.train ? (pointer.trainVersion ?? pointer.canary) : undefined;
}

/** Whether `other` runs a canary of the same train as `pointer`, which ends with it. */
export function sameTrain(pointer: CanaryPointer, other: CanaryPointer | undefined): boolean {
  return (
    other?.canary !== undefined &&
    trainOf(other) !== undefined &&
    trainOf(other) === trainOf(pointer)
  );
}

/**
 * The other sections of the train a running canary belongs to, whose canaries end with it: none
 * for a canary of one section.
 */
export function trainPartners(pointer: CanaryPointer): readonly string[] {
  return pointer.canary === undefined
    ? []
    : (pointer.train ?? []).filter((name) => name !== pointer.section);
}
