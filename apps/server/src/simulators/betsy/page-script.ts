/**
 * The Betsy simulator's page script (runs in the frame, on the simulator's origin): markets, a
 * bet slip, and the host bridge. Messages go to the host's allowed origins only (never `*`), and
 * commands are taken from those origins only (ADR 091).
 */
export const PAGE_SCRIPT = `(function () {
  var cfg = JSON.parse(document.getElementById('cfg').textContent);
  var T = {
    tr: { title: 'Betsy Spor', login: 'Bahis için giriş yapın', loginBtn: 'Giriş yap', stake: 'Tutar (TL)',
      place: 'Bahis yap', slip: 'Kupon', empty: 'Bir oran seçin', placed: 'Bahis alındı', balance: 'Bakiye',
      money: 'Bakiye yetersiz', deposit: 'Para yatır', expired: 'Oturum yenileniyor', refused: 'Bahis reddedildi' },
    en: { title: 'Betsy Sports', login: 'Log in to bet', loginBtn: 'Log in', stake: 'Stake (TRY)',
      place: 'Place bet', slip: 'Bet slip', empty: 'Pick a price', placed: 'Bet accepted', balance: 'Balance',
      money: 'Not enough money', deposit: 'Deposit', expired: 'Renewing the session', refused: 'Bet refused' }
  };
  var MATCHES = [
    { id: 'm1', name: 'Galatasaray – Fenerbahçe', odds: [2.1, 3.4, 3.2] },
    { id: 'm2', name: 'Beşiktaş – Trabzonspor', odds: [1.85, 3.6, 4.1] },
    { id: 'm3', name: 'Real Madrid – Barcelona', odds: [2.4, 3.5, 2.7] }
  ];
  var state = { locale: cfg.locale === 'en' ? 'en' : 'tr', token: cfg.token, player: null, balance: null, pick: null, note: '' };
  var seq = 0;
  function post(type, payload) {
    var msg = { v: 1, type: type, id: 'b' + (++seq), ts: Date.now(), payload: payload || {} };
    cfg.hostOrigins.forEach(function (o) { window.parent.postMessage(msg, o); });
  }
  function api(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); });
  }
  function money(n) { return n.toLocaleString(state.locale === 'tr' ? 'tr-TR' : 'en-GB', { minimumFractionDigits: 2 }) + ' TL'; }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text != null) e.textContent = text;
    return e;
  }
  function render() {
    var t = T[state.locale];
    document.documentElement.lang = state.locale;
    var root = document.getElementById('app');
    root.textContent = '';
    var head = el('header');
    head.appendChild(el('h1', {}, t.title));
    if (state.balance != null) head.appendChild(el('p', { 'data-testid': 'betsy-balance' }, t.balance + ': ' + money(state.balance)));
    root.appendChild(head);
    MATCHES.forEach(function (m) {
      var sec = el('section', { 'aria-label': m.name });
      sec.appendChild(el('h2', {}, m.name));
      var row = el('div', { class: 'odds' });
      ['1', 'X', '2'].forEach(function (label, i) {
        var price = label + ' ' + m.odds[i].toFixed(2);
        var b = el('button', { type: 'button', 'aria-pressed': String(!!state.pick && state.pick.id === m.id + label),
          'aria-label': m.name + ' ' + price }, price);
        b.onclick = function () { state.pick = { id: m.id + label, name: m.name + ' ' + label, odds: m.odds[i] }; post('betslipCount', { n: 1 }); render(); };
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
      lb.onclick = function () { post('loginRequested'); };
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
      pb.onclick = function () { placeBet(Number(input.value)); };
      slip.appendChild(pb);
    }
    if (state.note) slip.appendChild(el('p', { role: 'status' }, state.note));
    if (state.note === t.money) {
      var db = el('button', { type: 'button' }, t.deposit);
      db.onclick = function () { post('depositRequested'); };
      slip.appendChild(db);
    }
    root.appendChild(slip);
    // The content's own height (the document's is never less than the frame's).
    post('resize', { height: root.offsetHeight + 24 });
  }
  function refused(code) {
    var t = T[state.locale];
    if (code === 3 || code === 4) { state.note = t.expired; state.player = null; post('sessionExpired', { code: code }); }
    else if (code === 7) state.note = t.money;
    else { state.note = t.refused; post('error', { code: code }); }
  }
  function refreshBalance() {
    if (!state.player) return Promise.resolve();
    return api('/api/balance', { token: state.token, userId: state.player.userId, currency: state.player.currency })
      .then(function (r) { if (r.code === 0) state.balance = r.amount; else refused(r.code); render(); });
  }
  function placeBet(amount) {
    var p = state.player;
    api('/api/bet', { token: state.token, userId: p.userId, currency: p.currency, amount: amount })
      .then(function (r) {
        if (r.code === 0) {
          state.note = T[state.locale].placed; state.pick = null;
          post('betPlaced', { ref: r.transactionId, amount: amount }); post('betslipCount', { n: 0 });
          return refreshBalance();
        }
        refused(r.code); render();
      });
  }
  function start(token) {
    state.token = token; state.player = null; state.balance = null;
    if (!token) { render(); post('ready', { authorized: false }); return; }
    api('/api/session', { token: token }).then(function (r) {
      if (r.code === 0) { state.player = { userId: r.userId, currency: r.currency }; state.note = ''; }
      else refused(r.code);
      return refreshBalance().then(function () { render(); post('ready', { authorized: !!state.player, cid: cfg.cid }); });
    });
  }
  window.addEventListener('message', function (e) {
    if (cfg.hostOrigins.indexOf(e.origin) < 0 || !e.data || e.data.v !== 1) return;
    var p = e.data.payload || {};
    if (e.data.type === 'setLocale' && (p.locale === 'tr' || p.locale === 'en')) { state.locale = p.locale; render(); }
    else if (e.data.type === 'logout') start('');
    else if (e.data.type === 'setToken' && typeof p.token === 'string') start(p.token);
    else if (e.data.type === 'balanceChanged' && typeof p.balance === 'number') { state.balance = p.balance; render(); }
  });
  start(state.token);
})();`;
