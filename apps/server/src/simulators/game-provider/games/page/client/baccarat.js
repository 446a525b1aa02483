// Punto banco: the player backs Player, Banker or Tie (Player preselected); cards come out in
// dealing order, the totals follow, and the winning side lights up.

globalThis.SimEngine = {
  mount(ctx) {
    const C = globalThis.SimCards;
    const felt = ctx.html('div', { class: 'felt two' }, ctx.el.stage);
    this.zones = { player: C.zone(ctx, felt, ctx.T.player), banker: C.zone(ctx, felt, ctx.T.banker) };
    const odds = { player: '1:1', tie: '8:1', banker: '0,95:1' };
    this.bet = 'player';
    this.chips = ['player', 'tie', 'banker'].map((k) => {
      const b = ctx.html(
        'button',
        { type: 'button', class: 'chip side ' + k, 'data-lock': '', 'aria-pressed': 'false' },
        ctx.el.options,
      );
      ctx.html('strong', {}, b, ctx.T[k]);
      ctx.html('small', {}, b, ' ' + (ctx.DATA.lang === 'tr' ? odds[k] : odds[k].replace(',', '.')));
      b.addEventListener('click', () => this.pick(k));
      return [k, b];
    });
    this.pick(this.bet);
  },
  pick(k) {
    this.bet = k;
    for (const [x, b] of this.chips) b.setAttribute('aria-pressed', String(x === k));
  },
  async play(ctx) {
    const C = globalThis.SimCards;
    C.reset(Object.values(this.zones));
    const reply = await ctx.start({ stake: ctx.stake(), bet: this.bet });
    await ctx.closeBets();
    const v = reply.view;
    const { player, banker } = this.zones;
    // Dealing order: player, banker, player, banker, then the third cards.
    await C.show(ctx, player, v.player.slice(0, 1));
    await C.show(ctx, banker, v.banker.slice(0, 1));
    await C.show(ctx, player, v.player.slice(0, 2), 0, points(v.player.slice(0, 2)));
    await C.show(ctx, banker, v.banker.slice(0, 2), 0, points(v.banker.slice(0, 2)));
    await C.show(ctx, player, v.player, 0, v.playerTotal);
    await C.show(ctx, banker, v.banker, 0, v.bankerTotal);
    if (v.winner !== 'tie') this.zones[v.winner].root.classList.add('winner');
    ctx.finish(reply, v.winner === 'tie' ? ctx.T.tie : ctx.t('wins', { side: ctx.T[v.winner] }));
  },
};

function points(cards) {
  return cards.reduce((s, c) => s + (c.rank >= 10 ? 0 : c.rank), 0) % 10;
}
