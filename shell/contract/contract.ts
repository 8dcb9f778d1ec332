// The shell's contract with the remotes: the declarations of `shell/ui`, `shell/booking` and
// `shell/router` (src/provides/), generated into the `shell-contract` package, which the remotes
// compile against instead of the shell's source. Generated with the TypeScript compiler from
// tsconfig.contract.json, compared name by name, versioned by what changed.
import path from 'node:path';

import { inc } from 'semver';
import { shellModules, type ShellModuleId } from 'shared-types';
import ts from 'typescript';

const shellDir = path.resolve(__dirname, '..');

/** The contract package, and the folder of its declarations. */
export const contractPackageDir = path.resolve(shellDir, '../shell-contract');
export const contractTypesDir = path.join(contractPackageDir, 'types');

/** Declaration files by their path below the contract's types folder. */
export type ContractFiles = Record<string, string>;

/** The declaration file of a provided module, below the types folder: `provides/ui.d.ts`. */
function declarationOf(id: ShellModuleId): string {
  return `provides/${id.slice('shell/'.length)}.d.ts`;
}

function formatDiagnostics(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => shellDir,
    getNewLine: () => '\n',
  });
}

/**
 * Generates the contract from the shell's provided modules. `sources` replaces the text of
 * source files by absolute path (a test removes a name this way).
 */
export function emitContract(sources: Record<string, string> = {}): ContractFiles {
  const configFile = path.join(shellDir, 'tsconfig.contract.json');
  const { config } = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, shellDir);
  const host = ts.createCompilerHost(parsed.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, shouldCreate) => {
    const replaced = sources[path.resolve(fileName)];
    return replaced === undefined
      ? getSourceFile(fileName, language, onError, shouldCreate)
      : ts.createSourceFile(fileName, replaced, language);
  };
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, host });
  const errors = ts.getPreEmitDiagnostics(program);
  if (errors.length > 0)
    throw new Error(`The provided modules do not compile:\n${formatDiagnostics(errors)}`);
  const files: ContractFiles = {};
  const outDir = parsed.options.outDir ?? contractTypesDir;
  program.emit(
    undefined,
    (fileName, text) => {
      files[path.relative(outDir, fileName).split(path.sep).join('/')] = text;
    },
    undefined,
    true,
  );
  return reachableFromProvided(files);
}

/**
 * The declaration files a remote can reach from the provided modules. The compiler also emits
 * the files their sources import only for code (a lazily loaded viewer, a helper of a component's
 * body): no declaration of the contract names them, so they are left out of it.
 */
function reachableFromProvided(files: ContractFiles): ContractFiles {
  const reached = new Set<string>();
  const waiting = shellModules.map(declarationOf);
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    const text = files[file];
    if (text === undefined || reached.has(file)) continue;
    reached.add(file);
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.posix.join(path.posix.dirname(file), fileName);
      waiting.push(`${target}.d.ts`, `${target}/index.d.ts`);
    }
  }
  return Object.fromEntries(Object.entries(files).filter(([file]) => reached.has(file)));
}

/** A name a provided module exports, followed to where it is declared. */
interface ProvidedName {
  /** The text of its declarations. */
  text: string;
  symbol: ts.Symbol;
}

/** Each name a provided module exports. */
export type ProvidedNames = Record<ShellModuleId, Map<string, ProvidedName>>;

/**
 * A compiler host that also sees `files` (absolute path to text) below the folder `base`, which
 * need not exist: a contract under test is compiled where an installed one would be.
 */
export function hostWithFiles(
  options: ts.CompilerOptions,
  base: string,
  files: ReadonlyMap<string, string>,
): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  host.directoryExists = (dir) => dir.startsWith(base) || ts.sys.directoryExists(dir);
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (fileName, language, onError, shouldCreate) => {
    const text = files.get(fileName);
    return text === undefined
      ? getSourceFile.call(host, fileName, language, onError, shouldCreate)
      : ts.createSourceFile(fileName, text, language, true);
  };
  return host;
}

/**
 * A program over contract files given a place inside the shell (so 'react' or 'shared-types'
 * resolve as there), each set of files under its own folder.
 */
function contractProgram(contracts: Record<string, ContractFiles>) {
  const base = path.join(shellDir, '.contract');
  const virtual = new Map<string, string>();
  for (const [name, files] of Object.entries(contracts)) {
    for (const [file, text] of Object.entries(files))
      virtual.set(path.join(base, name, file), text);
  }
  // Names, declarations and assignability are all that is read: no standard library is needed.
  const options: ts.CompilerOptions = {
    noEmit: true,
    noLib: true,
    skipLibCheck: true,
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
  };
  const host = hostWithFiles(options, base, virtual);
  const rootNames = Object.keys(contracts).flatMap((name) =>
    shellModules.map((id) => path.join(base, name, declarationOf(id))),
  );
  const program = ts.createProgram({ rootNames, options, host });
  const checker = program.getTypeChecker();

  const namesOf = (name: string): ProvidedNames => {
    const names = {} as ProvidedNames;
    for (const id of shellModules) {
      const exported = new Map<string, ProvidedName>();
      const source = program.getSourceFile(path.join(base, name, declarationOf(id)));
      const moduleSymbol = source && checker.getSymbolAtLocation(source);
      for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
        const target =
          symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        const text = (target.declarations ?? []).map((node) => node.getText()).join('\n');
        exported.set(symbol.name, { text, symbol: target });
      }
      names[id] = exported;
    }
    return names;
  };

  /**
   * Whether code written against `before` still compiles against `after`. A value (a component, a
   * function) of the new shape must stand where the old one stood. A type the remotes fill in
   * (`…Props`, `…Input`) must still take what they wrote: an optional prop added is compatible, a
   * required one is not. Any other type is one the remotes read (`SiteConfig`, an entity): what
   * the shell hands out must still fit what they read, so a field added is compatible.
   */
  const compatible = (name: string, before: ts.Symbol, after: ts.Symbol): boolean => {
    const isType = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Value) === 0;
    if (isType(before) !== isType(after)) return false;
    if (!isType(before)) {
      return checker.isTypeAssignableTo(
        checker.getTypeOfSymbol(after),
        checker.getTypeOfSymbol(before),
      );
    }
    const [old, now] = [
      checker.getDeclaredTypeOfSymbol(before),
      checker.getDeclaredTypeOfSymbol(after),
    ];
    return /(?:Props|Input)$/.test(name)
      ? checker.isTypeAssignableTo(old, now)
      : checker.isTypeAssignableTo(now, old);
  };
  return { namesOf, compatible };
}

/** Reads the names of `shell/ui`, `shell/booking` and `shell/router` from contract files. */
export function providedNames(files: ContractFiles): ProvidedNames {
  return contractProgram({ contract: files }).namesOf('contract');
}

/** How a contract differs from another, name by name. */
export interface ContractChanges {
  /** `shell/ui: Card` for each name no longer provided. */
  removed: string[];
  /** Each name whose shape changed so that code written against the old one may not compile. */
  changed: string[];
  /** Each name provided now and not before, or whose shape grew compatibly. */
  added: string[];
}

/** What changed from the `before` contract to the `after` one. */
export function compareContracts(before: ContractFiles, after: ContractFiles): ContractChanges {
  const program = contractProgram({ before, after });
  const old = program.namesOf('before');
  const current = program.namesOf('after');
  const changes: ContractChanges = { removed: [], changed: [], added: [] };
  for (const id of shellModules) {
    for (const [name, declared] of old[id]) {
      const now = current[id].get(name);
      if (now === undefined) changes.removed.push(`${id}: ${name}`);
      else if (now.text === declared.text) continue;
      else if (program.compatible(name, declared.symbol, now.symbol))
        changes.added.push(`${id}: ${name}`);
      else changes.changed.push(`${id}: ${name}`);
    }
    for (const name of current[id].keys()) {
      if (!old[id].has(name)) changes.added.push(`${id}: ${name}`);
    }
  }
  return changes;
}

/**
 * The version after `changes`: major when a name went or changed shape, minor when one came or
 * grew compatibly.
 */
export function nextVersion(version: string, changes: ContractChanges): string {
  if (changes.removed.length > 0 || changes.changed.length > 0) return raise(version, 'major');
  if (changes.added.length > 0) return raise(version, 'minor');
  return version;
}

function raise(version: string, release: 'major' | 'minor'): string {
  const next = inc(version, release);
  if (next === null) throw new Error(`The contract's version "${version}" is not a version.`);
  return next;
}
