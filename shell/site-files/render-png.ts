// SVG to PNG at build time with resvg (its WebAssembly build: nothing to compile or download when
// the package installs, the same on every machine). Text is set in Lora, a font shipped as an npm
// package, so a picture looks the same wherever it is built. resvg reads TrueType and OpenType
// fonts, not WOFF or WOFF2: the files come from @expo-google-fonts/lora, the npm package that ships
// Google Fonts' Lora as TTF files (Fontsource's Lora packages ship WOFF and WOFF2 only); only its
// font files are read, none of its Expo code.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { initWasm, Resvg } from '@resvg/resvg-wasm';

/** The font family the pictures' text is set in. */
export const PICTURE_FONT = 'Lora';

const fontFiles = ['400Regular/Lora_400Regular.ttf', '700Bold/Lora_700Bold.ttf'];

let started: Promise<Uint8Array[]> | undefined;

/** Starts resvg once per process (it refuses a second start) and reads the fonts. */
function start(): Promise<Uint8Array[]> {
  started ??= (async () => {
    await initWasm(fs.readFileSync(wasmFile));
    const fontDir = path.dirname(require.resolve('@expo-google-fonts/lora/package.json'));
    return fontFiles.map((file) => fs.readFileSync(path.join(fontDir, file)));
  })();
  return started;
}

/**
 * Where rendered pictures are kept between builds, by a hash of what they are drawn from: a
 * picture takes resvg's WebAssembly build about half a second, and they seldom change.
 */
const cacheDir = path.resolve(__dirname, '../../node_modules/.cache/shell-pictures');
const wasmFile = require.resolve('@resvg/resvg-wasm/index_bg.wasm');
const rendererVersion = (
  JSON.parse(fs.readFileSync(path.join(path.dirname(wasmFile), 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Renders an SVG document to a PNG `width` pixels wide (the height follows its aspect ratio). */
export async function renderPng(svg: string, width: number): Promise<Buffer> {
  const key = createHash('sha256')
    .update(`${rendererVersion}\n${fontFiles.join()}\n${width}\n${svg}`)
    .digest('hex');
  const cached = path.join(cacheDir, `${key}.png`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const png = await render(svg, width);
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(cached, png);
  return png;
}

async function render(svg: string, width: number): Promise<Buffer> {
  const fontBuffers = await start();
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontBuffers, defaultFontFamily: PICTURE_FONT, loadSystemFonts: false },
  });
  const image = resvg.render();
  const png = Buffer.from(image.asPng());
  image.free();
  resvg.free();
  return png;
}

/** An SVG document's content without its root element, to nest it in another drawing. */
export function svgContent(svg: string): { viewBox: string; content: string } {
  const root = /<svg\b[^>]*>/.exec(svg);
  const viewBox = root && /viewBox="([^"]+)"/.exec(root[0]);
  if (!root || !viewBox) throw new Error('The artwork has no <svg viewBox="…"> root.');
  const content = svg.slice(root.index + root[0].length, svg.lastIndexOf('</svg>'));
  return { viewBox: viewBox[1]!, content };
}

/** Escapes text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
