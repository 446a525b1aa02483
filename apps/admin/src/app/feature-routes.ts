import type { Feature } from '@/lib/feature';
import * as home from '@/features/home/routes';
import * as staff from '@/features/staff/routes';

/**
 * Every feature of the back office. A feature adds itself here with one line; its routes and
 * menu entries live in its own folder.
 */
export const features: Feature[] = [home, staff];
