import type { VideoStructuredData } from 'shared-types';

// The shell's siteConfig has no video setting, so the remote keeps its own. The embed comes from
// the privacy-enhanced YouTube host, the one the site's Content-Security-Policy allows in frames.
const videoId = 'Xq3PZ7k1t0c';

/** The TV news report embedded on the gallery page, and its structured data. */
export const newsVideo = {
  title: 'Local TV news report: walking New York’s cat history with Cats About Town Tours',
  embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
  structuredData: {
    name: 'Walking New York’s cat history with Cats About Town Tours',
    description:
      'A local TV news segment joins a Cats About Town walking tour to hear the stories of New York’s working cats, bodega cats and Jerry Fox of Brooklyn Borough Hall.',
    thumbnailUrl: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
    uploadDate: '2024-10-15',
    duration: 'PT3M42S',
    embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
    contentUrl: `https://www.youtube.com/watch?v=${videoId}`,
    publisher: 'Cats About Town Tours',
  } satisfies VideoStructuredData,
} as const;
