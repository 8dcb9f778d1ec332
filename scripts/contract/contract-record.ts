// The contract a section's source has with the shell, as its release records it: the shell's
// release, every name its published contract provides in `shell/ui`, `shell/booking` and
// `shell/router` and the contract's version; a remote's release, every name its sources import
// from them and the version it compiles against. The release pipeline's contract gate compares
// them with what the stage serves.
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { packageOf, type ContractRecord, type NamesByModule, type Section } from 'release';
import { shellModules, type ShellModuleId } from 'shared-types';
import { providedNames, type ContractFiles } from 'shell/contract';

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

/** The contract a section's build provides (the shell) or imports (a remote), from the repository. */
export function contractOfRepository(repoRoot: string, section: Section): ContractRecord {
  const contract = publishedContract(repoRoot);
  if (section === 'shell') return shellContractRecord(contract.files, contract.version);
  return remoteContractRecord(path.join(repoRoot, packageOf(section), 'src'), contract.version);
}
