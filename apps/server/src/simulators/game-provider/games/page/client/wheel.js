// Money wheel: fifty painted segments (1, 2, 5, 23), a pointer on top; the player picks the
// number to back (1 preselected) and the wheel turns to the engine's segment.

const SEGMENT_COLOURS = { 1: '#f5b301', 2: '#4361ee', 5: '#9d4edd', 23: '#e63946' };

globalThis.SimEngine = {
  mount(ctx) {
    const { segments, bets } = ctx.DATA.table;
    const s = ctx.svg(
      'svg',
      { viewBox: '-110 -115 220 225', class: 'wheel', 'aria-hidden': 'true' },
      ctx.el.stage,
    );
    ctx.svg('circle', { r: 108, class: 'rim' }, s);
    this.rotor = ctx.svg('g', { class: 'spin-wheel' }, s);
    const step = (2 * Math.PI) / segments.length;
    const p = (r, a) => (r * Math.cos(a)).toFixed(2) + ' ' + (r * Math.sin(a)).toFixed(2);
    segments.forEach((v, i) => {
      const a0 = i * step - step / 2 - Math.PI / 2;
      const a1 = a0 + step;
      const d = 'M0 0 L' + p(102, a0) + ' A102 102 0 0 1 ' + p(102, a1) + 'Z';
      ctx.svg('path', { d, fill: SEGMENT_COLOURS[v], class: 'seg' }, this.rotor);
      const mid = a0 + step / 2;
      const label = ctx.svg(
        'text',
        {
          class: 'seg-num',
          transform: 'translate(' + p(88, mid) + ') rotate(' + ((mid * 180) / Math.PI + 90).toFixed(1) + ')',
        },
        this.rotor,
      );
      label.textContent = String(v);
    });
    ctx.svg('circle', { r: 22, class: 'hub' }, this.rotor);
    ctx.svg('path', { d: 'M-9 -114 L9 -114 L0 -96Z', class: 'pointer' }, s);
    this.turn = 0;
    this.bet = bets[0];
    this.chips = bets.map((v) => {
      const b = ctx.html(
        'button',
        { type: 'button', class: 'chip seg-chip v' + v, 'data-lock': '', 'aria-pressed': 'false' },
        ctx.el.options,
      );
      ctx.html('strong', {}, b, String(v));
      ctx.html('small', {}, b, ' ' + ctx.t('pays', { v }));
      b.addEventListener('click', () => this.pick(v));
      return [v, b];
    });
    this.pick(this.bet);
  },
  pick(v) {
    this.bet = v;
    for (const [x, b] of this.chips) b.setAttribute('aria-pressed', String(x === v));
  },
  async play(ctx) {
    const reply = await ctx.start({ stake: ctx.stake(), bet: this.bet });
    await ctx.closeBets();
    const n = ctx.DATA.table.segments.length;
    // Land inside the segment, not on its edge: a little jitter looks like a real wheel.
    const jitter = (Math.random() - 0.5) * (300 / n);
    const want = (((-(reply.view.segment * 360) / n + jitter - this.turn) % 360) + 360) % 360;
    this.turn += 4 * 360 + want;
    this.rotor.style.transform = 'rotate(' + this.turn + 'deg)';
    await ctx.sleep(4300);
    ctx.finish(reply, ctx.t('landed', { v: reply.view.value }));
  },
};
