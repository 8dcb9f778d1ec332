import { FederationModulesPlugin } from '@module-federation/enhanced';
import {
  AsyncDependenciesBlock,
  type Chunk,
  type Compilation,
  type Compiler,
  type Dependency,
  type Module,
  type WebpackPluginInstance,
} from 'webpack';

const PLUGIN_NAME = 'FederationHoistPlugin';

/** The plugin of `@module-federation/enhanced` whose choice this one corrects. */
const FEDERATION_HOIST = 'HoistContainerReferences';

/**
 * `@module-federation/enhanced` hoists everything its runtime, its container entry and its
 * remotes import into the runtime chunk (the shell's `main.js`, a remote's `remoteEntry.js`),
 * and takes it out of every other chunk. It follows every connection of the module graph,
 * including those webpack has already found unused: the re-exports of a side-effect-free barrel
 * whose other exports nobody imports. So one `import { remotes } from 'shared-types'` in a
 * federation runtime plugin put the whole of shared-types (tours, blog posts, zod schemas, zod's
 * locales) into the shell's start, and the SDK's unused modules into every remote entry.
 *
 * This plugin lets hoisting keep only what the hoisted code reaches through connections that are
 * active in that chunk's runtime, without crossing an async boundary, as webpack's own chunk graph
 * does; every other module hoisting added goes back to the chunks it was in before.
 */
export class FederationHoistPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      const roots = new Set<Dependency>();
      const hooks = FederationModulesPlugin.getCompilationHooks(compilation);
      const addRoot = (dependency: Dependency) => void roots.add(dependency);
      hooks.addContainerEntryDependency.tap(PLUGIN_NAME, addRoot);
      hooks.addFederationRuntimeDependency.tap(PLUGIN_NAME, addRoot);
      hooks.addRemoteDependency.tap(PLUGIN_NAME, addRoot);

      let chunksBefore = new Map<Module, Chunk[]>();
      compilation.hooks.optimizeChunks.tap(
        { name: PLUGIN_NAME, stage: 11, before: FEDERATION_HOIST },
        () => {
          chunksBefore = new Map(
            [...compilation.modules].map((module) => [
              module,
              compilation.chunkGraph.getModuleChunks(module),
            ]),
          );
        },
      );
      compilation.hooks.optimizeChunks.tap({ name: PLUGIN_NAME, stage: 12 }, (chunks) => {
        for (const chunk of chunks) {
          if (!chunk.hasRuntime()) continue;
          restoreUnreachedModules(compilation, chunk, roots, chunksBefore);
        }
      });
    });
  }
}

/** Moves each module hoisting added to `runtimeChunk` and the hoisted code never reaches back. */
function restoreUnreachedModules(
  compilation: Compilation,
  runtimeChunk: Chunk,
  roots: Set<Dependency>,
  chunksBefore: Map<Module, Chunk[]>,
): void {
  const { chunkGraph, moduleGraph } = compilation;
  const rootModules = [...roots]
    .map((dependency) => moduleGraph.getModule(dependency))
    .filter((module): module is Module => module !== null)
    .filter((module) => chunkGraph.isModuleInChunk(module, runtimeChunk));
  const reached = reachedModules(compilation, rootModules, runtimeChunk);
  for (const module of chunkGraph.getChunkModules(runtimeChunk)) {
    const before = chunksBefore.get(module) ?? [];
    if (before.includes(runtimeChunk) || reached.has(module)) continue;
    chunkGraph.disconnectChunkAndModule(runtimeChunk, module);
    for (const chunk of before) {
      if (!chunkGraph.isModuleInChunk(module, chunk)) {
        chunkGraph.connectChunkAndModule(chunk, module);
      }
    }
  }
}

/** The modules `rootModules` import, directly or not, through active synchronous connections. */
function reachedModules(
  compilation: Compilation,
  rootModules: Module[],
  chunk: Chunk,
): Set<Module> {
  const { moduleGraph } = compilation;
  const reached = new Set(rootModules);
  const stack = [...rootModules];
  for (let module = stack.pop(); module; module = stack.pop()) {
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      const target = connection.module;
      if (!target || reached.has(target) || !connection.isActive(chunk.runtime)) continue;
      if (
        connection.dependency &&
        moduleGraph.getParentBlock(connection.dependency) instanceof AsyncDependenciesBlock
      ) {
        continue;
      }
      reached.add(target);
      stack.push(target);
    }
  }
  return reached;
}
