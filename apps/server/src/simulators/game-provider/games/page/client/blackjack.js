// Blackjack: Deal starts a round; while it is open the stake bar makes way for Hit, Double and
// Stand (data-testid game-stand), and each answer of the API deals what changed.

globalThis.SimEngine = {
  mount(ctx) {
    const C = globalThis.SimCards;
    const felt = ctx.html('div', { class: 'felt' }, ctx.el.stage);
    this.dealer = C.zone(ctx, felt, ctx.T.dealer);
    this.player = C.zone(ctx, felt, ctx.T.you);
    this.buttons = {};
    for (const [action, alt] of [
      ['hit', true],
      ['double', true],
      ['stand', false],
    ]) {
      const attrs = { type: 'button', class: 'act' + (alt ? ' alt' : ''), 'data-lock': '' };
      if (action === 'stand') attrs['data-testid'] = 'game-stand';
      const b = ctx.html('button', attrs, ctx.el.actions, ctx.T[action]);
      b.addEventListener('click', () => ctx.run(() => this.act(ctx, action)));
      this.buttons[action] = b;
    }
  },
  async play(ctx) {
    globalThis.SimCards.reset([this.dealer, this.player]);
    const reply = await ctx.start({ stake: ctx.stake() });
    await ctx.closeBets();
    await this.show(ctx, reply);
  },
  async act(ctx, action) {
    ctx.el.actions.hidden = true;
    const reply = await ctx.act(action);
    await this.show(ctx, reply);
  },
  async show(ctx, reply) {
    const C = globalThis.SimCards;
    const v = reply.view;
    await C.show(ctx, this.player, v.player, 0, v.playerTotal);
    await C.show(ctx, this.dealer, v.dealer, v.hidden ? 1 : 0, v.dealerTotal);
    const open = !reply.done;
    ctx.el.play.parentElement.hidden = open;
    ctx.el.actions.hidden = !open;
    this.buttons.double.hidden = !v.actions.includes('double');
    if (!open) {
      if (v.outcome === 'win' || v.outcome === 'blackjack') this.player.root.classList.add('winner');
      if (v.outcome === 'lose' || v.outcome === 'bust') this.dealer.root.classList.add('winner');
      ctx.finish(reply, ctx.T[v.outcome]);
    }
  },
};
