/* global requestAnimationFrame */
// Virtual horse racing: six runners in six lanes, saddle cloths in the usual racing colours.
// The player backs one to win (the favourite is preselected); the horses then run to the line
// in about five seconds and cross it in the engine's finishing order.

const CLOTH = ['#e63946', '#f1f3f5', '#3a5bd9', '#ffd60a', '#2b9348', '#1b1b1b'];
const CLOTH_INK = ['#fff', '#111', '#fff', '#111', '#fff', '#ffd166'];
const WINNER_MS = 4400;
const horseArt = (i, no) =>
  '<path d="M14 17Q6 16 3 26Q8 22 13 21Z" fill="#2b1206"/>' +
  '<g class="legs legs-b" stroke="#5a2a0c" stroke-width="3.2" stroke-linecap="round" fill="none">' +
  '<path d="M20 23L13 30L8 33"/><path d="M23 24L24 32L20 37"/></g>' +
  '<g class="legs legs-f" stroke="#5a2a0c" stroke-width="3.2" stroke-linecap="round" fill="none">' +
  '<path d="M43 22L51 28L55 26"/><path d="M40 24L43 32L40 38"/></g>' +
  '<path d="M13 19Q14 12 24 12H38L48 4Q52 2 56 5L61 10Q62 13 59 14L52 13L46 22Q42 27 34 27H22Q14 27 13 19Z" fill="#8a4418"/>' +
  '<path d="M38 12L48 4L50 5L41 13Z" fill="#2b1206"/><circle cx="53.5" cy="7.5" r="1.1" fill="#111"/>' +
  '<path d="M29 11L36 5M36 6L44 9" stroke="' +
  CLOTH[i] +
  '" stroke-linecap="round" stroke-width="4.5" fill="none"/>' +
  '<path d="M29 11L33 16" stroke="#f8f9fa" stroke-linecap="round" stroke-width="3"/>' +
  '<circle cx="38.5" cy="3" r="2.6" fill="' +
  CLOTH[i] +
  '"/><rect x="19" y="14" width="11" height="9" rx="2" fill="' +
  CLOTH[i] +
  '" stroke="#fff" stroke-width=".8"/><text x="24.5" y="21" font-size="7" font-weight="900" text-anchor="middle" fill="' +
  CLOTH_INK[i] +
  '">' +
  no +
  '</text>';

globalThis.SimEngine = {
  mount(ctx) {
    const { runners, defaultRunner } = ctx.DATA.table;
    const fmt = new Intl.NumberFormat(ctx.DATA.locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    this.odds = (h) => fmt.format(h / 100);
    this.track = ctx.html(
      'div',
      { class: 'track', role: 'img', 'aria-label': ctx.T.raceTrack },
      ctx.el.stage,
    );
    ctx.html('div', { class: 'finish-label', 'aria-hidden': 'true' }, this.track, ctx.T.finishLine);
    this.lanes = runners.map((r, i) => {
      const lane = ctx.html('div', { class: 'lane' }, this.track);
      ctx.html('span', { class: 'saddle s' + r.no }, lane, String(r.no));
      const run = ctx.html('div', { class: 'run' }, lane);
      ctx.html('span', { class: 'run-name' }, run, r.name);
      const horse = ctx.svg('svg', { viewBox: '0 0 64 40', class: 'horse', 'aria-hidden': 'true' }, run);
      const art = ctx.svg('g', { class: 'horse-art' }, horse);
      // Fixed markup from this file only (numbers and colours), never from the network.
      art.innerHTML = horseArt(i, r.no);
      const place = ctx.html('span', { class: 'place', hidden: '' }, run);
      return { no: r.no, lane, run, horse, place };
    });

    const grid = ctx.html('div', { class: 'picks picks-runners' }, ctx.el.options);
    this.buttons = runners.map((r) => {
      const b = ctx.html(
        'button',
        {
          type: 'button',
          class: 'pick runner',
          'data-lock': '',
          'aria-pressed': 'false',
          'aria-label': ctx.t('runnerLabel', { n: r.no, name: r.name, odds: this.odds(r.odds) }),
        },
        grid,
      );
      ctx.html('span', { class: 'saddle s' + r.no }, b, String(r.no));
      ctx.html('strong', { class: 'pick-odds' }, b, this.odds(r.odds));
      ctx.html('span', { class: 'pick-name' }, b, r.name);
      b.addEventListener('click', () => this.choose(r.no));
      return [r.no, b];
    });
    ctx.html('p', { class: 'hint' }, ctx.el.options, ctx.T.raceHint);
    this.choose(defaultRunner);
  },
  choose(no) {
    this.runner = no;
    for (const [x, b] of this.buttons) b.setAttribute('aria-pressed', String(x === no));
    for (const l of this.lanes) l.lane.classList.toggle('mine', l.no === no);
  },
  place(l, x) {
    l.horse.style.transform = 'translateX(' + x.toFixed(1) + 'px)';
  },
  async play(ctx) {
    for (const l of this.lanes) {
      l.place.hidden = true;
      l.lane.classList.remove('won', 'done');
      this.place(l, 0);
    }
    const reply = await ctx.start({ stake: ctx.stake(), runner: this.runner });
    await ctx.closeBets();
    await this.run(reply.view.order);
    const winner = reply.view.order[0];
    ctx.finish(reply, ctx.t('raceWon', { n: winner, name: reply.view.names[winner - 1] }));
  },
  /** Each horse reaches the line at its own time, in the drawn order; the field swaps places on the way. */
  run(order) {
    let at = WINNER_MS;
    const plan = order.map((no, rank) => {
      if (rank) at += 90 + Math.random() * 260;
      return {
        l: this.lanes[no - 1],
        rank,
        end: at,
        a: (Math.random() - 0.5) * 0.14,
        b: (Math.random() - 0.5) * 0.14,
        done: false,
      };
    });
    const last = at;
    this.track.classList.add('running');
    const t0 = globalThis.performance.now();
    return new Promise((done) => {
      const frame = (now) => {
        const t = now - t0;
        for (const h of plan) {
          if (h.done) continue;
          const u = Math.min(1, t / h.end);
          // Monotonic (|a|, |b| ≤ 0.07), exactly 0 at the start and 1 at the line.
          const p = u + h.a * Math.sin(Math.PI * u) + (h.b * Math.sin(2 * Math.PI * u)) / 2;
          const room = h.l.run.clientWidth - h.l.horse.getBoundingClientRect().width;
          this.place(h.l, Math.max(0, room) * p);
          if (u >= 1) {
            h.done = true;
            h.l.lane.classList.add('done');
            if (h.rank === 0) h.l.lane.classList.add('won');
            h.l.place.textContent = String(h.rank + 1);
            h.l.place.hidden = false;
          }
        }
        if (t < last) requestAnimationFrame(frame);
        else {
          this.track.classList.remove('running');
          done();
        }
      };
      requestAnimationFrame(frame);
    });
  },
};
