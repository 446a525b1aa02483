import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiStore } from '@/stores/ui';
import { loadChatScript } from '../lib/load-chat-script';
import { LiveChat } from './live-chat';

vi.mock('../lib/load-chat-script', () => ({ loadChatScript: vi.fn(), toggleChatWidget: vi.fn() }));

const CONFIG = { siteId: '1', divId: 'chat-box', scriptUrl: 'https://lalebet.example/chat.js' };

afterEach(() => {
  uiStore.set({ openChat: false });
  vi.clearAllMocks();
});

describe('the live chat', () => {
  it('loads the widget on the first open, not with the page', async () => {
    vi.mocked(loadChatScript).mockResolvedValue();
    const { container } = render(<LiveChat config={CONFIG} fallback={<p>panel</p>} />);
    expect(loadChatScript).not.toHaveBeenCalled();
    await act(async () => uiStore.set({ openChat: true }));
    expect(loadChatScript).toHaveBeenCalledOnce();
    expect(container.querySelector('#chat-box')?.hasAttribute('hidden')).toBe(false);
  });

  it('falls back to the support panel when the script cannot load', async () => {
    vi.mocked(loadChatScript).mockRejectedValue(new Error('blocked'));
    render(<LiveChat config={CONFIG} fallback={<p>panel</p>} />);
    await act(async () => uiStore.set({ openChat: true }));
    expect(screen.getByText('panel')).toBeTruthy();
  });
});
