// The checker's round view (part of embed.js; api/embed.py puts the parts together):
// paste or pick the plays of a round, the deal and the game's round inputs, and show
// what /rounds/check answers. Methods of StichfestChecker, mixed in after the class.
const ROUND_VIEW = {
  // A seat of the round (numbered in playing order), the first trick's leader as Vorhand.
  roundSeat(seat) {
    const partner = this.partner(seat);
    const name = this.t.player(seat) + (seat === this.round.leader ? ` (${this.t.onLead})` : "");
    return partner === undefined ? name : `${name}, ${this.t.partnerOf(this.t.player(partner))}`;
  },

  buildRoundPicker(picker) {
    const t = this.t;
    const game = this.games[this.game];
    const id = (name) => `${this.uid}-${name}`;
    this.playsBox = this.el("textarea", { id: id("plays"), spellcheck: "false" });
    this.playsBox.value = this.round.plays.join(" ");
    this.playsBox.addEventListener("change", () => { this.round.plays = codes(this.playsBox.value); this.ask(); });
    const hands = this.el("textarea", { id: id("hands"), spellcheck: "false" });
    hands.value = this.round.hands;
    hands.addEventListener("change", () => { this.round.hands = hands.value; this.ask(); });
    const seats = Array.from({ length: game.players }, (_, s) => [String(s), t.player(s)]);
    const leader = this.select("leader", t.leader, seats, String(this.round.leader),
                               (v) => { this.round.leader = Number(v); this.ask(); });
    const check = this.el("button", { type: "button", class: "action", text: t.check });
    check.addEventListener("click", () => { this.round.plays = codes(this.playsBox.value); this.ask(); });
    const example = this.el("button", { type: "button", class: "action", text: t.example });
    example.addEventListener("click", () => this.loadExample());
    const reset = this.el("button", { type: "button", class: "action", text: t.reset });
    reset.addEventListener("click", () => {
      this.round = { leader: 0, plays: [], hands: "", inputs: {}, extra: {} }; this.build(); this.ask();
    });
    this.extraNote = this.el("p", { class: "note" });
    this.showExtra();
    picker.append(this.el("p", { class: "note", text: t.pickPlays }),
      this.dock(this.el("div", { class: "sheet-head" }, this.sheetToggle())),
      this.el("label", { for: id("plays"), text: t.plays }), this.playsBox,
      this.el("label", { for: id("hands"), text: t.hands }), hands, leader,
      ...game.round_inputs.map((input) => this.roundInput(input, seats)), this.extraNote,
      this.el("div", { class: "controls" }, check, example, reset), this.shareRow());
  },

  // One input per field the API lists for the round check (a talon, a trump card, a seat);
  // its value stays in this.round.inputs across rebuilds.
  roundInput(input, seats) {
    const label = input.names[this.language] || input.names.en;  // the game's own words
    // The API's own default is shown filled in (Skat's bid), so both give the same answer.
    if (!(input.name in this.round.inputs) && input.default !== null && input.default !== undefined) {
      this.round.inputs[input.name] = String(input.default);
    }
    const value = this.round.inputs[input.name] || "";
    if (input.kind === "seat") {
      // A seat the round needs starts at the first seat: the menu is never blank.
      if (input.required && value === "") this.round.inputs[input.name] = seats[0][0];
      const choices = input.required ? seats : [["", this.t.noSeat], ...seats];
      return this.select(`round-${input.name}`, label, choices, this.round.inputs[input.name] || "",
                         (v) => { this.round.inputs[input.name] = v; this.ask(); });
    }
    const box = this.el("input", { type: "text", id: `${this.uid}-round-${input.name}`,
                                   spellcheck: "false", autocomplete: "off",
                                   "data-field": input.name,
                                   "aria-required": input.required ? "true" : null });
    box.value = value;
    box.addEventListener("input", () => { this.round.inputs[input.name] = box.value; });
    box.addEventListener("change", () => this.ask());
    return this.el("div", {}, this.el("label", { for: box.id, text: label }), box);
  },

  // The listed inputs' non-empty values as the round check's body fields.
  roundInputsBody() {
    const body = {};
    for (const input of this.games[this.game].round_inputs) {
      const value = this.round.inputs[input.name] || "";
      if (input.kind === "cards" && codes(value).length) body[input.name] = codes(value);
      else if (input.kind === "card" && value.trim()) body[input.name] = value.trim();
      else if (input.kind === "seat" && value !== "") body[input.name] = Number(value);
      else if (input.kind === "number" && value.trim()) body[input.name] = Number(value.trim());
    }
    return body;
  },

  showExtra() {
    const names = Object.keys(this.round.extra);
    this.extraNote.textContent = names.length ? `${this.t.extra} ${names.join(", ")}` : "";
  },

  // The example rounds come from the API's named examples.
  async loadExample() {
    const listed = await getJSON("/api/v1/examples");
    const found = listed.examples.find((e) => e.game === this.game && e.method === "POST" &&
                                             e.permalink.endsWith("/rounds/check"));
    if (!found) return;
    const { contract, leader, plays, hands, ruleset, lang, deck, ...extra } = found.body;
    const game = this.games[this.game];
    const index = game.contracts.findIndex((c) => JSON.stringify(c.body) === JSON.stringify(contract));
    this.contract = Math.max(index, 0);
    if (ruleset) this.ruleset = ruleset;
    // The example's fields that have an input fill it; the others are sent as they are.
    const inputs = {};
    for (const input of game.round_inputs) {
      if (!(input.name in extra)) continue;
      const value = extra[input.name];
      delete extra[input.name];
      if (value !== null) inputs[input.name] = input.kind === "cards" ? value.join(" ") : String(value);
    }
    this.round = { leader: leader || 0, plays: plays.slice(), inputs, extra,
                   hands: (hands || []).map((h) => h.join(" ")).join("\n") };
    this.build();
    this.ask();
  },

  async askRound() {
    const t = this.t;
    const game = this.games[this.game];
    if (!this.round.plays.length) return { nodes: [], summary: t.pickPlays };
    const body = { ...this.round.extra, ...this.roundInputsBody(),
                   contract: game.contracts[this.contract].body,
                   leader: this.round.leader, plays: this.round.plays, lang: this.language,
                   deck: this.deckName };
    if (game.rulesets.length > 1) body.ruleset = this.ruleset;
    // One line a seat; an empty line is a hand not known (the API judges what is seen).
    const hands = this.round.hands.split("\n").map(codes);
    while (hands.length > game.players && !hands[hands.length - 1].length) hands.pop();
    while (hands.length < game.players) hands.push([]);
    if (hands.some((h) => h.length)) body.hands = hands.map((h) => (h.length ? h : null));
    const answer = await this.get(`/api/v1/${this.game}/rounds/check`, body);
    // What is still needed, as the API says it (the whole round without hands; the deal).
    if (answer.problem) {
      return { nodes: [], summary: `${t.stillNeeded} ${answer.problem}`, error: true };
    }
    const seat = (s) => this.roundSeat(s);
    const nodes = [];
    const revoke = answer.first_revoke;
    nodes.push(revoke
      ? this.el("p", { class: "revoke-note", "data-index": String(revoke.index) },
        this.el("strong", { text: `${t.firstRevoke}${this.t.colon}${t.play} ${revoke.index + 1}, ${seat(revoke.seat)}, ${this.name(revoke.card)}. ` }),
        revoke.rule.explanation)
      : this.el("p", { class: "note", text: t.noRevoke }));
    // Hands not known: each play is judged by what its seat is seen to play (null: open).
    const mark = (p) => (p.legal === null ? "?" : p.legal ? "✓" : "✗");
    const word = (p) => (p.legal === null ? t.open : p.legal ? t.legal : t.illegal);
    const known = answer.unknown_hands;
    if (known) nodes.push(this.el("p", { class: "note partial", text: known.explanation }));
    // Parties the plays seen do not decide yet (Doppelkopf's Kreuz Damen): said as the API says.
    if (answer.parties && answer.parties.not_known) {
      nodes.push(this.el("p", { class: "note parties-open", text: answer.parties.not_known }));
    }
    nodes.push(this.el("ol", { class: "verdicts" }, ...answer.plays.map((p) => this.el(
      "li", { class: p.legal === null ? "open" : p.legal ? "legal" : "illegal",
              "data-index": String(p.index), "data-card": p.card, "data-legal": String(p.legal) },
      this.el("span", { class: "tag", text: `${mark(p)} ${t.play} ${p.index + 1} (${t.trickNo} ${p.trick}), ${seat(p.seat)}${this.t.colon}${this.name(p.card)} – ${word(p)}. ` }),
      `${p.rule.explanation} `, this.el("small", { text: `(${t.rule} ${p.rule.id}${this.t.colon}${p.rule.title})` })))));
    nodes.push(this.el("ol", { class: "tricks", "aria-label": t.trickNo }, ...answer.tricks.map(
      (k) => this.el("li", { "data-winner": k.winning_card, "data-points": String(k.points) },
        `${t.trickNo} ${k.number}${this.t.colon}${t.winner} ${seat(k.winner)} (${this.name(k.winning_card)}), ${k.points} ${t.points}. `,
        this.el("small", { text: `${t.running}${this.t.colon}${(k.running.parties || k.running.seats).join(" : ")}` })))));
    if (answer.next) {
      nodes.push(this.el("h3", { text: `${t.next}${this.t.colon}${seat(answer.next.seat)}` }),
                 this.verdicts(answer.next.cards));
    } else if (known && known.to_play !== null) {
      nodes.push(this.el("h3", { text: `${t.next}${this.t.colon}${seat(known.to_play)}` }),
                 this.el("p", { class: "note", text: known.waiting }));
    }
    // The bar: the verdict on the last tapped card's play, where it was played.
    const tapped = answer.plays.filter((p) => p.card === this.last).pop();
    const last = tapped && { card: tapped.card, legal: tapped.legal,
      text: `${mark(tapped)} ${t.play} ${tapped.index + 1}, ${seat(tapped.seat)}${this.t.colon}${this.name(tapped.card)} – ${word(tapped)}.` };
    return { nodes, summary: t.roundSummary(answer.plays.length, answer.revokes.length), last };
  },
};
