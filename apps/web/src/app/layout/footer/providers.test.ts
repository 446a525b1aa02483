import { describe, expect, it } from 'vitest';
import { providerSlug } from '@lalebet/shared/site-options';
import { parseProviders } from './providers';

describe('provider logos', () => {
  it('slugifies names the way the media folder names the files', () => {
    expect(providerSlug("Play'n GO")).toBe('playn-go');
    expect(providerSlug('Red Tiger')).toBe('red-tiger');
    expect(providerSlug('Pragmatic Play')).toBe('pragmatic-play');
    expect(providerSlug('NetEnt')).toBe('netent');
  });

  it('reads the footerproviders option and ignores anything that is not a list of names', () => {
    expect(parseProviders('["NetEnt","Red Tiger"]')).toEqual(['NetEnt', 'Red Tiger']);
    expect(parseProviders('not json')).toEqual([]);
    expect(parseProviders('{"a":1}')).toEqual([]);
    expect(parseProviders(undefined)).toEqual([]);
  });
});
