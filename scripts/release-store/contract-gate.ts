// The contract gate, by names and in both directions. A shell's release records the names it
// provides in `shell/ui`, `shell/booking` and `shell/router` and its contract version; a remote's
// release records the names it imports from them and the contract version it was built against.
// Before a pointer moves, the shell must provide every name each deployed remote imports, under
// the same major version, and a remote may import only what the deployed shell provides.
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { shellModules, type ShellModuleId } from 'shared-types';
import { providedNames, type ContractFiles } from 'shell/contract';

import { packageOf, type Section } from '../prerender/prerender-section';

/** Names by the shell module they come from. */
export type NamesByModule = Partial<Record<ShellModuleId, readonly string[]>>;

/** The contract part of a release's record. */
export interface ContractRecord {
  /** The shell's: the contract version it provides. A remote's: the one it was built against. */
  readonly version: string;
  /** The shell's release: every name it provides. */
  readonly provides?: NamesByModule;
  /** A remote's release: every name its code imports. */
  readonly imports?: NamesByModule;
}

/** The record of a shell that provides the contract `files` as `version`. */
export function shellContractRecord(files: ContractFiles, version: string): ContractRecord {
  const names = providedNames(files);
  const provides: Record<string, string[]> = {};
  for (const id of shellModules) provides[id] = [...names[id].keys()].sort();
  return { version, provides };
}

/** The generated contract in the `shell-contract` package: its declaration files and version. */
export function publishedContract(repoRoot: string): { files: ContractFiles; version: string } {
  const packageDir = path.join(repoRoot, 'shell-contract');
  const typesDir = path.join(packageDir, 'types');
  const files: ContractFiles = {};
  for (const entry of fs.readdirSync(typesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(typesDir, full).split(path.sep).join('/')] = fs.readFileSync(full, 'utf8');
  }
  const { version } = JSON.parse(
    fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  return { files, version };
}

/**
 * The names a remote's sources import from the shell's modules (test files left out: they never
 * ship), read from their import and re-export declarations.
 */
export function importedNames(sourceDir: string): NamesByModule {
  const found = new Map<string, Set<string>>();
  const isShellModule = (value: string): value is ShellModuleId =>
    (shellModules as readonly string[]).includes(value);
  for (const entry of fs.readdirSync(sourceDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name))
      continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement);
      if (!isImport && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !isShellModule(specifier.text)) continue;
      const names = found.get(specifier.text) ?? new Set<string>();
      found.set(specifier.text, names);
      const bindings = isImport ? statement.importClause?.namedBindings : statement.exportClause;
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
        for (const element of bindings.elements) {
          names.add((element.propertyName ?? element.name).text);
        }
      } else if (isImport && statement.importClause?.name) {
        names.add('default');
      }
    }
  }
  const imports: Record<string, string[]> = {};
  for (const id of shellModules) {
    const names = found.get(id);
    if (names) imports[id] = [...names].sort();
  }
  return imports;
}

/** The record of a remote whose sources are in `sourceDir`, built against contract `version`. */
function remoteContractRecord(sourceDir: string, version: string): ContractRecord {
  return { version, imports: importedNames(sourceDir) };
}

/** `shell/ui: PageMeta` for each name `imports` has and `provides` lacks. */
export function missingNames(imports: NamesByModule, provides: NamesByModule): string[] {
  const missing: string[] = [];
  for (const id of shellModules) {
    const provided = new Set(provides[id] ?? []);
    for (const name of imports[id] ?? []) if (!provided.has(name)) missing.push(`${id}: ${name}`);
  }
  return missing;
}

function majorOf(version: string): number {
  return Number(version.split('.')[0]);
}

/** One release of a section, with its contract, as the gate sees it. */
export interface GatedRelease {
  /** `forms`, `shell`… */
  readonly section: string;
  readonly version: string;
  readonly contract: ContractRecord;
}

/**
 * Why `remote` cannot run on `shell`, or undefined when it can: another major version of the
 * contract, or names it imports that the shell does not provide.
 */
function contractMismatch(remote: GatedRelease, shell: GatedRelease): string | undefined {
  const reasons: string[] = [];
  if (majorOf(remote.contract.version) !== majorOf(shell.contract.version)) {
    reasons.push(
      `it was built against shell contract ${remote.contract.version}, the shell provides ` +
        shell.contract.version,
    );
  }
  const missing = missingNames(remote.contract.imports ?? {}, shell.contract.provides ?? {});
  if (missing.length > 0) reasons.push(`the shell does not provide ${missing.join(', ')}`);
  return reasons.length === 0 ? undefined : reasons.join('; ');
}

/** A release the gate refuses: its message names the sections, versions and missing names. */
export class ContractRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractRefusal';
  }
}

/** Refuses a shell release that a deployed remote cannot run on. */
export function assertShellServesRemotes(
  shell: GatedRelease,
  deployedRemotes: readonly GatedRelease[],
): void {
  const refusals = deployedRemotes.flatMap((remote) => {
    const mismatch = contractMismatch(remote, shell);
    return mismatch ? [`${remote.section} ${remote.version} (deployed): ${mismatch}`] : [];
  });
  if (refusals.length > 0) {
    throw new ContractRefusal(
      `Refused: shell ${shell.version} (contract ${shell.contract.version}) breaks what the ` +
        `deployed remotes need; nothing was switched. ${refusals.join('. ')}.`,
    );
  }
}

/** Refuses a remote release that the deployed shell cannot run. */
export function assertRemoteRunsOnShell(remote: GatedRelease, deployedShell: GatedRelease): void {
  const mismatch = contractMismatch(remote, deployedShell);
  if (mismatch) {
    throw new ContractRefusal(
      `Refused: ${remote.section} ${remote.version} cannot run on the deployed shell ` +
        `${deployedShell.version}: ${mismatch}; nothing was switched.`,
    );
  }
}

/** The contract a section's build provides (the shell) or imports (a remote), from the repository. */
export function contractOfRepository(repoRoot: string, section: Section): ContractRecord {
  const contract = publishedContract(repoRoot);
  if (section === 'shell') return shellContractRecord(contract.files, contract.version);
  return remoteContractRecord(path.join(repoRoot, packageOf(section), 'src'), contract.version);
}
