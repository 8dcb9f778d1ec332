/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { federationConfig } from '../module-federation.config';

/**
 * The federation runtime hoists into the entry chunk (`main.js`) every module its runtime plugins
 * reach by a static import, used or not: its HoistContainerReferences step walks the module
 * graph's connections without asking whether webpack's tree shaking left them active. A plugin
 * that imports a package's index therefore puts the whole package, and what that imports (the
 * tour catalogue, every zod schema), into the first script of every page. So the plugins, and
 * what they import, import the modules they need by their own paths, never an index.
 */
const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  allowJs: true,
};

/** The modules a file imports for their values (type-only imports are erased before bundling). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) continue;
    } else if (statement.isTypeOnly) {
      continue;
    }
    specifiers.push(statement.moduleSpecifier.text);
  }
  return specifiers;
}

/** Every source file of the repository a file reaches by value imports, itself included. */
function reachedSources(entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    if (file.endsWith('.json')) continue;
    for (const specifier of valueImports(file)) {
      const resolved = ts.resolveModuleName(
        specifier,
        file,
        compilerOptions,
        ts.sys,
      ).resolvedModule;
      if (!resolved) continue;
      // The workspace's packages are linked into node_modules; a package from the registry is not
      // walked.
      const target = fs.realpathSync(resolved.resolvedFileName);
      if (!target.includes(`${path.sep}node_modules${path.sep}`)) pending.push(target);
    }
  }
  return reached;
}

describe("the federation runtime plugins' imports", () => {
  const plugins = federationConfig.runtimePlugins;

  it('are the plugins the shell configures', () => {
    expect(plugins.length).toBeGreaterThan(0);
    for (const plugin of plugins) expect(fs.existsSync(plugin)).toBe(true);
  });

  it.each(plugins.map((plugin) => [path.basename(plugin), plugin]))(
    '%s reaches no index module',
    (_name, plugin) => {
      const indexes = [...reachedSources(plugin)].filter((file) => /[\\/]index\.tsx?$/.test(file));
      expect(indexes.map((file) => path.relative(path.resolve(__dirname, '../..'), file))).toEqual(
        [],
      );
    },
  );
});
