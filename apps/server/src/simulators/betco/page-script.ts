/**
 * The betco simulator's page script (runs in the frame, on the simulator's origin): e-sports
 * matches, a slip, and the host bridge in BetConstruct's vocabulary (`loggedIn`,
 * `loginRestored`, `loggedOut`, `openSlider`, `userBalance`) inside our envelope. Messages go to
 * the host's allowed origins only (never `*`), commands are taken from those origins only
 * (docs/decisions/097-betco-esports-frame.md).
 */
export const PAGE_SCRIPT = `(function () {
  var cfg = JSON.parse(document.getElementById('cfg').textContent);
  var T = {
    tr: { title: 'Betco E-spor', login: 'Bahis için giriş yapın', loginBtn: 'Giriş yap', stake: 'Tutar (TL)',
      place: 'Bahis yap', slip: 'Kupon', empty: 'Bir oran seçin', placed: 'Bahis alındı', balance: 'Bakiye',
      money: 'Bakiye yetersiz', expired: 'Oturum yenileniyor', refused: 'Bahis reddedildi' },
    en: { title: 'Betco Esports', login: 'Log in to bet', loginBtn: 'Log in', stake: 'Stake (TRY)',
      place: 'Place bet', slip: 'Bet slip', empty: 'Pick a price', placed: 'Bet accepted', balance: 'Balance',
      money: 'Insufficient funds', expired: 'Renewing the session', refused: 'Bet refused' }
  };
  var MATCHES = [
    { id: 'e1', name: 'CS2: NAVI – FaZe', odds: [1.75, 2.05] },
    { id: 'e2', name: 'Dota 2: Team Spirit – Tundra', odds: [1.9, 1.9] },
    { id: 'e3', name: 'LoL: T1 – Gen.G', odds: [2.2, 1.65] }
  ];
  var state = { lang: cfg.lang, token: cfg.token, player: null, balance: null, pick: null, note: '' };
  var seq = 0;
  function post(type, payload) {
    var msg = { v: 1, type: type, id: 'c' + (++seq), ts: Date.now(), payload: payload || {} };
    cfg.hostOrigins.forEach(function (o) { window.parent.postMessage(msg, o); });
  }
  function api(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); });
  }
  function money(kurus) { return (kurus / 100).toLocaleString(state.lang === 'tr' ? 'tr-TR' : 'en-GB', { minimumFractionDigits: 2 }) + ' TL'; }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text != null) e.textContent = text;
    return e;
  }
  function render() {
    var t = T[state.lang];
    document.documentElement.lang = state.lang;
    var root = document.getElementById('app');
    root.textContent = '';
    var head = el('header');
    head.appendChild(el('h1', {}, t.title));
    if (state.balance != null) head.appendChild(el('p', { 'data-testid': 'betco-balance' }, t.balance + ': ' + money(state.balance)));
    root.appendChild(head);
    MATCHES.forEach(function (m) {
      var sec = el('section', { 'aria-label': m.name });
      sec.appendChild(el('h2', {}, m.name));
      var row = el('div', { class: 'odds' });
      ['1', '2'].forEach(function (label, i) {
        var price = label + ' ' + m.odds[i].toFixed(2);
        var b = el('button', { type: 'button', 'aria-pressed': String(!!state.pick && state.pick.id === m.id + label),
          'aria-label': m.name + ' ' + price }, price);
        b.onclick = function () { state.pick = { id: m.id + label, name: m.name + ' ' + label, odds: m.odds[i] }; render(); };
        row.appendChild(b);
      });
      sec.appendChild(row);
      root.appendChild(sec);
    });
    var slip = el('section', { 'aria-label': t.slip, class: 'slip' });
    slip.appendChild(el('h2', {}, t.slip));
    if (!state.player) {
      slip.appendChild(el('p', {}, t.login));
      var lb = el('button', { type: 'button' }, t.loginBtn);
      lb.onclick = function () { post('openSlider', { type: 'login' }); };
      slip.appendChild(lb);
    } else if (!state.pick) {
      slip.appendChild(el('p', {}, t.empty));
    } else {
      slip.appendChild(el('p', {}, state.pick.name + ' @ ' + state.pick.odds.toFixed(2)));
      var lab = el('label', {}, t.stake);
      var input = el('input', { type: 'number', min: '1', step: '1', value: '10', id: 'stake' });
      lab.appendChild(input);
      slip.appendChild(lab);
      var pb = el('button', { type: 'button', class: 'primary' }, t.place);
      pb.onclick = function () { placeBet(Math.round(Number(input.value) * 100)); };
      slip.appendChild(pb);
    }
    if (state.note) slip.appendChild(el('p', { role: 'status' }, state.note));
    root.appendChild(slip);
    post('resize', { height: root.offsetHeight + 24 });
  }
  function refused(code) {
    var t = T[state.lang];
    if (code === 103 || code === 104) { state.note = t.expired; state.player = null; post('loggedOut', { code: code }); }
    else if (code === 105) state.note = t.money;
    else { state.note = t.refused; post('error', { code: code }); }
  }
  function refreshBalance() {
    if (!state.player) return Promise.resolve();
    return api('/api/balance', { token: state.token }).then(function (r) {
      if (r.code === 0) { state.balance = r.balance; post('userBalance', { balance: r.balance / 100, bonus_balance: 0 }); }
      else refused(r.code);
      render();
    });
  }
  function placeBet(amount) {
    api('/api/bet', { token: state.token, amount: amount }).then(function (r) {
      if (r.code === 0) { state.note = T[state.lang].placed; state.pick = null; return refreshBalance(); }
      refused(r.code); render();
    });
  }
  function start(token, restored) {
    state.token = token; state.player = null; state.balance = null;
    if (!token) { render(); return; }
    api('/api/session', { token: token }).then(function (r) {
      if (r.code === 0) { state.player = { id: r.playerId }; state.note = ''; }
      else refused(r.code);
      return refreshBalance().then(function () {
        render();
        if (state.player) post(restored ? 'loginRestored' : 'loggedIn', { user_id: state.player.id });
      });
    });
  }
  window.addEventListener('message', function (e) {
    if (cfg.hostOrigins.indexOf(e.origin) < 0 || !e.data || e.data.v !== 1) return;
    var p = e.data.payload || {};
    if (e.data.type === 'setLanguage' && (p.lang === 'tr' || p.lang === 'en')) { state.lang = p.lang; render(); }
    else if (e.data.type === 'logout') start('', false);
    else if (e.data.type === 'restoreLogin' && typeof p.token === 'string') start(p.token, true);
    else if (e.data.type === 'getBalance') refreshBalance();
  });
  start(state.token, false);
})();`;
