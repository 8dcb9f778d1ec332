/** @jest-environment node */
import { cacheControl } from 'shared-types';
import { cacheControlFor } from 'site-rules';

import { drawGalleryPhotos } from './gallery-photo-files';
import { fanPhotos, galleryPhotoScenes, tourPhotos } from './src/content/gallery-photos';
import { photoFile, renderScene } from './src/lib/photo-scenes';

describe('drawGalleryPhotos', () => {
  const { version, files } = drawGalleryPhotos();

  it('draws every photo the gallery shows into a file named as its page names it', () => {
    expect(files).toHaveLength(tourPhotos.length + fanPhotos.length);
    galleryPhotoScenes.forEach((scene, index) => {
      expect(files[index]).toEqual({ name: photoFile(scene, version), svg: renderScene(scene) });
    });
    expect(new Set(files.map((file) => file.name)).size).toBe(files.length);
  });

  it('names the files by a content hash that the site caches for good', () => {
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    files.forEach(({ name }) => {
      expect(cacheControlFor(name, 'remote')).toBe(cacheControl.immutable);
    });
    expect(drawGalleryPhotos().version).toBe(version);
  });

  it('writes standalone SVG images of a few kilobytes', () => {
    files.forEach(({ svg }) => {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg.length).toBeLessThan(4096);
    });
  });
});
