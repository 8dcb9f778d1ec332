// The gallery's photos as files of the remote's build. The build draws every photo once and
// publishes it under a name its page computes from the same scene (src/lib/photo-scenes.ts), so
// a page carries short image URLs instead of drawing sixty scenes in the visitor's browser, and
// shows only the photos in view.
import { createHash } from 'node:crypto';

import { DefinePlugin, type Compiler, type WebpackPluginInstance } from 'webpack';

import { galleryPhotoScenes } from './src/content/gallery-photos';
import { photoFile, renderScene } from './src/lib/photo-scenes';

/** One photo file: its path below the build folder and its SVG markup. */
export interface PhotoFile {
  name: string;
  svg: string;
}

/** Every photo, drawn, with the hash of all the drawings that versions their names. */
export function drawGalleryPhotos(): { version: string; files: PhotoFile[] } {
  const drawings = galleryPhotoScenes.map((scene) => ({ scene, svg: renderScene(scene) }));
  const hash = createHash('sha256');
  for (const { svg } of drawings) hash.update(svg);
  // Twelve hex digits, as webpack's content hashes: the site caches such names for good.
  const version = hash.digest('hex').slice(0, 12);
  return {
    version,
    files: drawings.map(({ scene, svg }) => ({ name: photoFile(scene, version), svg })),
  };
}

const PLUGIN = 'GalleryPhotoFiles';

/** Emits the photo files into a browser build. */
class EmitPhotoFiles implements WebpackPluginInstance {
  constructor(private readonly files: readonly PhotoFile[]) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            compilation.emitAsset(file.name, new sources.RawSource(file.svg));
          }
        },
      );
    });
  }
}

/**
 * The plugins that publish the photos: in every build of the pages (browser and Node) the version
 * they name the files by and, in the browser build, the files themselves.
 */
export function galleryPhotoPlugins(): Record<'browser' | 'server', WebpackPluginInstance[]> {
  const { version, files } = drawGalleryPhotos();
  const define = () => new DefinePlugin({ GALLERY_PHOTOS_VERSION: JSON.stringify(version) });
  return { browser: [define(), new EmitPhotoFiles(files)], server: [define()] };
}
