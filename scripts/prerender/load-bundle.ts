import { builtinModules, createRequire } from 'node:module';
import vm from 'node:vm';

const nodeRequire = createRequire(__filename);

/** Answers a bundle's `require` of a module it was built to take from outside. */
export type ProvidedModules = Readonly<Record<string, unknown>>;

/**
 * Runs a CommonJS bundle (a Node build of webpack) from its code and returns its exports. It may
 * require Node's own modules and the `provided` ones, nothing else: a release's Node build is
 * self-contained, and is run as fetched, never from a package installed beside the caller.
 */
export function loadBundle(
  code: string,
  filename: string,
  provided: ProvidedModules = {},
): unknown {
  const bundleRequire = (request: string): unknown => {
    if (Object.hasOwn(provided, request)) return provided[request];
    const builtin = request.startsWith('node:') ? request.slice(5) : request;
    if (builtinModules.includes(builtin)) return nodeRequire(`node:${builtin}`);
    throw new Error(`${filename} requires "${request}", which it should have been built with.`);
  };
  const module = { exports: {} as unknown };
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename },
  ) as (
    exports: unknown,
    require: (request: string) => unknown,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  wrapper(module.exports, bundleRequire, module, filename, '.');
  return module.exports;
}
