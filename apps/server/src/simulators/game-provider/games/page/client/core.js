/* global document, window */
// The game page's shell, shared by every game: balance, stake, play button, the API calls and
// the host messages. Each game's file sets globalThis.SimEngine; render.ts joins them in one
// nonce'd script, so nothing here may load anything from elsewhere.

globalThis.SimGame = function simGame(DATA, engine) {
  const T = DATA.texts;
  const $ = (id) => document.getElementById(id);
  const el = {
    balance: $('balance'),
    stake: $('stake'),
    play: $('play'),
    result: $('result'),
    error: $('error'),
    status: $('live-status'),
    stage: $('stage'),
    options: $('options'),
    actions: $('actions'),
  };
  let fmt = null;
  try {
    fmt = new Intl.NumberFormat(DATA.locale, {
      style: 'currency',
      currency: DATA.currency,
      currencyDisplay: 'narrowSymbol',
    });
  } catch {
    // An unknown currency code: plain amounts with the code after them.
  }
  const money = (kurus) => (fmt ? fmt.format(kurus / 100) : (kurus / 100).toFixed(2) + ' ' + DATA.currency);
  const t = (key, vars) =>
    String(T[key] === undefined ? key : T[key]).replace(/\{(\w+)\}/g, (_, k) =>
      vars && vars[k] !== undefined ? String(vars[k]) : '',
    );
  const sleep = (ms) => new Promise((done) => window.setTimeout(done, ms));
  const svg = (tag, attrs, parent) => {
    const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
    for (const k in attrs) node.setAttribute(k, String(attrs[k]));
    if (parent) parent.appendChild(node);
    return node;
  };
  const html = (tag, attrs, parent, text) => {
    const node = document.createElement(tag);
    for (const k in attrs) node.setAttribute(k, String(attrs[k]));
    if (text !== undefined) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  };

  let balance = DATA.balance;
  let stakeAt = Math.max(0, DATA.stakes.indexOf(DATA.defaultStake));
  let busy = false;
  let dead = false;
  let round = null;

  const post = (action) => window.top.postMessage({ type: DATA.messageType, action }, '*');
  const showBalance = (v) => {
    balance = v;
    el.balance.textContent = money(v);
  };
  const lock = (on) => {
    busy = on;
    document.body.classList.toggle('busy', on);
    for (const b of document.querySelectorAll('[data-lock]')) b.disabled = on || dead;
  };
  const showError = (message) => {
    el.error.textContent = message;
    el.error.hidden = false;
  };
  const status = (text, closing) => {
    if (!el.status) return;
    el.status.textContent = text;
    el.status.classList.toggle('closing', Boolean(closing));
  };

  class Shown extends Error {}
  async function call(path, body) {
    let res;
    try {
      res = await window.fetch(DATA.api + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      throw new Shown(T.network);
    }
    const json = await res.json().catch(() => null);
    // The session is gone: the host reopens the game with a fresh launch.
    if (res.status === 401) {
      dead = true;
      post('reload');
    }
    if (!res.ok || !json)
      throw new Shown(json && typeof json.message === 'string' ? json.message : T.network);
    return json;
  }

  /** Shown balance while a result animates: the stake is gone, the win not yet in. */
  function staked(reply, before, stakeBefore) {
    if (!reply.done && typeof reply.balance === 'number') showBalance(reply.balance);
    else showBalance(before - (reply.stake - stakeBefore));
  }
  let roundStake = 0;
  async function start(input) {
    const before = balance;
    const reply = await call('/api/round', { token: DATA.token, code: DATA.code, input });
    round = reply.done ? null : reply.round;
    staked(reply, before, 0);
    roundStake = reply.stake;
    return reply;
  }
  async function act(action) {
    const before = balance;
    const reply = await call('/api/round/' + encodeURIComponent(round) + '/act', {
      token: DATA.token,
      action,
    });
    staked(reply, before, roundStake);
    roundStake = reply.stake;
    if (reply.done) round = null;
    return reply;
  }
  /** Live tables: the bet is in, the simulated dealer counts down before the draw. */
  async function closeBets() {
    if (!DATA.live) return;
    for (let n = 3; n > 0; n--) {
      status(t('betsClose', { n }), true);
      await sleep(1000);
    }
    status(T.betsClosed, true);
  }
  /** The end of a round: final balance, the result in the live region, the dealer reopens. */
  function finish(reply, text) {
    if (typeof reply.balance === 'number') showBalance(reply.balance);
    const won = reply.win > 0;
    // A win equal to the stake is a push (tie, dealer not qualifying...): the stake comes back.
    const line = !won
      ? T.noWin
      : reply.win === reply.stake
        ? t('returned', { x: money(reply.win) })
        : t('youWon', { x: money(reply.win) });
    el.result.textContent = (text ? text + ' — ' : '') + line;
    el.result.classList.remove('won');
    if (won) void el.result.offsetWidth;
    el.result.classList.toggle('won', won);
    status(T.betsOpen, false);
  }
  async function run(work) {
    if (busy || dead) return;
    el.error.hidden = true;
    el.result.textContent = '';
    el.result.classList.remove('won');
    lock(true);
    try {
      await work();
    } catch (err) {
      showError(err instanceof Shown ? err.message : T.network);
      status(T.betsOpen, false);
      if (!(err instanceof Shown)) window.console.error(err);
    } finally {
      lock(false);
    }
  }

  const stake = () => DATA.stakes[stakeAt];
  const setStake = (i) => {
    stakeAt = Math.min(DATA.stakes.length - 1, Math.max(0, i));
    el.stake.textContent = money(stake());
    if (engine.onStake) engine.onStake(stake());
  };
  $('stake-down').addEventListener('click', () => setStake(stakeAt - 1));
  $('stake-up').addEventListener('click', () => setStake(stakeAt + 1));
  $('exit').addEventListener('click', () => post('exit'));
  const freeRound = $('free-round');
  // Free rounds (docs/decisions/099-free-rounds.md): the server plays the session's own reward,
  // whose win goes to the bonus balance; the button counts the rounds down and goes at zero.
  if (freeRound) {
    freeRound.addEventListener('click', () =>
      run(async () => {
        const reply = await call('/api/free-round', { token: DATA.token }).catch((err) => {
          // Refused (no rounds left, session gone), not a network error: nothing left to offer.
          if (err instanceof Shown && err.message !== T.network) $('free-rounds').hidden = true;
          throw err;
        });
        if (typeof reply.balance === 'number') showBalance(reply.balance);
        const won = reply.win > 0;
        el.result.textContent =
          T.freeRoundPlayed + ' — ' + (won ? t('freeRoundWon', { x: money(reply.win) }) : T.noWin);
        el.result.classList.toggle('won', won);
        freeRound.textContent = t('freeRound', { n: reply.left });
        if (reply.left <= 0) {
          $('free-rounds').hidden = true;
          el.result.textContent += '. ' + T.freeRoundsOver;
        }
      }),
    );
  }
  el.play.addEventListener('click', () => run(() => engine.play(ctx)));

  const ctx = {
    DATA,
    T,
    el,
    t,
    money,
    sleep,
    svg,
    html,
    stake,
    start,
    act,
    closeBets,
    finish,
    run,
    showError,
  };
  engine.mount(ctx);
  setStake(stakeAt);
};
