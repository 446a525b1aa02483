import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';
import { warmRoute } from './warm-route';

const home = routes[0]!.children!.find((r) => r.index)!;

afterEach(() => vi.restoreAllMocks());

describe('warmRoute', () => {
  it('starts the home page chunk and its banner slides before the first render', () => {
    const lazy = vi.spyOn(home, 'lazy' as never);
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
    warmRoute('/', client);
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]?.[0]).toMatchObject({ queryKey: ['cms', 'sliderlist', 'home', 'tr'] });
  });

  it('prefetches no slides for a page without a carousel', () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
    warmRoute('/no-such-page/at/all', client);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
