import { paths } from '@/lib/paths';

export const casinoProvidersPath = `${paths.casino}/providers`;
