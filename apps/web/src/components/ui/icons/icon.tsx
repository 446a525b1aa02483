import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };
export type IconComponent = (props: IconProps) => ReactNode;

/**
 * Builds a 24x24 line icon. Icons are decorative (aria-hidden): the button or link that
 * holds one carries the accessible name. `paths` is a function and createIcon is marked
 * side-effect free, so icons a chunk does not use are tree-shaken out of it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createIcon(paths: () => ReactNode, filled = false): IconComponent {
  return function Icon({ size = 24, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths()}
      </svg>
    );
  };
}
