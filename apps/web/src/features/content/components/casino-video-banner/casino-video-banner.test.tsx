import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../test-utils';
import { CasinoVideoBanner } from './casino-video-banner';

beforeAll(() => setupI18n('en'));
afterEach(() => vi.restoreAllMocks());

describe('CasinoVideoBanner', () => {
  it('renders nothing without a video url', () => {
    const { container } = render(<CasinoVideoBanner video={{ url: '', title1: 'Live Casino' }} />);
    expect(container.innerHTML).toBe('');
  });

  it('plays a muted, looping video behind its title', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = render(
      <CasinoVideoBanner video={{ url: '/media/casino.mp4', title1: 'Live Casino' }} />,
    );
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/casino.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Live Casino' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeTruthy();
  });
});
