// The web app manifest: the site's name, colours and icons for a phone's home screen.
import { business } from 'shared-types';

import { ICON_BACKGROUND, THEME_COLOR } from './icons';

/** `site.webmanifest`. */
export function webManifest(): string {
  return JSON.stringify(
    {
      name: business.company.name,
      short_name: 'Cats About Town',
      description: 'Guided walking tours about the history of cats in New York City.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: ICON_BACKGROUND,
      theme_color: THEME_COLOR,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    null,
    2,
  );
}
