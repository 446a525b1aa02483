// Keno 80: tap up to ten numbers (five are preselected), then twenty balls are drawn one by
// one; hits light up and the paytable for the current picks sits under the board.

globalThis.SimEngine = {
  mount(ctx) {
    const { maxPicks, defaultPicks } = ctx.DATA.table;
    this.picks = new Set(defaultPicks);
    this.board = ctx.html('div', { class: 'keno' }, ctx.el.stage);
    this.balls = [];
    for (let n = 1; n <= 80; n++) {
      const b = ctx.html(
        'button',
        { type: 'button', class: 'kn', 'data-lock': '', 'aria-pressed': 'false' },
        this.board,
        String(n),
      );
      b.addEventListener('click', () => {
        if (this.picks.has(n)) this.picks.delete(n);
        else if (this.picks.size < maxPicks) this.picks.add(n);
        this.paint(ctx);
      });
      this.balls.push(b);
    }
    this.strip = ctx.html('div', { class: 'drawn-row', 'aria-hidden': 'true' }, ctx.el.stage);
    const tools = ctx.html('div', { class: 'keno-tools' }, ctx.el.options);
    this.hint = ctx.html('span', {}, tools);
    const quick = ctx.html(
      'button',
      { type: 'button', class: 'chip', 'data-lock': '' },
      tools,
      ctx.T.quickPick,
    );
    const clear = ctx.html('button', { type: 'button', class: 'chip', 'data-lock': '' }, tools, ctx.T.clear);
    quick.addEventListener('click', () => {
      const count = this.picks.size || 5;
      this.picks.clear();
      while (this.picks.size < count) this.picks.add(1 + Math.floor(Math.random() * 80));
      this.paint(ctx);
    });
    clear.addEventListener('click', () => {
      this.picks.clear();
      this.paint(ctx);
    });
    this.pays = ctx.html('p', { class: 'hint' }, ctx.el.options);
    this.paint(ctx);
  },
  paint(ctx) {
    this.balls.forEach((b, i) => {
      b.setAttribute('aria-pressed', String(this.picks.has(i + 1)));
      b.classList.remove('hit', 'drawn');
    });
    this.hint.textContent = ctx.T.pickHint + ' (' + this.picks.size + '/' + ctx.DATA.table.maxPicks + ')';
    const row = ctx.DATA.table.paytable[this.picks.size] || [];
    const parts = [];
    for (let h = row.length - 1; h >= 0; h--)
      if (row[h] > 0) parts.push(ctx.t('hits', { n: h }) + ' ×' + row[h] / 100);
    this.pays.textContent = parts.length ? ctx.T.paytable + ': ' + parts.join(' · ') : '';
  },
  async play(ctx) {
    if (!this.picks.size) return ctx.showError(ctx.T.pickFirst);
    this.paint(ctx);
    this.strip.replaceChildren();
    const reply = await ctx.start({ stake: ctx.stake(), picks: [...this.picks].sort((a, b) => a - b) });
    await ctx.closeBets();
    for (const n of reply.view.drawn) {
      const hit = this.picks.has(n);
      this.balls[n - 1].classList.add(hit ? 'hit' : 'drawn');
      ctx.html('span', { class: 'ball-d' + (hit ? ' hit' : '') }, this.strip, String(n));
      await ctx.sleep(110);
    }
    ctx.finish(reply, ctx.t('hits', { n: reply.view.hits.length }));
  },
};
