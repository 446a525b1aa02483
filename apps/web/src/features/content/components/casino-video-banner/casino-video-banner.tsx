import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './casino-video-banner.module.css';

/** The product's video information (section 3). */
export type VideoInfo = { url: string; title1: string };

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** A muted, looping background video with its title; nothing at all without a url. */
export function CasinoVideoBanner({ video }: { video?: VideoInfo | null }) {
  if (!video?.url) return null;
  return <VideoBanner video={video} />;
}

function VideoBanner({ video }: { video: VideoInfo }) {
  const { t } = useTranslation('content');
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // React does not write the `muted` attribute; autoplay policies need the property set.
    el.muted = true;
    if (playing) el.play?.()?.catch(() => setPlaying(false));
    else el.pause?.();
  }, [playing]);

  return (
    <section className={styles.banner} aria-label={video.title1 || undefined}>
      <video
        ref={ref}
        className={styles.video}
        src={video.url}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
      />
      {video.title1 && <h2 className={styles.title}>{video.title1}</h2>}
      <button
        type="button"
        className={styles.toggle}
        aria-label={t(playing ? 'video.pause' : 'video.play')}
        onClick={() => setPlaying(!playing)}
      >
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d={playing ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5l11 7-11 7z'} fill="currentColor" />
        </svg>
      </button>
    </section>
  );
}
