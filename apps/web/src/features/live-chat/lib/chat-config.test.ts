import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatConfig, chatScriptUrl } from './chat-config';
import { CHAT_TOGGLE_EVENT, loadChatScript, toggleChatWidget } from './load-chat-script';

const ORIGIN = 'https://lalebet.example';
const PROD = { production: true, origin: ORIGIN };
const OPTIONS = { chatsiteid: '12345', chatdivid: 'chat-box', chatscripturl: '/chat/widget.js' };

describe('the live-chat configuration', () => {
  it('is on only in production with a site id, a div id and a script URL', () => {
    expect(chatConfig(OPTIONS, PROD)).toEqual({
      siteId: '12345',
      divId: 'chat-box',
      scriptUrl: `${ORIGIN}/chat/widget.js`,
    });
    expect(chatConfig(OPTIONS, { ...PROD, production: false })).toBeNull();
    expect(chatConfig(undefined, PROD)).toBeNull();
    expect(chatConfig({ ...OPTIONS, chatsiteid: '' }, PROD)).toBeNull();
    expect(chatConfig({ ...OPTIONS, chatdivid: ' ' }, PROD)).toBeNull();
    expect(chatConfig({ ...OPTIONS, chatscripturl: '' }, PROD)).toBeNull();
  });

  it('refuses ids that are not plain ids', () => {
    expect(chatConfig({ ...OPTIONS, chatdivid: 'x" onload="alert(1)' }, PROD)).toBeNull();
    expect(chatConfig({ ...OPTIONS, chatsiteid: '<script>' }, PROD)).toBeNull();
  });

  it('takes scripts from our own origin or another origin over https only', () => {
    expect(chatScriptUrl('/chat/widget.js', ORIGIN)).toBe(`${ORIGIN}/chat/widget.js`);
    expect(chatScriptUrl('https://chat.example.com/w.js', ORIGIN)).toBe('https://chat.example.com/w.js');
    for (const bad of ['http://chat.example.com/w.js', 'javascript:alert(1)', 'data:text/javascript,1'])
      expect(chatScriptUrl(bad, ORIGIN), bad).toBeNull();
  });
});

describe('the chat script loader', () => {
  afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  it('adds one script with the ids as data attributes, however often it is asked', async () => {
    const config = { siteId: '12345', divId: 'chat-box', scriptUrl: `${ORIGIN}/chat/widget.js` };
    const first = loadChatScript(config);
    const second = loadChatScript(config);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(`${ORIGIN}/chat/widget.js`);
    expect(scripts[0]!.dataset).toMatchObject({ siteId: '12345', divId: 'chat-box' });
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toBeDefined();
  });

  it('tells the widget to open or close with a window event', () => {
    const listener = vi.fn();
    window.addEventListener(CHAT_TOGGLE_EVENT, listener);
    toggleChatWidget(true);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({ open: true });
    window.removeEventListener(CHAT_TOGGLE_EVENT, listener);
  });
});
