// Playing cards for baccarat, blackjack and poker, drawn with CSS: a hand zone with a label, a
// total and a row of cards; new cards slide in one by one.

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

globalThis.SimCards = {
  zone(ctx, parent, label) {
    const root = ctx.html('div', { class: 'zone' }, parent);
    const head = ctx.html('div', { class: 'zone-head' }, root);
    ctx.html('span', { class: 'zone-label' }, head, label);
    const total = ctx.html('span', { class: 'zone-total', hidden: '' }, head);
    const row = ctx.html('div', { class: 'hand' }, root);
    return { root, total, row, shown: 0 };
  },
  card(ctx, parent, c) {
    if (!c) return ctx.html('div', { class: 'card back', 'aria-label': '?' }, parent);
    const red = c.suit === 1 || c.suit === 2;
    const name = RANKS[c.rank] + SUITS[c.suit];
    const el = ctx.html(
      'div',
      { class: 'card' + (red ? ' red' : ''), role: 'img', 'aria-label': name },
      parent,
    );
    ctx.html('span', { class: 'corner', 'aria-hidden': 'true' }, el, RANKS[c.rank]);
    ctx.html('span', { class: 'pip', 'aria-hidden': 'true' }, el, SUITS[c.suit]);
    return el;
  },
  /** Shows `cards` (plus `backs` face-down cards); cards already on the table stay, new ones deal in. */
  async show(ctx, zone, cards, backs, total) {
    for (const b of zone.row.querySelectorAll('.back')) b.remove();
    if (cards.length < zone.shown) {
      zone.row.replaceChildren();
      zone.shown = 0;
    }
    for (let i = zone.shown; i < cards.length; i++) {
      this.card(ctx, zone.row, cards[i]).classList.add('deal');
      zone.shown = i + 1;
      await ctx.sleep(380);
    }
    for (let i = 0; i < backs; i++) this.card(ctx, zone.row, null);
    if (total === null || total === undefined) zone.total.hidden = true;
    else {
      zone.total.hidden = false;
      zone.total.textContent = String(total);
    }
  },
  reset(zones) {
    for (const z of zones) {
      z.row.replaceChildren();
      z.shown = 0;
      z.total.hidden = true;
      z.root.classList.remove('winner');
    }
  },
};
