import type {
  Chunk,
  ChunkGroup,
  Compilation,
  Compiler,
  Module,
  WebpackPluginInstance,
} from 'webpack';

import { tapProcessAssets } from './process-assets';

/** The file the browser build writes its start's scripts into, for the prerender to read. */
export const START_FILES_FILE = 'start-files.json';

/** The content of {@link START_FILES_FILE}. */
export interface StartFiles {
  /**
   * URL paths of the scripts the start loads on every page before React hydrates it, after the
   * entry: the bootstrap chunk, the modules the shell provides to the remotes, and the shared
   * modules (React, React DOM…) those take from the share scope, as the shell provides them.
   */
  scripts: string[];
}

/** Options of {@link StartFilesPlugin}. */
export interface StartFilesOptions {
  /** The request of the start's dynamic import of its bootstrap chunk (`'./bootstrap'`). */
  bootstrapRequest: string;
  /** The share keys the start loads itself (`loadShare`): the modules it provides. */
  shareKeys: readonly string[];
}

const NAME = 'StartFilesPlugin';
const PROVIDE_PREFIX = /^(?:\([^)]*\)\/)?webpack\/sharing\/provide\/[^/]+\//;

interface ConsumeSharedModule extends Module {
  options: { shareKey: string };
}

const isConsume = (module: Module): module is ConsumeSharedModule =>
  module.type === 'consume-shared-module';

/**
 * Writes {@link START_FILES_FILE}: every script the start of `src/index.ts` asks for on every page,
 * so that a prerendered page can name them for the browser to fetch while it parses the HTML,
 * instead of one wave of requests after another once the entry has run (docs/decisions/032).
 *
 * The list follows webpack's own chunk graph: the chunks of the bootstrap import and of each
 * module the start loads from the share scope, then, for each shared module those chunks consume,
 * the chunks of the shell's provider of it (the share scope is `loaded-first`: the shell's
 * provider is the one used), until nothing is added. A tooltip chunk, loaded only where an input
 * can hover, is not in it.
 */
export class StartFilesPlugin implements WebpackPluginInstance {
  constructor(private readonly options: StartFilesOptions) {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    // After the real content hashes have renamed the files.
    const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE;
    tapProcessAssets(compiler, NAME, stage, (compilation) => {
      const scripts = startScriptsOf(compilation, compiler.context, this.options);
      const content: StartFiles = {
        scripts: scripts.map((file) => `${compilation.outputOptions.publicPath as string}${file}`),
      };
      compilation.emitAsset(
        START_FILES_FILE,
        new webpack.sources.RawSource(`${JSON.stringify(content, null, 2)}\n`),
      );
    });
  }
}

/** The start's script files, relative to the output folder, in the order they are first needed. */
export function startScriptsOf(
  compilation: Compilation,
  context: string,
  { bootstrapRequest, shareKeys }: StartFilesOptions,
): string[] {
  const { chunkGraph } = compilation;
  const providers = new Map<string, Module>();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const ident = module.libIdent({ context }) ?? '';
    providers.set(ident.replace(PROVIDE_PREFIX, ''), module);
  }
  const providedGroup = (shareKey: string): ChunkGroup | undefined => {
    const block = providers.get(shareKey)?.blocks[0];
    return block ? (chunkGraph.getBlockChunkGroup(block) ?? undefined) : undefined;
  };

  const bootstrap = [...compilation.chunkGroups].filter((group) =>
    group.origins.some((origin) => origin.request === bootstrapRequest),
  );
  if (bootstrap.length === 0) {
    throw new Error(`${NAME}: no chunk is loaded by import('${bootstrapRequest}').`);
  }
  const chunks = new Set<Chunk>();
  const visit = (group: ChunkGroup | undefined) => {
    for (const chunk of group?.chunks ?? []) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (isConsume(module)) visit(providedGroup(module.options.shareKey));
      }
    }
  };
  bootstrap.forEach(visit);
  for (const shareKey of shareKeys) {
    const group = providedGroup(shareKey);
    if (!group) throw new Error(`${NAME}: the build provides no ${shareKey}.`);
    visit(group);
  }
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}
