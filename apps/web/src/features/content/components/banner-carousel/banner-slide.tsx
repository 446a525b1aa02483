import type { BannerSlide } from '@lalebet/shared';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import placeholderUrl from './banner-placeholder.svg';
import styles from './banner-carousel.module.css';

/** `null` stands for a placeholder slide. */
export type CarouselItem = BannerSlide | null;

export const placeholderItems = (count: number): CarouselItem[] => Array.from({ length: count }, () => null);

export const itemKey = (item: CarouselItem, index: number) =>
  item ? `slide-${item.id}` : `placeholder-${index}`;

/** WAI carousel pattern: each slide is a labelled group; slides out of view are inert. */
export function slideProps(t: TFunction<'content'>, index: number, total: number, active: boolean) {
  return {
    role: 'group',
    'aria-roledescription': t('carousel.slideRoleDescription'),
    'aria-label': t('carousel.slideLabel', { index: index + 1, total }),
    inert: !active,
  } as const;
}

const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

type Props = {
  item: CarouselItem;
  /** The LCP candidate: loaded eagerly with high priority. */ first: boolean;
};

export function BannerSlideView({ item, first }: Props) {
  const loading = first
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy' } as const);
  if (!item) {
    return (
      <div className={styles.slide} data-testid="banner-placeholder">
        <img className={styles.image} src={placeholderUrl} alt="" width={1200} height={500} {...loading} />
      </div>
    );
  }
  const [small, large, medium] = item.images;
  const picture = (
    <picture>
      {large && <source media="(min-width: 1200px)" srcSet={large.url} />}
      {medium && <source media="(min-width: 992px)" srcSet={medium.url} />}
      <img
        className={styles.image}
        src={small?.url ?? placeholderUrl}
        alt={item.title}
        width={1200}
        height={500}
        {...loading}
      />
    </picture>
  );
  const href = item.url || '#';
  const common = { className: styles.slide, 'data-testid': 'banner-slide' };
  // In-app paths go through the router (no full reload); anything else is a plain link.
  if (isAppPath(href) && item.target !== '_blank') {
    return (
      <Link to={href} {...common}>
        {picture}
      </Link>
    );
  }
  const blank = item.target === '_blank';
  return (
    <a
      href={href}
      target={blank ? '_blank' : undefined}
      rel={blank ? 'noopener noreferrer' : undefined}
      {...common}
    >
      {picture}
    </a>
  );
}
