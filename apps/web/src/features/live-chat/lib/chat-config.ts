import { SITE_OPTION_KEYS } from '@lalebet/shared/site-options';

export type ChatConfig = { siteId: string; divId: string; scriptUrl: string };
type Env = { production: boolean; origin: string };

const SITE_ID = /^[\w.-]{1,64}$/;
const DIV_ID = /^[A-Za-z][\w-]{0,63}$/;

/**
 * The widget's script address: our own origin, or another over https. Which other origins
 * may actually serve it is the CSP's call (CHAT_SCRIPT_ORIGIN, ADR 007): a URL outside it is
 * blocked by the browser, and the app falls back to the support panel.
 */
export function chatScriptUrl(raw: string | undefined, origin: string): string | null {
  if (!raw?.trim()) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), origin);
  } catch {
    return null;
  }
  if (url.origin === origin || url.protocol === 'https:') return url.href;
  return null;
}

/**
 * docs/product.md §1: the chat widget loads only in production, and only when the site options
 * give a chat site id and a div id; the script's address is a site option too. Otherwise null:
 * the app shows its own support panel.
 */
export function chatConfig(options: Record<string, string> | undefined, env: Env): ChatConfig | null {
  if (!env.production || !options) return null;
  const siteId = options[SITE_OPTION_KEYS.chatSiteId]?.trim() ?? '';
  const divId = options[SITE_OPTION_KEYS.chatDivId]?.trim() ?? '';
  if (!SITE_ID.test(siteId) || !DIV_ID.test(divId)) return null;
  const scriptUrl = chatScriptUrl(options[SITE_OPTION_KEYS.chatScriptUrl], env.origin);
  return scriptUrl ? { siteId, divId, scriptUrl } : null;
}
