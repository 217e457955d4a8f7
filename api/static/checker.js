// Stichfest "who wins the trick" checker, a custom element:
//   <script src="https://API-HOST/api/v1/embed.js" defer></script>
//   <stichfest-checker lang="de" game="jass"></stichfest-checker>
// It talks only to the API server it was loaded from, sets no cookies and stores nothing.
(() => {
  "use strict";
  const script = document.currentScript;
  const API = script ? new URL(script.src, window.location.href).origin : window.location.origin;

  const TEXT = {
    de: {
      title: "Wer sticht?", game: "Spiel", contract: "Vertrag",
      choose: "Karten wählen für", hand: "Meine Hand", trick: "Stich (bisher gespielt)",
      reset: "Neu beginnen", cards: "Karten", legal: "erlaubt", illegal: "nicht erlaubt",
      winner: "Den Stich macht", pickHand: "Wähle die Karten deiner Hand.",
      inHand: "in der Hand", inTrick: "im Stich", full: "Kein Platz mehr für weitere Karten.",
      remove: "entfernen", results: "Ergebnis", rule: "Regel", lead: "Du spielst aus.",
      loading: "Lädt …",
    },
    en: {
      title: "Who wins the trick?", game: "Game", contract: "Contract",
      choose: "Pick cards for", hand: "My hand", trick: "Trick (played so far)",
      reset: "Start again", cards: "Cards", legal: "legal", illegal: "not legal",
      winner: "The trick goes to", pickHand: "Pick the cards of your hand.",
      inHand: "in the hand", inTrick: "in the trick", full: "No room for more cards.",
      remove: "remove", results: "Result", rule: "Rule", lead: "You lead.",
      loading: "Loading …",
    },
    fr: {
      title: "Qui remporte le pli ?", game: "Jeu", contract: "Contrat",
      choose: "Choisir les cartes pour", hand: "Ma main", trick: "Pli (déjà joué)",
      reset: "Recommencer", cards: "Cartes", legal: "permise", illegal: "interdite",
      winner: "Le pli revient à", pickHand: "Choisis les cartes de ta main.",
      inHand: "dans la main", inTrick: "dans le pli", full: "Plus de place pour d'autres cartes.",
      remove: "retirer", results: "Résultat", rule: "Règle", lead: "Tu entames.",
      loading: "Chargement …",
    },
  };

  // The games, their sizes, contracts and options come from the API (/api/v1/games): a new
  // game or contract needs no change here. Fetched once per page.
  let gamesLoaded = null;
  const loadGames = () => {
    gamesLoaded = gamesLoaded || fetch(`${API}/api/v1/games`, { credentials: "omit" })
      .then((response) => response.json())
      .then((body) => Object.fromEntries(body.games.map((game) => [game.id, game])));
    return gamesLoaded;
  };

  const STYLE = `
    :host { display: block; max-width: 44rem; font: 16px/1.45 system-ui, sans-serif;
            color: #1b1b1b; }
    .box { border: 1px solid #c8c3b8; border-radius: 12px; padding: 12px; background: #fbfaf6; }
    h2 { font-size: 1.2rem; margin: 0 0 8px; }
    .controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; }
    label, legend { font-weight: 600; font-size: .9rem; }
    select, button { font: inherit; }
    select { display: block; min-height: 44px; max-width: 100%; }
    fieldset { border: 0; padding: 0; margin: 8px 0 0; display: flex; gap: 12px; flex-wrap: wrap; }
    fieldset label { font-weight: 400; min-height: 44px; display: inline-flex; align-items: center; gap: 6px; }
    .deck { display: grid; grid-template-columns: repeat(auto-fill, minmax(44px, 1fr));
            gap: 4px; margin: 10px 0; }
    .card { padding: 2px; border: 2px solid transparent; border-radius: 8px; background: none;
            cursor: pointer; min-height: 44px; }
    .card img { width: 100%; display: block; }
    .card[data-in="hand"] { border-color: #1565c0; background: #e3f2fd; }
    .card[data-in="trick"] { border-color: #6a1b9a; background: #f3e5f5; }
    button:focus-visible, select:focus-visible, input:focus-visible {
      outline: 3px solid #f57c00; outline-offset: 2px; }
    .picked { display: flex; flex-wrap: wrap; gap: 4px; min-height: 2rem; margin: 4px 0 8px;
              padding: 0; list-style: none; }
    .picked button { border: 1px solid #888; border-radius: 6px; background: #fff;
                     padding: 4px 8px; min-height: 44px; }
    .results { margin-top: 8px; }
    .verdicts { list-style: none; padding: 0; margin: 0; }
    .verdicts li { border-left: 6px solid; padding: 4px 8px; margin: 4px 0; background: #fff; }
    .verdicts li.legal { border-color: #2e7d32; }
    .verdicts li.illegal { border-color: #c62828; }
    .tag { font-weight: 700; }
    .winner { margin: 8px 0; padding: 8px; background: #fff8e1; border-radius: 8px; }
    .error { color: #b71c1c; }
    .assumption { font-size: .9rem; color: #555; }
    .reset { min-height: 44px; }
  `;

  let instances = 0;

  class StichfestChecker extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      this.uid = `sf${++instances}`;
      const lang = (this.getAttribute("lang") || document.documentElement.lang || "de").slice(0, 2);
      this.lang = TEXT[lang] ? lang : "de";
      this.t = TEXT[this.lang];
      this.game = this.getAttribute("game") || "jass";
      this.hand = [];
      this.trick = [];
      this.target = "hand";
      this.requests = 0;
      this.attachShadow({ mode: "open" });
      this.build();
      loadGames().then((games) => {
        this.games = games;
        if (!games[this.game]) this.game = Object.keys(games)[0];
        this.gameSelect.replaceChildren(...Object.values(games).map(
          (game) => this.el("option", { value: game.id, text: game.names[this.lang] })));
        this.gameSelect.value = this.game;
        this.loadGame();
      }).catch((error) => { this.status.textContent = String(error); });
    }

    el(tag, attrs = {}, ...children) {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(attrs)) {
        if (key === "text") node.textContent = value;
        else node.setAttribute(key, value);
      }
      node.append(...children);
      return node;
    }

    build() {
      const t = this.t;
      const id = (name) => `${this.uid}-${name}`;
      const style = this.el("style", { text: STYLE });
      this.gameSelect = this.el("select", { id: id("game") });
      this.contractSelect = this.el("select", { id: id("contract") });
      this.optionsWrap = this.el("div", { class: "controls" });
      const radios = this.el("fieldset", {}, this.el("legend", { text: t.choose }));
      for (const [value, label] of [["hand", t.hand], ["trick", t.trick]]) {
        const input = this.el("input", { type: "radio", name: id("target"), value });
        if (value === "hand") input.checked = true;
        input.addEventListener("change", () => { this.target = value; });
        radios.append(this.el("label", {}, input, label));
      }
      const reset = this.el("button", { type: "button", class: "reset", text: t.reset });
      reset.addEventListener("click", () => { this.hand = []; this.trick = []; this.update(); });
      this.deck = this.el("div", { class: "deck", role: "group", "aria-label": t.cards });
      this.handList = this.el("ul", { class: "picked", "aria-label": t.hand });
      this.trickList = this.el("ul", { class: "picked", "aria-label": t.trick });
      this.status = this.el("p", { class: "status", role: "status" });
      this.results = this.el("section", { class: "results", "aria-live": "polite",
                                          "aria-label": t.results });
      const controls = this.el(
        "div", { class: "controls" },
        this.el("div", {}, this.el("label", { for: id("game"), text: t.game }), this.gameSelect),
        this.el("div", {}, this.el("label", { for: id("contract"), text: t.contract }),
                this.contractSelect),
        this.optionsWrap, reset);
      const box = this.el(
        "div", { class: "box" }, this.el("h2", { text: t.title }), controls, radios, this.deck,
        this.el("h3", { text: t.hand }), this.handList, this.el("h3", { text: t.trick }),
        this.trickList, this.status, this.results);
      this.shadowRoot.append(style, box);
      this.gameSelect.addEventListener("change", () => {
        this.game = this.gameSelect.value; this.loadGame();
      });
      this.contractSelect.addEventListener("change", () => this.update());
    }

    async loadGame() {
      const t = this.t;
      const game = this.games[this.game];
      this.hand = [];
      this.trick = [];
      this.options = {};
      this.optionsWrap.replaceChildren(...game.options.map((option) => {
        const select = this.el("select", { id: `${this.uid}-${option.name}` });
        select.append(...option.values.map(
          (v) => this.el("option", { value: v.value, text: v.names[this.lang] })));
        select.value = option.default;
        select.addEventListener("change", () => this.update());
        this.options[option.name] = select;
        return this.el("div", {}, this.el("label", { for: select.id, text: option.names[this.lang] }),
                       select);
      }));
      this.status.textContent = t.loading;
      const deck = await this.get(`/api/v1/${this.game}/deck`);
      if (!deck) return;
      this.names = Object.fromEntries(deck.cards.map((c) => [c.code, c.names[this.lang]]));
      this.contractSelect.replaceChildren(...game.contracts.map((c, index) => this.el(
        "option", { value: String(index), text: c.names[this.lang] })));
      this.deck.replaceChildren(...deck.cards.map((card) => {
        const button = this.el("button", { type: "button", class: "card", "data-code": card.code },
                               this.el("img", { alt: "", src: `${API}/api/v1/${this.game}/cards/${card.code}.svg` }));
        button.addEventListener("click", () => this.toggle(card.code));
        return button;
      }));
      this.update();
    }

    toggle(code) {
      const game = this.games[this.game];
      if (this.hand.includes(code)) this.hand = this.hand.filter((c) => c !== code);
      else if (this.trick.includes(code)) this.trick = this.trick.filter((c) => c !== code);
      else {
        const list = this.target === "hand" ? this.hand : this.trick;
        const limit = this.target === "hand" ? game.hand_size : game.players - 1;
        if (list.length >= limit) { this.status.textContent = this.t.full; return; }
        list.push(code);
      }
      this.update();
    }

    renderPicked(list, where) {
      where.replaceChildren(...list.map((code) => {
        const button = this.el("button", { type: "button",
                                           "aria-label": `${this.names[code]}: ${this.t.remove}`,
                                           text: this.names[code] });
        button.addEventListener("click", () => this.toggle(code));
        return this.el("li", {}, button);
      }));
    }

    async update() {
      const t = this.t;
      for (const button of this.deck.querySelectorAll(".card")) {
        const code = button.dataset.code;
        const place = this.hand.includes(code) ? "hand" : this.trick.includes(code) ? "trick" : "";
        button.dataset.in = place;
        button.setAttribute("aria-pressed", place ? "true" : "false");
        button.setAttribute("aria-label", this.names[code] +
          (place === "hand" ? ` (${t.inHand})` : place === "trick" ? ` (${t.inTrick})` : ""));
      }
      this.renderPicked(this.hand, this.handList);
      this.renderPicked(this.trick, this.trickList);
      this.status.textContent = this.hand.length ? "" : t.pickHand;
      const parts = [];
      const contract = this.games[this.game].contracts[Number(this.contractSelect.value)];
      const asked = { contract: contract.slug, lang: this.lang };
      if (contract.tout) asked.tout = "true";
      const params = new URLSearchParams(asked);
      for (const [name, select] of Object.entries(this.options)) params.set(name, select.value);
      const request = ++this.requests;
      if (this.trick.length) {
        const trick = await this.get(`/api/v1/${this.game}/trick?` + new URLSearchParams({
          ...asked, trick: this.trick.join(",") }));
        if (trick) {
          parts.push(this.el("p", { class: "winner", "data-winner": trick.winning_card },
            this.el("strong", { text: `${t.winner} ${this.names[trick.winning_card]}. ` }),
            trick.rule.explanation));
        }
      }
      if (this.hand.length) {
        params.set("hand", this.hand.join(","));
        if (this.trick.length) params.set("trick", this.trick.join(","));
        const answer = await this.get(`/api/v1/${this.game}/legal-cards?${params}`);
        if (answer) {
          parts.push(this.el("ul", { class: "verdicts" }, ...answer.cards.map((c) => this.el(
            "li", { class: c.legal ? "legal" : "illegal", "data-card": c.card,
                    "data-legal": String(c.legal) },
            this.el("span", { class: "tag", text: `${this.names[c.card]}: ${c.legal ? t.legal : t.illegal}. ` }),
            `${c.rule.explanation} `,
            this.el("small", { text: `(${t.rule} ${c.rule.id}: ${c.rule.title})` })))));
          for (const assumption of answer.assumptions || []) {
            parts.push(this.el("p", { class: "assumption", text: assumption.text }));
          }
        }
      }
      if (request === this.requests) this.results.replaceChildren(...parts);
    }

    async get(path) {
      try {
        const response = await fetch(API + path, { credentials: "omit",
                                                   headers: { Accept: "application/json" } });
        const body = await response.json();
        if (!response.ok) {
          this.status.textContent = body.detail || response.statusText;
          this.status.classList.add("error");
          return null;
        }
        this.status.classList.remove("error");
        return body;
      } catch (error) {
        this.status.textContent = String(error);
        this.status.classList.add("error");
        return null;
      }
    }
  }

  if (!customElements.get("stichfest-checker")) {
    customElements.define("stichfest-checker", StichfestChecker);
  }
})();
