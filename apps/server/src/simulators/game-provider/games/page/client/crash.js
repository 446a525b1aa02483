/* global requestAnimationFrame */
// Crash: the multiplier climbs along an SVG curve until the engine's crash point; the automatic
// cash-out, set before the round, is marked on the way. Default target 2.00x.

const TARGETS = [
  101, 110, 120, 130, 150, 175, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 3000, 5000, 10000,
];
const PLANE =
  'M4 0 Q2 -3 -4 -3 L-16 -3 L-20 -9 L-23 -9 L-21 -3 L-23 0 L-21 3 L-23 9 L-20 9 L-16 3 L-4 3 Q2 3 4 0Z M-6 -3 L-12 -14 L-8 -14 L0 -3Z M-6 3 L-12 14 L-8 14 L0 3Z';

globalThis.SimEngine = {
  mount(ctx) {
    const fmt = new Intl.NumberFormat(ctx.DATA.locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    this.x = (h) => fmt.format(h / 100) + '×';
    const sky = ctx.html('div', { class: 'sky' }, ctx.el.stage);
    const s = ctx.svg('svg', { viewBox: '0 0 320 200', class: 'sky-svg', 'aria-hidden': 'true' }, sky);
    for (let i = 1; i < 4; i++) ctx.svg('line', { x1: 0, x2: 320, y1: i * 50, y2: i * 50, class: 'grid' }, s);
    for (let i = 1; i < 6; i++) ctx.svg('line', { y1: 0, y2: 200, x1: i * 53, x2: i * 53, class: 'grid' }, s);
    this.area = ctx.svg('path', { class: 'trail-fill', d: '' }, s);
    this.path = ctx.svg('path', { class: 'trail', d: '' }, s);
    this.plane = ctx.svg('path', { d: PLANE, class: 'plane', transform: 'translate(10 190) rotate(-20)' }, s);
    this.big = ctx.html('div', { class: 'multiplier' }, sky, this.x(100));
    this.badge = ctx.html('div', { class: 'cashout', hidden: '' }, sky);

    this.at = TARGETS.indexOf(ctx.DATA.table.defaultTarget);
    const row = ctx.html('div', { class: 'target' }, ctx.el.options);
    ctx.html('span', {}, row, ctx.T.target);
    const down = ctx.html(
      'button',
      { type: 'button', class: 'round', 'data-lock': '', 'aria-label': ctx.T.targetLower },
      row,
      '−',
    );
    this.out = ctx.html('output', { class: 'target-value' }, row, this.x(this.target()));
    const up = ctx.html(
      'button',
      { type: 'button', class: 'round', 'data-lock': '', 'aria-label': ctx.T.targetRaise },
      row,
      '+',
    );
    down.addEventListener('click', () => this.setTarget(this.at - 1));
    up.addEventListener('click', () => this.setTarget(this.at + 1));
    this.presets = [150, 200, 500, 1000].map((v) => {
      const b = ctx.html(
        'button',
        { type: 'button', class: 'chip', 'data-lock': '', 'aria-pressed': 'false' },
        ctx.el.options,
        this.x(v),
      );
      b.addEventListener('click', () => this.setTarget(TARGETS.indexOf(v)));
      return [v, b];
    });
    this.setTarget(this.at);
  },
  target() {
    return TARGETS[this.at];
  },
  setTarget(i) {
    this.at = Math.min(TARGETS.length - 1, Math.max(0, i));
    this.out.textContent = this.x(this.target());
    for (const [v, b] of this.presets) b.setAttribute('aria-pressed', String(v === this.target()));
  },
  async play(ctx) {
    const target = this.target();
    this.badge.hidden = true;
    this.big.className = 'multiplier';
    const reply = await ctx.start({ stake: ctx.stake(), target });
    await ctx.closeBets();
    const end = reply.view.crash;
    await this.fly(end, target, reply.view.cashedOut);
    this.big.classList.add('crashed');
    const text = reply.view.cashedOut
      ? ctx.t('cashedOut', { x: this.x(target) })
      : ctx.t('flewAway', { x: this.x(end) });
    ctx.finish(reply, text);
  },
  fly(end, target, cashedOut) {
    // Exponential growth as in real crash games; long flights are sped up to last at most 6 s.
    const k = Math.max(Math.log(2) / 1.6, Math.log(end / 100) / 6);
    const duration = (Math.log(end / 100) / k) * 1000;
    const top = Math.max(end, 200) / 100;
    const pt = (m, f) => [10 + f * 280, 190 - ((m - 1) / (top - 1)) * 150];
    const points = [];
    const t0 = globalThis.performance.now();
    return new Promise((done) => {
      const frame = (now) => {
        const f = duration ? Math.min(1, (now - t0) / duration) : 1;
        const m = Math.min(end / 100, Math.exp((k * f * duration) / 1000));
        const [x, y] = pt(m, f);
        points.push(x.toFixed(1) + ' ' + y.toFixed(1));
        this.path.setAttribute('d', 'M' + points.join(' L'));
        this.area.setAttribute('d', 'M10 190 L' + points.join(' L') + ' L' + x.toFixed(1) + ' 190Z');
        this.plane.setAttribute(
          'transform',
          'translate(' + x.toFixed(1) + ' ' + y.toFixed(1) + ') rotate(-25)',
        );
        this.big.textContent = this.x(Math.floor(m * 100));
        if (cashedOut && m * 100 >= target && this.badge.hidden) {
          this.badge.hidden = false;
          this.badge.textContent = '✓ ' + this.x(target);
        }
        if (f < 1) requestAnimationFrame(frame);
        else {
          this.big.textContent = this.x(end);
          done();
        }
      };
      requestAnimationFrame(frame);
    });
  },
};
