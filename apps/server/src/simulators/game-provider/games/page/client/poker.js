// Three Card Poker: the ante deals three cards each; the player then plays (a raise equal to
// the ante) or folds (data-testid game-stand), and the dealer's hand turns over.

globalThis.SimEngine = {
  mount(ctx) {
    const C = globalThis.SimCards;
    const felt = ctx.html('div', { class: 'felt' }, ctx.el.stage);
    this.dealer = C.zone(ctx, felt, ctx.T.dealer);
    this.player = C.zone(ctx, felt, ctx.T.you);
    const play = ctx.html(
      'button',
      { type: 'button', class: 'act', 'data-lock': '' },
      ctx.el.actions,
      ctx.T.play,
    );
    const fold = ctx.html(
      'button',
      { type: 'button', class: 'act alt', 'data-lock': '', 'data-testid': 'game-stand' },
      ctx.el.actions,
      ctx.T.fold,
    );
    play.addEventListener('click', () => ctx.run(() => this.act(ctx, 'play')));
    fold.addEventListener('click', () => ctx.run(() => this.act(ctx, 'fold')));
    ctx.html(
      'p',
      { class: 'hint' },
      ctx.el.options,
      ctx.T.playHint +
        ' · ' +
        ctx.T.anteBonus +
        ': ' +
        ctx.T.hand_straight +
        ' 1:1 · ' +
        ctx.T.hand_trips +
        ' 4:1 · ' +
        ctx.T.hand_straightFlush +
        ' 5:1',
    );
  },
  async play(ctx) {
    globalThis.SimCards.reset([this.dealer, this.player]);
    const reply = await ctx.start({ stake: ctx.stake() });
    await ctx.closeBets();
    await this.show(ctx, reply);
  },
  async act(ctx, action) {
    ctx.el.actions.hidden = true;
    await this.show(ctx, await ctx.act(action));
  },
  async show(ctx, reply) {
    const C = globalThis.SimCards;
    const v = reply.view;
    await C.show(ctx, this.player, v.player, 0, ctx.T['hand_' + v.hand]);
    if (reply.done) this.dealer.row.replaceChildren();
    if (reply.done) this.dealer.shown = 0;
    await C.show(
      ctx,
      this.dealer,
      v.dealer,
      reply.done ? 0 : 3,
      v.dealerHand ? ctx.T['hand_' + v.dealerHand] : null,
    );
    ctx.el.play.parentElement.hidden = !reply.done;
    ctx.el.actions.hidden = reply.done;
    if (reply.done) {
      if (v.outcome === 'win' || v.outcome === 'noQualify') this.player.root.classList.add('winner');
      if (v.outcome === 'lose') this.dealer.root.classList.add('winner');
      ctx.finish(reply, ctx.T[v.outcome === 'fold' ? 'folded' : v.outcome]);
    }
  },
};
