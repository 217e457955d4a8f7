// The checker's "Should I close?" panel (part of embed.js; api/embed.py puts the parts
// together): with a talon game and the talon open, the hand on screen, on lead, asks
// /closing with the few facts the checker does not know (face-up trump card, talon size,
// tricks so far, an earlier exchange, announced marriages, both tallies) and shows what it
// answers. Methods of StichfestChecker.
const CLOSING_TEXT = {
  de: {
    title: "Zudrehen?", trumpCard: "Aufgedeckte Trumpfkarte", talon: "Karten im Talon",
    tricks: "Bisherige Stiche (Kartencodes, je Stich ausgespielte und zugegebene Karte)",
    mine: "Meine Augen und Stiche", his: "Augen und Stiche des Gegners", points: "Augen",
    won: "Stiche", ask: "Ausrechnen", wins: "Gewinnt gegen", of: (w, d) => `${w} von ${d} Blättern`,
    probability: "Wahrscheinlichkeit", expected: "Erwartete Punkte", best: "Bestes Ausspiel",
    page: "Als Seite öffnen", and: "und", onLead: "Zudrehen darf nur, wer ausspielt: der Stich muss leer sein.",
    working: "Rechnet …", exchange: "Früherer Tausch gegen die aufgedeckte Trumpfkarte", by: "Wer",
    taken: "Genommene Karte", marriages: "Angesagte Paare", nobody: "niemand", me: "ich", opponent: "der Gegner",
  },
  en: {
    title: "Should I close?", trumpCard: "Face-up trump card", talon: "Cards in the talon",
    tricks: "Tricks so far (card codes, each trick's led and second card)",
    mine: "My card points and tricks", his: "The opponent's card points and tricks", points: "Points",
    won: "Tricks", ask: "Work it out", wins: "Wins against", of: (w, d) => `${w} of ${d} hands`,
    probability: "Probability", expected: "Expected game points", best: "Best lead",
    page: "Open as a page", and: "and", onLead: "Only the player on lead may close: the trick must be empty.",
    working: "Working …", exchange: "Earlier exchange for the face-up trump card", by: "Who",
    taken: "Card taken", marriages: "Marriages announced", nobody: "nobody", me: "me", opponent: "the opponent",
  },
  fr: {
    title: "Fermer ?", trumpCard: "Carte d'atout retournée", talon: "Cartes du talon",
    tricks: "Plis joués (codes des cartes, l'entame puis la réponse de chaque pli)",
    mine: "Mes points et mes plis", his: "Points et plis de l'adversaire", points: "Points",
    won: "Plis", ask: "Calculer", wins: "Gagne contre", of: (w, d) => `${w} mains sur ${d}`,
    probability: "Probabilité", expected: "Points de partie attendus", best: "Meilleure entame",
    page: "Ouvrir comme page", and: "et", onLead: "Seul le joueur qui entame peut fermer : le pli doit être vide.",
    working: "Calcul …", exchange: "Échange antérieur contre l'atout retourné", by: "Qui",
    taken: "Carte prise", marriages: "Mariages annoncés", nobody: "personne", me: "moi", opponent: "l'adversaire",
  },
};

const CLOSING_VIEW = {
  // A two-player game with a talon whose talon is open: the calculator is offered.
  closingOffered() {
    const game = this.games[this.game];
    return this.view === "trick" && game.players === 2 && this.options.talon === "open"
      && this.hand.length === game.hand_size;
  },

  // The panel's nodes for the answer section (none where closing is not the question).
  async closingNodes() {
    if (!this.closingOffered()) return [];
    const deckAnswer = await getJSON(`/api/v1/${this.game}/deck`);
    const suits = Object.fromEntries(deckAnswer.cards.map((card) => [card.code, card.suit]));
    const c = CLOSING_TEXT[this.language];
    const game = this.games[this.game];
    const id = (name) => `${this.uid}-closing-${name}`;
    const deck = this.cards.length;
    const most = deck - game.players * game.hand_size;  // the talon before the first trick
    const state = this.closingState || (this.closingState = { talon: String(most), tricks: "",
                                                              mine: ["0", "0"], his: ["0", "0"],
                                                              exchange: "", marriages: {} });
    const trump = game.contracts[this.contract].body.trump;
    const trumps = this.cards.filter((code) => suits[code] === trump && !this.hand.includes(code));
    if (!trumps.includes(state.trumpCard)) state.trumpCard = trumps[0];
    const panel = this.el("details", { class: "closing" }, this.el("summary", { text: c.title }));
    panel.open = Boolean(state.open);
    panel.addEventListener("toggle", () => { state.open = panel.open; this.postHeight(); });
    if (this.trick.length) {
      panel.append(this.el("p", { class: "note", text: c.onLead }));
      return [panel];
    }
    const sizes = [];
    for (let n = most; n > 2; n -= 2) sizes.push([String(n), String(n)]);
    const number = (name, label, value, set) => {
      const input = this.el("input", { type: "number", min: "0", max: "130", id: id(name), inputmode: "numeric" });
      input.value = value;
      input.addEventListener("change", () => set(input.value));
      return this.el("div", {}, this.el("label", { for: input.id, text: label }), input);
    };
    const tally = (who, legend) => this.el("fieldset", { class: "tally" }, this.el("legend", { text: legend }),
      number(`${who}-points`, c.points, state[who][0], (v) => { state[who][0] = v; }),
      number(`${who}-tricks`, c.won, state[who][1], (v) => { state[who][1] = v; }));
    const tricks = this.el("input", { type: "text", id: id("tricks"), spellcheck: "false" });
    tricks.value = state.tricks;
    tricks.addEventListener("change", () => { state.tricks = tricks.value; });
    // An earlier exchange (who, and the trump card taken) and the marriages announced, by suit.
    const sides = [["", c.nobody], ["me", c.me], ["opponent", c.opponent]];
    const allTrumps = this.cards.filter((code) => suits[code] === trump);
    if (!allTrumps.includes(state.exchangeCard)) state.exchangeCard = allTrumps[allTrumps.length - 1];
    const exchange = this.el("fieldset", { class: "tally" }, this.el("legend", { text: c.exchange }),
      this.select("closing-exchange-by", c.by, sides, state.exchange, (v) => { state.exchange = v; }),
      this.select("closing-exchange-card", c.taken, allTrumps.map((code) => [code, this.name(code)]),
                  state.exchangeCard, (v) => { state.exchangeCard = v; }));
    const marriages = this.el("fieldset", { class: "tally" }, this.el("legend", { text: c.marriages }),
      ...deckAnswer.suits.map((suit) => this.select(`closing-marriage-${suit.id}`, suit.names[this.language], sides,
                                                    state.marriages[suit.id] || "", (v) => { state.marriages[suit.id] = v; })));
    const result = this.el("div", { class: "closing-answer", "aria-live": "polite" });
    const ask = this.el("button", { type: "button", class: "action", text: c.ask });
    ask.addEventListener("click", () => this.askClosing(result));
    panel.append(
      this.el("div", { class: "controls" },
        this.select("closing-trump", c.trumpCard, trumps.map((code) => [code, this.name(code)]), state.trumpCard,
                    (v) => { state.trumpCard = v; }),
        this.select("closing-talon", c.talon, sizes, state.talon, (v) => { state.talon = v; })),
      this.el("label", { for: tricks.id, text: c.tricks }), tricks,
      this.el("div", { class: "controls" }, tally("mine", c.mine), tally("his", c.his)),
      this.el("div", { class: "controls" }, exchange, marriages),
      ask, result);
    if (state.shown && state.shown.query === this.closingQuery().toString()) {
      this.showClosing(result, state.shown.answer);
    }
    return [panel];
  },

  // The question as the permalink's query: the checker's hand and contract, the panel's facts.
  closingQuery() {
    const state = this.closingState;
    const pairs = codes(state.tricks);
    const tricks = [];
    for (let i = 0; i < pairs.length; i += 2) tricks.push(pairs.slice(i, i + 2).join(","));
    const query = new URLSearchParams({
      contract: this.contractQuery().contract, hand: this.hand.join(","), talon_cards: state.talon,
      trump_card: state.trumpCard || "", tricks: tricks.join(";"),
      me: `${state.mine[0] || 0},${state.mine[1] || 0}`, opponent: `${state.his[0] || 0},${state.his[1] || 0}`,
      lang: this.language });
    if (state.exchange) query.set("exchange", `${state.exchange},${state.exchangeCard}`);
    const announced = Object.entries(state.marriages).filter(([, by]) => by).map(([suit, by]) => `${by},${suit}`);
    if (announced.length) query.set("marriages", announced.join(";"));
    return query;
  },

  async askClosing(result) {
    const c = CLOSING_TEXT[this.language];
    const query = this.closingQuery();
    result.replaceChildren(this.el("p", { class: "note", text: c.working }));
    const answer = await this.get(`/api/v1/${this.game}/closing?${query}`);
    if (!answer.problem) this.closingState.shown = { query: query.toString(), answer };
    this.showClosing(result, answer);
  },

  // The answer's figures in the visitor's language: the sentence, wins of deals, the
  // probability, the expected game points, the best leads by name, and the page's link.
  showClosing(result, answer) {
    const c = CLOSING_TEXT[this.language];
    if (answer.problem) {
      result.replaceChildren(this.el("p", { class: "error", role: "alert", text: answer.problem }));
      this.postHeight();
      return;
    }
    // Ties to even, as the API's sentence rounds (-0.125 is "-0,12" in both).
    const number = (value, places) => value.toLocaleString(this.language, {
      minimumFractionDigits: places, maximumFractionDigits: places, roundingMode: "halfEven" });
    const percent = (share) => (this.language === "en" ? `${number(share * 100, 1)}%` : `${number(share * 100, 1)}\u00a0%`);
    const signed = (value) => `${value >= 0 ? "+" : "-"}${number(Math.abs(value), 2)}`;
    const names = answer.best_leads.map((code) => this.name(code));
    const joined = names.length > 1 ? `${names.slice(0, -1).join(", ")} ${c.and} ${names[names.length - 1]}` : names[0];
    const fact = (cls, label, value) => [this.el("dt", { text: label }), this.el("dd", { class: cls, text: value })];
    const page = `${API}/api/v1/${this.game}/closing.html?${this.closingQuery()}`;
    result.replaceChildren(
      this.el("p", { class: "sentence", text: answer.sentence }),
      this.el("dl", { class: "closing-facts", "data-wins": String(answer.wins), "data-deals": String(answer.deals) },
        ...fact("wins", c.wins, c.of(answer.wins, answer.deals)),
        ...fact("probability", c.probability, percent(answer.probability)),
        ...fact("expected", c.expected, signed(answer.expected_game_points)),
        ...fact("best", c.best, joined)),
      this.el("p", {}, this.el("a", { class: "closing-page", href: page, target: "_blank", rel: "noopener", text: c.page })));
    this.postHeight();
  },
};
