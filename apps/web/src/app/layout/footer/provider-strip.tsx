import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './footer.module.css';

// Swiper is heavy: it loads only when the footer nears the viewport, never with the page.
const ProviderSlider = lazy(() => import('./provider-slider'));

/** The footer's strip of 12 game-provider logos (docs/product.md §2 and §9). */
export function ProviderStrip({ providers }: { providers: string[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    // Only a little ahead of the viewport: on a phone the home page's footer starts about one
    // screen down, and a wider margin would run Swiper during the first load after all.
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '0px 0px 100px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);

  if (providers.length === 0) return null;
  return (
    <section ref={ref} className={styles.providers} aria-label={t('footer.providers')}>
      {near && (
        <Suspense fallback={null}>
          <ProviderSlider providers={providers} />
        </Suspense>
      )}
    </section>
  );
}
