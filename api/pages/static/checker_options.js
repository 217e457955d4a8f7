// The checker's menus (part of embed.js; api/embed.py puts the parts together): the
// attributes checked against what the API offers, and the selects and radios that change
// them. Methods of StichfestChecker.
const OPTIONS_VIEW = {
  // The first attribute whose value the API does not offer, said in words; else null.
  async wrongOption() {
    const t = this.t;
    const games = this.games;
    const given = (name) => this.getAttribute(name);
    const lang = given("lang");
    if (lang !== null && !TEXT[lang.slice(0, 2)]) return t.badOption("lang", lang, Object.keys(TEXT).join(", "));
    const id = given("game");
    if (id !== null && !games[id]) return t.badOption("game", id, Object.keys(games).join(", "));
    const game = games[id || Object.keys(games)[0]];
    const choices = {
      contract: [...new Set(game.contracts.map((c) => c.slug))], tout: ["true", "false"],
      ruleset: game.rulesets, deck: game.decks, view: ["trick", "round"], theme: ["light", "dark"],
      mode: ["check", "quiz"],
    };
    for (const [name, values] of Object.entries(choices)) {
      const value = given(name);
      if (value !== null && !values.includes(value)) return t.badOption(name, value, values.join(", "));
    }
    const tout = given("tout") === "true";
    if (given("contract") !== null && !game.contracts.some((c) => c.slug === given("contract") && c.tout === tout)) {
      return t.badOption("tout", given("tout"), "false");
    }
    for (const name of ["hand", "trick"]) {
      if (given(name) === null) continue;
      const deck = await getJSON(`/api/v1/${game.id}/deck`);
      const known = new Set(deck.cards.map((c) => c.code.toUpperCase()));
      const bad = codes(given(name)).find((c) => !known.has(c.toUpperCase()));
      if (bad) return t.badCards(name, given(name), bad);
    }
    return null;
  },

  select(id, label, values, current, onChange) {
    const select = this.el("select", { id: `${this.uid}-${id}` });
    select.append(...values.map(([value, text]) => this.el("option", { value, text })));
    select.value = current;
    select.addEventListener("change", () => onChange(select.value));
    return this.el("div", {}, this.el("label", { for: select.id, text: label }), select);
  },

  radios(id, legend, values, current, onChange) {
    const group = this.el("fieldset", {}, this.el("legend", { text: legend }));
    for (const [value, label] of values) {
      const input = this.el("input", { type: "radio", name: `${this.uid}-${id}`, value,
                                       id: `${this.uid}-${id}-${value}` });
      input.checked = value === current;
      input.addEventListener("change", () => onChange(value));
      group.append(this.el("label", {}, input, label));
    }
    return group;
  },

  rulesetName(id) {
    const names = this.games[this.game].ruleset_names;
    return (names && names[id] && names[id][this.language]) || id;
  },
};
