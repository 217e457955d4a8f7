// The checker's trick view (part of embed.js; api/embed.py puts the parts together): the
// hand and the trick picked, asked of /trick and /legal-cards. Methods of StichfestChecker.
const TRICK_VIEW = {
  buildTrickPicker(picker) {
    const t = this.t;
    this.handList = this.el("ul", { class: "picked", "aria-label": t.hand });
    this.trickList = this.el("ol", { class: "picked", "aria-label": t.trick });
    this.rove(this.handList, "button");
    this.rove(this.trickList, "button");
    this.handHeading = this.el("h3", { text: t.hand });
    const reset = this.el("button", { type: "button", class: "action", text: t.reset });
    reset.addEventListener("click", () => { this.hand = []; this.trick = []; this.last = null; this.ask(); });
    const head = this.el("div", { class: "sheet-head" }, this.radios(
      "target", t.choose, [["hand", t.hand], ["trick", t.trick]], this.target, (v) => { this.target = v; }),
    this.sheetToggle());
    picker.append(this.dock(head), this.handHeading, this.handList, this.el("h3", { text: t.trick }),
                  this.trickList, reset, this.shareRow());
  },

  async askTrick() {
    const t = this.t;
    const game = this.games[this.game];
    this.renderPicked(this.hand, this.handList);
    this.renderPicked(this.trick, this.trickList);
    const me = this.trick.length < game.players ? this.trick.length : null;
    this.handHeading.textContent = me === null ? t.hand : `${t.hand}${this.t.colon}${this.seatLabel(me)}`;
    const nodes = [];
    const summary = [];
    let error = false;
    let seats = null;
    let last = null;
    let marks = null;
    let won = null;
    let wonAt = null;
    const code = this.last;
    if (code && !this.hand.includes(code) && !this.trick.includes(code)) {
      last = { card: code, text: `${this.name(code)}${this.t.colon}${t.removed}.` };
    }
    const asked = this.contractQuery();
    if (this.trick.length) {
      const trick = await this.get(`/api/v1/${this.game}/trick?` +
        new URLSearchParams({ ...asked, trick: this.trick.join(",") }));
      if (trick.problem) return { nodes, summary: trick.problem, error: true, last };
      if (this.trick.includes(code) && !trick.complete) {
        const place = this.trick.lastIndexOf(code);
        // Short, for the bar on a phone; the partners are named in the answer below.
        const where = place === trick.winner ? t.aheadNow
          : `${t.ahead} ${this.seatName(trick.winner)} (${this.name(trick.winning_card)})`;
        last = { card: code, text: `${this.name(code)}, ${this.seatName(place)}${this.t.colon}${where}.` };
      }
      seats = this.el("ol", { class: "seats", "aria-label": t.trick }, ...trick.cards.map(
        (c, i) => this.el("li", { "data-card": c.card },
          this.el("span", { class: "who", text: `${this.seatLabel(i)}${this.t.colon}` }),
          `${this.name(c.card)} – ${c.points} ${t.points}`)));
      if (trick.complete) {
        const line = (label) => `${t.winner} ${label} (${this.name(trick.winning_card)})${t.colon}${trick.points} ${t.points}.`;
        nodes.push(this.el("div", { class: "winner", "data-winner": trick.winning_card,
                                    "data-points": String(trick.points) },
          this.el("p", {}, this.el("strong", { text: line(this.seatLabel(trick.winner)) })),
          this.el("p", { text: trick.rule.explanation }),
          this.el("small", { text: `${t.rule} ${trick.rule.id}${this.t.colon}${trick.rule.title}` })));
        summary.push(line(this.seatName(trick.winner)));  // the bar's: partners below
        won = trick.winning_card;
        wonAt = trick.winner;  // the copy that won, where a pack holds two
        // The tap that completes the trick: the bar says why it went where it went, in view
        // (the winner and points are the status line's, right under it).
        if (this.trick.includes(code)) last = { card: code, text: trick.rule.explanation, why: true };
      } else {
        const line = `${t.incomplete} (${t.ofCards(trick.cards.length, game.players)}).`;
        // No winner yet: the card ahead so far, never "the trick goes to".
        nodes.push(this.el("p", { class: "incomplete", "data-complete": "false" },
          this.el("strong", { text: line }),
          ` ${t.ahead}${this.t.colon}${this.seatLabel(trick.winner)} (${this.name(trick.winning_card)}).`));
        summary.push(line);
      }
    }
    if (this.hand.length && me !== null) {
      const params = new URLSearchParams({ ...asked, ...this.options, hand: this.hand.join(",") });
      if (this.trick.length) params.set("trick", this.trick.join(","));
      const answer = await this.get(`/api/v1/${this.game}/legal-cards?${params}`);
      if (answer.problem) {
        // What is still needed (the Schnapsen talon open: five cards), said in the bar as a
        // sentence, alone: the trick's state is in the answer below.
        summary.splice(0, summary.length, answer.problem.charAt(0).toUpperCase() + answer.problem.slice(1));
        error = this.hand.length >= game.hand_size;  // an unfinished hand is no mistake
        if (this.hand.includes(code)) last = { card: code, text: `${this.name(code)}${this.t.colon}${t.inHand}.` };
      }
      else {
        nodes.push(this.verdicts(answer.cards));
        nodes.push(...await this.closingNodes());  // checker_closing.js
        marks = Object.fromEntries(answer.cards.map((c) => [c.card, c.legal]));
        const mine = answer.cards.find((c) => c.card === code);
        if (mine) {
          last = { card: code, legal: mine.legal,
                   text: `${mine.legal ? "✓" : "✗"} ${this.name(code)}${this.t.colon}${mine.legal ? t.legal : t.illegal} (${t.rule} ${mine.rule.id}${this.t.colon}${mine.rule.title}).` };
        }
        for (const assumption of answer.assumptions || []) {
          nodes.push(this.el("p", { class: "note", text: assumption.text }));
        }
        summary.unshift(t.legalOf(answer.legal.length, answer.cards.length));
      }
    } else if (this.hand.length) {
      // Said with the answer, not in the bar: the bar's two lines are the winner's.
      nodes.push(this.el("p", { class: "note", text: t.completeNoHand }));
      if (this.hand.includes(code)) last = { card: code, text: `${this.name(code)}${this.t.colon}${t.inHand}.` };
    }
    else summary.push(t.pickHand);
    if (seats) nodes.push(seats);  // the answer first, then the trick seat by seat
    return { nodes, summary: summary.join(" "), error, last, marks, won, wonAt };
  },

  verdicts(cards) {
    const t = this.t;
    return this.el("ul", { class: "verdicts" }, ...cards.map((c) => this.el(
      "li", { class: c.legal ? "legal" : "illegal", "data-card": c.card, "data-legal": String(c.legal) },
      this.el("span", { class: "tag", text: `${c.legal ? "✓" : "✗"} ${this.name(c.card)}${this.t.colon}${c.legal ? t.legal : t.illegal}. ` }),
      `${c.rule.explanation} `,
      this.el("small", { text: `(${t.rule} ${c.rule.id}${this.t.colon}${c.rule.title})` }))));
  },
};
