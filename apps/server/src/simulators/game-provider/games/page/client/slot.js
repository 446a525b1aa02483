/* global document */
// The video slot: five reels of three, drawn in SVG; reels spin by cycling their strip and stop
// one after the other on the engine's stops, then the winning lines light up.

const SLOT_ART = {
  wild:
    '<rect x="4" y="4" width="92" height="92" rx="18" fill="#2a0b3d" stroke="#ffd166" stroke-width="4"/>' +
    '<path d="M50 74c-16-2-24-14-22-34l10 8 12-20 12 20 10-8c2 20-6 32-22 34z" fill="#e63946"/>' +
    '<path d="M50 74v14M50 84c-8-4-14-4-18 0M50 82c8-4 14-4 18 0" stroke="#52b788" stroke-width="4" fill="none"/>' +
    '<text x="50" y="26" text-anchor="middle" font-size="16" font-weight="900" fill="#ffd166">WILD</text>',
  seven:
    '<text x="50" y="80" text-anchor="middle" font-size="82" font-weight="900" font-style="italic" fill="#e63946" stroke="#ffd166" stroke-width="4">7</text>',
  crown:
    '<path d="M16 70 10 30l22 18 18-28 18 28 22-18-6 40z" fill="#ffd166" stroke="#a66c00" stroke-width="3"/>' +
    '<rect x="16" y="70" width="68" height="12" rx="3" fill="#f5a300"/><circle cx="50" cy="56" r="6" fill="#e63946"/>',
  bell:
    '<path d="M50 14c-18 0-26 16-26 34v16l-8 10h68l-8-10V48c0-18-8-34-26-34z" fill="#ffc300" stroke="#a66c00" stroke-width="3"/>' +
    '<circle cx="50" cy="82" r="7" fill="#a66c00"/>',
  gem:
    '<path d="M50 88 12 40l14-20h48l14 20z" fill="#4cc9f0" stroke="#caf0f8" stroke-width="3"/>' +
    '<path d="M12 40h76M38 20l-8 20 20 48 20-48-8-20" fill="none" stroke="#caf0f8" stroke-width="2"/>',
  cherry:
    '<path d="M36 62c4-22 14-38 30-46M66 62c0-18 2-32 0-46" stroke="#2d6a4f" stroke-width="5" fill="none"/>' +
    '<circle cx="34" cy="70" r="16" fill="#d00000"/><circle cx="66" cy="70" r="16" fill="#e5383b"/>',
  lemon: '<ellipse cx="50" cy="52" rx="34" ry="26" fill="#ffd60a" stroke="#c9a227" stroke-width="3"/>',
  plum: '<circle cx="50" cy="56" r="30" fill="#7b2cbf" stroke="#c77dff" stroke-width="3"/><path d="M50 26c4-8 12-10 18-8" stroke="#2d6a4f" stroke-width="5" fill="none"/>',
  grape:
    '<g fill="#70e000" stroke="#38b000" stroke-width="2"><circle cx="36" cy="36" r="11"/><circle cx="58" cy="36" r="11"/>' +
    '<circle cx="47" cy="54" r="11"/><circle cx="26" cy="54" r="11"/><circle cx="68" cy="54" r="11"/><circle cx="38" cy="72" r="11"/><circle cx="58" cy="72" r="11"/></g>',
};

globalThis.SimEngine = {
  mount(ctx) {
    const { strips, symbols } = ctx.DATA.table;
    const box = ctx.html('div', { class: 'reels', role: 'img', 'aria-label': ctx.T.lines }, ctx.el.stage);
    this.cells = strips.map((strip, r) => {
      const reel = ctx.html('div', { class: 'reel' }, box);
      return [0, 1, 2].map((row) => {
        const cell = ctx.html('div', { class: 'cell' }, reel);
        const art = ctx.svg('svg', { viewBox: '0 0 100 100', 'aria-hidden': 'true' }, cell);
        this.draw(art, symbols[strip[(row + r * 7) % strip.length]]);
        return cell;
      });
    });
    this.lines = ctx.svg('svg', { class: 'lines', viewBox: '0 0 500 300', preserveAspectRatio: 'none' }, box);
    ctx.html('p', { class: 'hint' }, ctx.el.options, ctx.T.lines);
  },
  draw(art, name) {
    // The art is this file's own constant markup, never data from the network.
    art.innerHTML = SLOT_ART[name];
  },
  async play(ctx) {
    const { strips, symbols } = ctx.DATA.table;
    for (const c of document.querySelectorAll('.cell.hit')) c.classList.remove('hit');
    this.lines.replaceChildren();
    const reply = await ctx.start({ stake: ctx.stake() });
    await ctx.closeBets();
    const grid = reply.view.grid;
    let tick = 0;
    const spinning = new Set([0, 1, 2, 3, 4]);
    for (const r of spinning) this.cells[r][0].parentElement.classList.add('spinning');
    const timer = globalThis.setInterval(() => {
      tick++;
      for (const r of spinning)
        this.cells[r].forEach((cell, row) =>
          this.draw(cell.firstChild, symbols[strips[r][(tick * 3 + row + r * 5) % strips[r].length]]),
        );
    }, 70);
    for (let r = 0; r < 5; r++) {
      await ctx.sleep(r === 0 ? 650 : 260);
      spinning.delete(r);
      this.cells[r][0].parentElement.classList.remove('spinning');
      this.cells[r].forEach((cell, row) => this.draw(cell.firstChild, symbols[grid[r][row]]));
    }
    globalThis.clearInterval(timer);
    this.showLines(ctx, reply.view);
    const text = reply.view.lines
      .map((l) => ctx.t('line', { n: l.line + 1 }) + ' ' + ctx.money(l.win))
      .join(', ');
    ctx.finish(reply, text);
  },
  showLines(ctx, view) {
    const { paylines } = ctx.DATA.table;
    for (const { line } of view.lines) {
      const rows = paylines[line];
      const points = rows.map((row, r) => r * 100 + 50 + ',' + (row * 100 + 50)).join(' ');
      ctx.svg('polyline', { points, class: 'payline line-' + (line % 5) }, this.lines);
      const syms = rows.map((row, r) => view.grid[r][row]);
      const lead = syms.find((s) => s !== 0);
      let n = 0;
      while (n < 5 && (syms[n] === 0 || syms[n] === lead)) n++;
      for (let r = 0; r < Math.max(3, n); r++) this.cells[r][rows[r]].classList.add('hit');
    }
  },
};
