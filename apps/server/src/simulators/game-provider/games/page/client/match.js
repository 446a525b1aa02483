// Virtual football: back the home side (1), a draw (X) or the away side (2) at fixed odds, then
// the match plays out on a small pitch while the clock runs to 90' in about five seconds; the
// engine's goals land at their minutes. The home side attacks to the right.

const MINUTE_MS = 50;
const GOAL_PAUSE_MS = 650;
const HOME_SHAPE = [
  [24, 90],
  [78, 52],
  [78, 128],
  [128, 90],
  [168, 62],
];

globalThis.SimEngine = {
  mount(ctx) {
    const { picks, odds, defaultPick } = ctx.DATA.table;
    const fmt = new Intl.NumberFormat(ctx.DATA.locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    this.odds = (h) => fmt.format(h / 100);
    const box = ctx.html('div', { class: 'match' }, ctx.el.stage);

    const board = ctx.html('div', { class: 'board' }, box);
    const team = (side) => {
      const t = ctx.html('div', { class: 'team ' + side }, board);
      ctx.html('span', { class: 'kit ' + side, 'aria-hidden': 'true' }, t);
      return ctx.html('strong', { class: 'team-name' }, t, ctx.T[side === 'home' ? 'pick_1' : 'pick_2']);
    };
    this.home = team('home');
    const mid = ctx.html('div', { class: 'score' }, board);
    this.digits = ctx.html('div', { class: 'digits' }, mid, '0 – 0');
    this.clock = ctx.html('div', { class: 'clock' }, mid, "0'");
    this.away = team('away');

    const field = ctx.html('div', { class: 'pitch-box' }, box);
    const s = ctx.svg('svg', { viewBox: '0 0 300 180', class: 'pitch', 'aria-hidden': 'true' }, field);
    for (let i = 0; i < 10; i++)
      ctx.svg('rect', { x: i * 30, y: 0, width: 30, height: 180, class: i % 2 ? 'turf' : 'turf alt' }, s);
    const lines = ctx.svg('g', { class: 'lines' }, s);
    ctx.svg('rect', { x: 8, y: 8, width: 284, height: 164 }, lines);
    ctx.svg('path', { d: 'M150 8V172' }, lines);
    ctx.svg('circle', { cx: 150, cy: 90, r: 22 }, lines);
    for (const x of [8, 252]) {
      ctx.svg('rect', { x, y: 48, width: 40, height: 84 }, lines);
      ctx.svg('rect', { x: x === 8 ? 8 : 278, y: 70, width: 14, height: 40 }, lines);
    }
    ctx.svg('circle', { cx: 150, cy: 90, r: 1.8, class: 'spot' }, s);
    ctx.svg('rect', { x: 1, y: 76, width: 7, height: 28, class: 'net' }, s);
    ctx.svg('rect', { x: 292, y: 76, width: 7, height: 28, class: 'net' }, s);
    this.players = [];
    for (const side of ['home', 'away']) {
      for (const [x, y] of HOME_SHAPE) {
        const base = side === 'home' ? [x, y] : [300 - x, 180 - y];
        const dot = ctx.svg('circle', { r: 5, class: 'player ' + side }, s);
        this.players.push({ dot, base });
      }
    }
    this.ball = ctx.svg('circle', { r: 3.6, class: 'mball' }, s);
    this.flash = ctx.html('div', { class: 'goal-flash', 'aria-hidden': 'true' }, field, ctx.T.goal);
    this.list = ctx.html(
      'ol',
      { class: 'timeline', 'aria-label': ctx.T.timeline, 'data-empty': ctx.T.noGoals },
      box,
    );
    this.kickOff();

    const row = ctx.html('div', { class: 'picks picks-3' }, ctx.el.options);
    this.buttons = picks.map((p) => {
      const name = ctx.T['pick_' + p];
      const b = ctx.html(
        'button',
        {
          type: 'button',
          class: 'pick',
          'data-lock': '',
          'aria-pressed': 'false',
          'aria-label': ctx.t('pickLabel', { pick: p, name, odds: this.odds(odds[p]) }),
        },
        row,
      );
      ctx.html('span', { class: 'pick-key' }, b, p);
      ctx.html('span', { class: 'pick-name' }, b, name);
      ctx.html('strong', { class: 'pick-odds' }, b, this.odds(odds[p]));
      b.addEventListener('click', () => this.choose(p));
      return [p, b];
    });
    ctx.html('p', { class: 'hint' }, ctx.el.options, ctx.T.matchHint);
    this.choose(defaultPick);
  },
  choose(p) {
    this.pick = p;
    for (const [x, b] of this.buttons) b.setAttribute('aria-pressed', String(x === p));
  },
  /** The ball at (x, y), the players drifting a quarter of the way towards it. */
  moveBall(x, y) {
    this.ball.style.transform = 'translate(' + x + 'px,' + y + 'px)';
    for (const { dot, base } of this.players) {
      const px = base[0] + (x - base[0]) * 0.25 + (Math.random() - 0.5) * 10;
      const py = base[1] + (y - base[1]) * 0.25 + (Math.random() - 0.5) * 10;
      dot.style.transform = 'translate(' + px.toFixed(1) + 'px,' + py.toFixed(1) + 'px)';
    }
  },
  kickOff() {
    this.moveBall(150, 90);
  },
  async play(ctx) {
    const reply = await ctx.start({ stake: ctx.stake(), pick: this.pick });
    await ctx.closeBets();
    const v = reply.view;
    this.home.textContent = v.home;
    this.away.textContent = v.away;
    this.list.replaceChildren();
    this.list.classList.remove('ended');
    const score = [0, 0];
    this.digits.textContent = '0 – 0';
    this.kickOff();
    const goals = v.goals.slice();
    for (let m = 1; m <= ctx.DATA.table.minutes; m++) {
      await ctx.sleep(MINUTE_MS);
      this.clock.textContent = m + "'";
      const next = goals[0];
      if (next && next.minute === m) {
        goals.shift();
        await this.goal(ctx, next, score, v);
      } else if (next && next.minute - m <= 2) {
        // The attack that scores: the ball runs at the goal the scoring side attacks.
        this.moveBall(next.side === 'home' ? 240 + (m % 3) * 6 : 60 - (m % 3) * 6, 70 + Math.random() * 40);
      } else if (m % 4 === 0) {
        this.moveBall(40 + Math.random() * 220, 24 + Math.random() * 132);
      }
    }
    this.clock.textContent = "90'";
    this.list.classList.add('ended');
    const [h, a] = v.score;
    ctx.finish(reply, ctx.t('fullTime', { home: v.home, away: v.away, h, a }));
  },
  async goal(ctx, g, score, v) {
    this.moveBall(g.side === 'home' ? 296 : 4, 84 + Math.random() * 12);
    score[g.side === 'home' ? 0 : 1]++;
    this.digits.textContent = score[0] + ' – ' + score[1];
    this.digits.classList.remove('bump');
    void this.digits.offsetWidth;
    this.digits.classList.add('bump');
    this.flash.classList.remove('show', 'home', 'away');
    void this.flash.offsetWidth;
    this.flash.classList.add('show', g.side);
    const li = ctx.html('li', { class: 'tl ' + g.side }, this.list);
    ctx.html('span', { class: 'tl-min' }, li, g.minute + "'");
    ctx.html('span', { class: 'kit ' + g.side, 'aria-hidden': 'true' }, li);
    ctx.html('span', { class: 'tl-team' }, li, g.side === 'home' ? v.home : v.away);
    await ctx.sleep(GOAL_PAUSE_MS);
    this.kickOff();
  },
};
