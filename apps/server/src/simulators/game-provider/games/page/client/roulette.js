// European roulette: an SVG wheel that turns to the engine's pocket, and a tap-to-bet table.
// Red is preselected with the current stake, so one tap on Spin plays a round.

const MAX_TOTAL = 100000;

globalThis.SimEngine = {
  mount(ctx) {
    const { order, red } = ctx.DATA.table;
    this.red = new Set(red);
    const s = ctx.svg(
      'svg',
      { viewBox: '-110 -110 220 220', class: 'wheel', 'aria-hidden': 'true' },
      ctx.el.stage,
    );
    ctx.svg('circle', { r: 108, class: 'rim' }, s);
    this.rotor = ctx.svg('g', { class: 'spin-wheel' }, s);
    const step = (2 * Math.PI) / order.length;
    order.forEach((n, i) => {
      const a0 = i * step - step / 2 - Math.PI / 2;
      const a1 = a0 + step;
      const p = (r, a) => (r * Math.cos(a)).toFixed(2) + ' ' + (r * Math.sin(a)).toFixed(2);
      const d =
        'M' +
        p(100, a0) +
        ' A100 100 0 0 1 ' +
        p(100, a1) +
        ' L' +
        p(62, a1) +
        ' A62 62 0 0 0 ' +
        p(62, a0) +
        'Z';
      ctx.svg('path', { d, class: 'pocket ' + this.colour(n) }, this.rotor);
      const mid = a0 + step / 2;
      const deg = (mid * 180) / Math.PI + 90;
      const label = ctx.svg(
        'text',
        { class: 'num', transform: 'translate(' + p(86, mid) + ') rotate(' + deg.toFixed(1) + ')' },
        this.rotor,
      );
      label.textContent = String(n);
    });
    ctx.svg('circle', { r: 60, class: 'hub' }, this.rotor);
    ctx.svg('path', { d: 'M0 -40 L6 0 L0 40 L-6 0Z M-40 0 L0 -6 L40 0 L0 6Z', class: 'cross' }, this.rotor);
    ctx.svg('path', { d: 'M-8 -112 L8 -112 L0 -96Z', class: 'pointer' }, s);
    this.ball = ctx.svg('circle', { cx: 0, cy: -93, r: 5, class: 'ball off' }, s);
    this.turn = 0;
    this.board(ctx);
  },
  colour(n) {
    return n === 0 ? 'green' : this.red.has(n) ? 'red' : 'black';
  },
  board(ctx) {
    const T = ctx.T;
    const table = ctx.html('div', { class: 'table' }, ctx.el.options);
    this.spots = new Map();
    this.bets = new Map();
    // Grid places: column 1 the zero, 2..13 the numbers, 14 the columns; rows 4-5 outside bets.
    const spot = (key, bet, label, cls, at, aria) => {
      const b = ctx.html(
        'button',
        {
          type: 'button',
          class: 'spot ' + cls,
          'data-lock': '',
          'aria-label': ctx.t('betLabel', { bet: aria || label }),
        },
        table,
        label,
      );
      b.style.gridRow = at[0];
      b.style.gridColumn = at[1];
      b.addEventListener('click', () => this.add(ctx, key, bet));
      this.spots.set(key, b);
    };
    spot('n0', { type: 'straight', value: 0 }, '0', 'green', ['1 / span 3', '1']);
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 12; col++) {
        const n = col * 3 + (3 - row);
        spot('n' + n, { type: 'straight', value: n }, String(n), this.colour(n), [
          String(row + 1),
          String(col + 2),
        ]);
      }
      spot(
        'c' + (3 - row),
        { type: 'column', value: 3 - row },
        '2:1',
        'col',
        [String(row + 1), '14'],
        ctx.t('column', { n: 3 - row }),
      );
    }
    [1, 2, 3].forEach((d) =>
      spot(
        'd' + d,
        { type: 'dozen', value: d },
        (d - 1) * 12 + 1 + '–' + d * 12,
        'dozen',
        ['4', 4 * d - 2 + ' / span 4'],
        ctx.t('dozen', { n: d }),
      ),
    );
    ['low', 'even', 'red', 'black', 'odd', 'high'].forEach((k, i) =>
      spot(
        k,
        { type: k },
        k === 'red' || k === 'black' ? '◆' : T[k],
        'outside ' + k,
        ['5', 2 * i + 2 + ' / span 2'],
        T[k],
      ),
    );
    const foot = ctx.html('div', { class: 'table-foot' }, ctx.el.options);
    this.total = ctx.html('span', { class: 'total' }, foot);
    const clear = ctx.html('button', { type: 'button', class: 'chip', 'data-lock': '' }, foot, T.clear);
    clear.addEventListener('click', () => {
      this.bets.clear();
      this.touched = true;
      this.paint(ctx);
    });
    this.bets.set('red', { type: 'red', amount: ctx.stake() });
    this.paint(ctx);
  },
  add(ctx, key, bet) {
    const total = [...this.bets.values()].reduce((s, b) => s + b.amount, 0);
    if (total + ctx.stake() > MAX_TOTAL || (!this.bets.has(key) && this.bets.size >= 20)) return;
    if (!this.touched) this.bets.clear();
    this.touched = true;
    const now = this.bets.get(key) || { ...bet, amount: 0 };
    now.amount += ctx.stake();
    this.bets.set(key, now);
    this.paint(ctx);
  },
  onStake(stake) {
    // Until the player touches the table, the preselected red bet follows the stake.
    if (!this.touched && this.bets) this.bets.set('red', { type: 'red', amount: stake });
    if (this.ctx) this.paint(this.ctx);
  },
  paint(ctx) {
    this.ctx = ctx;
    for (const [key, b] of this.spots) {
      const bet = this.bets.get(key);
      b.classList.toggle('has-chip', Boolean(bet));
      b.dataset.chip = bet ? ctx.money(bet.amount).replace(/[,.]00(?=\D*$)/, '') : '';
    }
    const total = [...this.bets.values()].reduce((s, b) => s + b.amount, 0);
    this.total.textContent = ctx.T.total + ': ' + ctx.money(total);
  },
  async play(ctx) {
    const bets = [...this.bets.values()].map((b) => ({ ...b }));
    if (!bets.length) return ctx.showError(ctx.T.tableHint);
    const reply = await ctx.start({ bets });
    await ctx.closeBets();
    const { order } = ctx.DATA.table;
    const i = order.indexOf(reply.view.pocket);
    this.turn += 5 * 360 + ((((-(i * 360) / order.length - this.turn) % 360) + 360) % 360);
    this.ball.classList.remove('off');
    this.rotor.style.transform = 'rotate(' + this.turn + 'deg)';
    await ctx.sleep(4300);
    for (const [key, b] of this.spots)
      b.classList.toggle(
        'won',
        reply.view.bets.some((x) => x.win > 0 && this.keyOf(x) === key),
      );
    const n = reply.view.pocket;
    ctx.finish(reply, n + ' ' + ctx.T[this.colour(n)]);
  },
  keyOf(b) {
    return b.type === 'straight'
      ? 'n' + b.value
      : b.type === 'dozen'
        ? 'd' + b.value
        : b.type === 'column'
          ? 'c' + b.value
          : b.type;
  },
};
