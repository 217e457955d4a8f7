// The checker's quiz (part of embed.js; api/embed.py puts the parts together), for
// ``mode="quiz"``: the positions of the game's named examples (the examples pages' own), one
// at a time; the visitor taps a card of the hand, then the API's verdicts and rules are shown
// on the cards and in words, and "next" moves on. Methods of StichfestChecker.
const QUIZ_VIEW = {
  // The game's legal-cards examples, in the API's order.
  async quizPositions() {
    const listed = await getJSON("/api/v1/examples");
    return listed.examples.filter((e) => e.game === this.game && e.permalink.includes("/legal-cards?"));
  },

  buildQuiz() {
    const t = this.t;
    const controls = this.el("div", { class: "controls" },
      this.select("game", t.game, Object.values(this.games).map((g) => [g.id, g.names[this.language]]),
                  this.game, (v) => this.setAttribute("game", v)));
    this.quizBox = this.el("section", { class: "quiz", "aria-labelledby": `${this.uid}-quiz` });
    const box = this.el("div", { class: "box", lang: this.language },
      this.el("h2", { id: `${this.uid}-quiz`, text: t.quizTitle }), controls, this.quizBox);
    this.shadowRoot.replaceChildren(this.el("style", { text: STYLE }), box);
    // The position reached stays across a change of language; another game starts at its first.
    const before = this.quizDefaults;
    this.quizDefaults = { game: this.game, deckName: this.deckName, ruleset: this.ruleset,
                          at: before && before.game === this.game ? before.at : 0 };
  },

  // Shows the position at ``this.quizDefaults.at``, its verdicts asked but not yet shown.
  async askQuiz() {
    const t = this.t;
    const request = ++this.requests;
    const positions = await this.quizPositions();
    if (request !== this.requests) return;
    if (!positions.length) {
      this.quizBox.replaceChildren(this.el("p", { class: "note", text: t.quizNone }));
      this.postHeight();
      return;
    }
    const start = this.quizDefaults;
    const at = start.at % positions.length;
    const example = positions[at];
    const query = new URLSearchParams(example.permalink.split("?")[1]);
    // The example's own pack and rules where it names them, else the checker's.
    this.deckName = query.get("deck") || start.deckName;
    this.ruleset = query.get("ruleset") || start.ruleset;
    query.set("lang", this.language);
    query.set("deck", this.deckName);
    await this.loadDeck();
    const answer = await this.get(`${example.permalink.split("?")[0]}?${query}`);
    if (request !== this.requests) return;
    if (answer.problem) {
      this.quizBox.replaceChildren(this.el("p", { class: "box option-error", role: "alert", text: answer.problem }));
      return;
    }
    const trick = (answer.trick && answer.trick.cards) || [];
    const hand = [...new Set(answer.cards.map((c) => c.card))];
    const picture = (code) => this.el("img", { alt: "", width: "200", height: "300",
      src: `${API}/api/v1/${this.game}/cards/${encodeURIComponent(code)}.svg?` +
        new URLSearchParams({ deck: this.deckName, lang: this.language }) });
    const table = this.el("ol", { class: "table", "aria-label": t.trick }, ...trick.map((code, i) => this.el(
      "li", { "data-card": code }, picture(code), this.el("span", { text: `${this.seatName(i)}${t.colon}${this.name(code)}` }))));
    this.deck = this.el("div", { class: "deck hand", role: "group", "aria-label": t.hand });
    this.deck.append(...hand.map((code) => {
      const button = this.el("button", { type: "button", class: "card", "data-code": code, "aria-label": this.name(code) },
        picture(code), this.el("span", { class: "mark", "aria-hidden": "true" }));
      button.baseLabel = this.name(code);
      button.addEventListener("click", () => this.revealQuiz(answer, code));
      return button;
    }));
    this.rove(this.deck, "button.card");
    this.settleTabStop([...this.deck.querySelectorAll("button.card")], null);
    this.lastLine = this.el("p", { class: "last" });
    this.status = this.el("p", { class: "status", role: "status", text: t.quizAsk });
    this.now = this.el("div", { class: "now" }, this.lastLine, this.status);
    this.answer = this.el("div", { class: "answer" });
    const next = this.el("button", { type: "button", class: "action next", text: t.quizNext });
    next.addEventListener("click", () => { start.at = at + 1; this.askQuiz(); });
    this.quizBox.replaceChildren(
      this.el("h3", { class: "position", "data-example": example.id, text: example.titles[this.language] || example.title }),
      this.el("p", { class: "using", text: `${t.contract}${t.colon}${answer.contract.name} · ${t.quizOf(at + 1, positions.length)}` }),
      this.el("h4", { text: trick.length ? t.trick : t.quizLead }), table,
      this.el("h4", { text: `${t.hand}${t.colon}${this.seatName(trick.length)}` }), this.deck, this.now,
      this.answer, next);
    this.handList = null;
    this.postHeight();
  },

  // The tapped card's verdict in the bar, every card's on the cards and in the list below.
  revealQuiz(answer, code) {
    const t = this.t;
    const mine = answer.cards.find((c) => c.card === code);
    this.markLegal(Object.fromEntries(answer.cards.map((c) => [c.card, c.legal])));
    for (const button of this.deck.querySelectorAll(".card")) {
      button.setAttribute("aria-pressed", String(button.dataset.code === code));
    }
    this.showLast({ card: code, legal: mine.legal,
      text: `${mine.legal ? "✓" : "✗"} ${this.name(code)}${t.colon}${mine.legal ? t.legal : t.illegal}.` });
    this.say(`${mine.rule.explanation} (${t.rule} ${mine.rule.id}${t.colon}${mine.rule.title})`);
    this.answer.replaceChildren(this.el("h4", { text: t.answer }), this.verdicts(answer.cards));
    this.postHeight();
  },
};
