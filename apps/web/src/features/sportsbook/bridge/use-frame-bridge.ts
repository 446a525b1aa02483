import { type RefObject, useEffect, useRef, useState } from 'react';
import type { FrameAdapter, FrameLaunch } from './adapters';
import { type FrameEvent, readFrameEvent, sendCommand } from './envelope';

export type BridgeHandlers = {
  onLoginRequested: () => void;
  onDepositRequested: () => void;
  /** The frame's session ended: fetch a new launch token (sent back with setToken). */
  onSessionExpired: () => void;
  onRegisterRequested: () => void;
  /** The frame reported a balance: refresh ours from our server (the number is not trusted). */
  onBalanceReported: () => void;
};

export type BridgeState = {
  ready: boolean;
  height: number | null;
  slipCount: number;
  lastBet: string | null;
  error: string | null;
};

const MIN_HEIGHT = 480;
const MAX_HEIGHT = 6000;

/**
 * The host side of the frame bridge (ADR 091): events from the frame's window and allowed origin
 * only; commands addressed to that origin only. Sends the locale on ready and when it changes,
 * the balance when the hub changes it, a new token after an expiry, and logout.
 */
export function useFrameBridge(
  frameRef: RefObject<HTMLIFrameElement | null>,
  adapter: FrameAdapter,
  launch: FrameLaunch | undefined,
  ctx: { locale: 'tr' | 'en'; balance: number | null; loggedIn: boolean },
  handlers: BridgeHandlers,
): BridgeState {
  const [state, setState] = useState<BridgeState>({
    ready: false,
    height: null,
    slipCount: 0,
    lastBet: null,
    error: null,
  });
  const on = useRef(handlers);
  useEffect(() => {
    on.current = handlers;
  });
  const origins = launch ? adapter.origins(launch) : [];
  const origin = origins[0] ?? '';
  const originsKey = origins.join(',');

  useEffect(() => {
    if (!originsKey) return;
    const allowed = originsKey.split(',');
    const listener = (event: MessageEvent) => {
      const e = readFrameEvent(event, frameRef.current?.contentWindow, allowed, adapter);
      if (!e) return;
      const act = ACTIONS[e.type];
      if (act) on.current[act]();
      else setState((s) => reduce(s, e));
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frameRef, originsKey, adapter]);

  const frame = () => frameRef.current?.contentWindow;
  const { ready } = state;
  useEffect(() => {
    if (ready) sendCommand(frame(), origin, adapter, 'setLocale', { locale: ctx.locale });
  }, [ready, origin, ctx.locale]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (ready && ctx.balance !== null)
      sendCommand(frame(), origin, adapter, 'balanceChanged', { balance: ctx.balance });
  }, [ready, origin, ctx.balance]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (ready && !ctx.loggedIn) sendCommand(frame(), origin, adapter, 'logout');
  }, [ready, origin, ctx.loggedIn]); // eslint-disable-line react-hooks/exhaustive-deps
  const token = launch?.token;
  const first = useRef(token);
  useEffect(() => {
    if (ready && token && token !== first.current)
      sendCommand(frame(), origin, adapter, 'setToken', { token });
  }, [ready, origin, token]); // eslint-disable-line react-hooks/exhaustive-deps
  return state;
}

/** Events that ask the host to act; the others only change what the host shows. */
const ACTIONS: Partial<Record<FrameEvent['type'], keyof BridgeHandlers>> = {
  loginRequested: 'onLoginRequested',
  depositRequested: 'onDepositRequested',
  sessionExpired: 'onSessionExpired',
  registerRequested: 'onRegisterRequested',
  balanceReported: 'onBalanceReported',
};

function reduce(s: BridgeState, e: FrameEvent): BridgeState {
  const p = e.payload;
  switch (e.type) {
    case 'ready':
      return { ...s, ready: true, error: null };
    case 'resize': {
      const h = typeof p.height === 'number' && Number.isFinite(p.height) ? p.height : null;
      return h === null ? s : { ...s, height: Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.round(h))) };
    }
    case 'betslipCount':
      return typeof p.n === 'number' ? { ...s, slipCount: Math.max(0, Math.floor(p.n)) } : s;
    case 'betPlaced':
      return { ...s, lastBet: typeof p.ref === 'string' ? p.ref : e.id, error: null };
    case 'error':
      return { ...s, error: String(p.code ?? '?').slice(0, 20) };
    default:
      return s;
  }
}
