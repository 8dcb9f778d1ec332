import { useState } from 'react';

import posterUrl from '../../assets/gallery/news-video-poster.svg';
import { newsVideo } from '../../config/news-video';
import styles from './news-video.module.scss';

/** What the player may do once the visitor has asked for it. */
const PLAYER_PERMISSIONS =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

/** Moves the focus into the player as it replaces the play button, so the keyboard stays there. */
function focusPlayer(frame: HTMLIFrameElement | null): void {
  frame?.focus();
}

/**
 * The TV news report as a facade: a poster and a play button until the visitor asks for the
 * video. The video host's player is a page of its own, with its scripts, that a first visit to the
 * gallery would otherwise load while the page itself starts. Pressing play loads it, playing; a
 * press before the page's code has arrived is answered once it has. Without JavaScript the
 * poster is a link to the video on its host's site.
 */
export function NewsVideo() {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          ref={focusPlayer}
          src={`${newsVideo.embedUrl}?autoplay=1`}
          title={newsVideo.title}
          allow={PLAYER_PERMISSIONS}
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <>
          <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
            <img src={posterUrl} alt="" width={1280} height={720} loading="lazy" decoding="async" />
            <span className={styles.play} aria-hidden="true" />
            <span className="visually-hidden">Play the video: {newsVideo.title}</span>
          </button>
          <noscript>
            <a
              className={styles.poster}
              href={newsVideo.structuredData.contentUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <img src={posterUrl} alt="" width={1280} height={720} />
              <span className={styles.play} aria-hidden="true" />
              <span className="visually-hidden">
                Watch the video on YouTube: {newsVideo.title} (opens in a new tab)
              </span>
            </a>
          </noscript>
        </>
      )}
    </div>
  );
}
