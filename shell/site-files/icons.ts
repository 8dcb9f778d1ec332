// The site's icons, drawn from the shell's favicon (public/favicon.svg): favicon.ico for browsers
// and tools that ask for it by name, the Apple touch icon (180 px, on the site's cream: iOS
// fills transparent corners with black) and the web app manifest's 192 and 512 px icons.
import { escapeXml, renderPng, svgContent } from './render-png';

/** The background of icons that must be opaque. */
export const ICON_BACKGROUND = '#fbf6ec';
/** The browser's colour for the site's window. */
export const THEME_COLOR = '#7a2e1f';

/** The logo centred on an opaque square, taking `scale` of its side (maskable icons need room). */
function opaqueIconSvg(logo: string, scale: number): string {
  const { viewBox, content } = svgContent(logo);
  const side = 100;
  const inset = (side * (1 - scale)) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">`,
    `<rect width="${side}" height="${side}" fill="${escapeXml(ICON_BACKGROUND)}"/>`,
    `<svg x="${inset}" y="${inset}" width="${side * scale}" height="${side * scale}" viewBox="${viewBox}">${content}</svg>`,
    '</svg>',
  ].join('');
}

/** The sizes favicon.ico holds. */
const FAVICON_SIZES = [16, 32, 48] as const;

/** Every icon file, by its name in the shell's build. */
export async function renderIcons(logo: string): Promise<Map<string, Buffer>> {
  // An ES module: loaded by dynamic import from this CommonJS build code.
  const { default: pngToIco } = await import('png-to-ico');
  const favicons = await Promise.all(FAVICON_SIZES.map((size) => renderPng(logo, size)));
  return new Map([
    ['favicon.ico', await pngToIco(favicons)],
    ['apple-touch-icon.png', await renderPng(opaqueIconSvg(logo, 0.84), 180)],
    ['icon-192.png', await renderPng(logo, 192)],
    ['icon-512.png', await renderPng(logo, 512)],
    ['icon-maskable-512.png', await renderPng(opaqueIconSvg(logo, 0.7), 512)],
  ]);
}
