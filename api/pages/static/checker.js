// Stichfest checker, a custom element:
//   <script src="https://API-HOST/api/v1/embed.js" defer></script>
//   <stichfest-checker lang="de" game="jass"></stichfest-checker>
// Attributes (all optional, all followed live): lang, game, contract (its GET form, e.g.
// trump:roses), tout, ruleset, deck, hand and trick (card codes, comma-separated), view
// (trick or round), theme (light or dark: else as the visitor's system prefers) and mode
// (check, or quiz: the game's examples to guess). It talks only to the API server it was loaded from, sets no cookies and
// stores nothing. Every game fact (games, contracts, rulesets, decks, partners, card names,
// winners, points, verdicts) comes from the API: this script only shows what it answers.
(() => {
  "use strict";
  const script = document.currentScript;
  const API = script ? new URL(script.src, window.location.href).origin : window.location.origin;
  const HEIGHT_MESSAGE = "stichfest:height";

  // @include checker_texts.js

  const cached = {};
  const getJSON = (path) => {
    cached[path] = cached[path] || fetch(API + path, { credentials: "omit" })
      .then((response) => response.json());
    return cached[path];
  };
  const loadGames = () => getJSON("/api/v1/games")
    .then((body) => Object.fromEntries(body.games.map((game) => [game.id, game])));
  const codes = (text) => (text || "").split(/[\s,;]+/).map((c) => c.trim()).filter(Boolean);

  // @include checker_style.js

  let instances = 0;

  class StichfestChecker extends HTMLElement {
    static get observedAttributes() {
      return ["lang", "game", "contract", "tout", "ruleset", "deck", "hand", "trick", "view", "mode"];
    }

    connectedCallback() {
      if (this.shadowRoot) return;
      this.uid = `sf${++instances}`;
      this.attachShadow({ mode: "open" });
      this.requests = 0;
      // Without its own lang attribute the checker follows the page's, also when it changes.
      this.pageLang = new MutationObserver(() => { if (!this.hasAttribute("lang")) this.refresh(); });
      this.pageLang.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
      if (this.hasAttribute("post-height") && window.parent !== window) {
        new ResizeObserver(() => this.postHeight()).observe(document.documentElement);
      }
      loadGames().then((games) => { this.games = games; this.refresh(); })
        .catch((error) => { this.shadowRoot.textContent = String(error); });
    }

    disconnectedCallback() { if (this.pageLang) this.pageLang.disconnect(); }

    attributeChangedCallback(name, before, after) {
      if (before !== after && this.games) this.refresh(name);
    }

    // The framed page tells its host how tall it is (the host's snippet sets the height).
    postHeight() {
      if (!this.hasAttribute("post-height") || window.parent === window) return;
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, "*");
    }

    el(tag, attrs = {}, ...children) {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(attrs)) {
        if (key === "text") node.textContent = value;
        else if (value !== null && value !== undefined) node.setAttribute(key, value);
      }
      node.append(...children);
      return node;
    }

    // Reads the attributes into the state; an attribute that changed resets what depends on it.
    async refresh(changed) {
      const wanted = (this.getAttribute("lang") || document.documentElement.lang || "de").slice(0, 2);
      // A language it does not speak falls back as the API's does: the browser's, else German.
      const browser = (navigator.languages || []).map((l) => l.slice(0, 2).toLowerCase()).find((l) => TEXT[l]);
      this.language = TEXT[wanted] ? wanted : browser || "de";
      this.t = TEXT[this.language];
      const games = this.games;
      const wrong = await this.wrongOption();
      if (wrong) {
        // Never a silently different position: the message, in the element and the console.
        console.error(`stichfest-checker: ${wrong}`);
        this.game = null;
        this.shadowRoot.replaceChildren(this.el("style", { text: STYLE }), this.el(
          "p", { class: "box option-error", role: "alert", lang: this.language, text: wrong }));
        this.postHeight();
        return;
      }
      const first = !this.game;
      if (first || ["game", "contract", "tout", "ruleset", "deck", "hand", "trick", "view", "mode"].includes(changed)) {
        this.game = games[this.getAttribute("game")] ? this.getAttribute("game") : Object.keys(games)[0];
        const game = games[this.game];
        const slug = this.getAttribute("contract");
        const tout = this.getAttribute("tout") === "true";
        const index = game.contracts.findIndex((c) => c.slug === slug && c.tout === tout);
        this.contract = Math.max(index, 0);
        const ruleset = this.getAttribute("ruleset");
        // The API's defaults, decided once in the game objects: never our own.
        this.ruleset = game.rulesets.includes(ruleset) ? ruleset : game.default_ruleset;
        if (first || changed === "view") this.view = this.getAttribute("view") === "round" ? "round" : "trick";
        this.mode = this.getAttribute("mode") === "quiz" ? "quiz" : "check";
        this.presetHand = codes(this.getAttribute("hand"));
        this.presetTrick = codes(this.getAttribute("trick"));
        this.options = Object.fromEntries(game.options.map((o) => [o.name, o.default]));
        this.round = { leader: 0, plays: [], hands: "", inputs: {}, extra: {} };
        this.target = "hand";
        this.last = null;  // the bar speaks of this position's taps, never the last game's
      }
      if (first || ["game", "deck", "lang", "mode", undefined].includes(changed)) {
        // The language's deck as the API has it (Jass in French: French-suited cards).
        const game = this.games[this.game];
        const deck = this.getAttribute("deck");
        this.deckName = game.decks.includes(deck) ? deck
          : (game.default_decks && game.default_decks[this.language]) || game.decks[0];
      }
      await this.loadDeck();
      if (this.presetHand || this.presetTrick) {
        const known = (list) => list.map((c) => this.deckCodes.get(c.toUpperCase()) || c);
        this.hand = known(this.presetHand || []);
        this.trick = known(this.presetTrick || []);
        this.presetHand = this.presetTrick = null;
      }
      this.build();
      this.ask();
    }

    // A ruleset may deal another pack (Schafkopf's Kurzes Blatt): its cards, and the hand and
    // trick without the cards it does not hold.
    async rulesetDeck() {
      const before = this.cards.length;
      await this.loadDeck();
      if (this.cards.length !== before) {
        this.hand = this.hand.filter((c) => this.deckCodes.has(c.toUpperCase()));
        this.trick = this.trick.filter((c) => this.deckCodes.has(c.toUpperCase()));
      }
      this.build();  // the line that names the ruleset, and the pack's cards
      this.ask();
    }

    async loadDeck() {
      // The pack of the ruleset where the game has several (the deck answer is the same pack
      // for every ruleset that deals it).
      const asked = this.games[this.game].rulesets.length > 1 ? `?ruleset=${encodeURIComponent(this.ruleset)}` : "";
      const deck = await getJSON(`/api/v1/${this.game}/deck${asked}`);
      this.cards = deck.cards.map((c) => c.code);
      // How often the pack holds every card (two in Doppelkopf): a card may be placed that
      // many times across hand and trick, or played that many times in a round.
      this.copies = deck.copies || 1;
      this.deckCodes = new Map(this.cards.map((c) => [c.toUpperCase(), c]));
      // The game's own deck is named in ``names``; another deck in the block named after it
      // (Skat: ``german``), or else in the one other block the shared shape has, ``french``
      // (which holds Doppelkopf's German-suited names: never read it for the native deck).
      const game = this.games[this.game];
      const names = (c) => (this.deckName === game.decks[0] ? c.names
        : (c[this.deckName] || c.french || c).names);
      this.names = Object.fromEntries(deck.cards.map((c) => [c.code, names(c)[this.language]]));
    }

    name(code) { return this.names[code] || code; }

    // A seat by its place in the trick: the Vorhand leads; partners where the game fixes them.
    seatName(place) { return place === 0 ? this.t.onLead : this.t.player(place); }

    // The seat's partner where the game fixes partnerships (Jass), else undefined.
    partner(seat) {
      const group = this.games[this.game].partnerships.find((seats) => seats.includes(seat));
      return group && group.find((other) => other !== seat);
    }

    seatLabel(place) {
      const partner = this.partner(place);
      const name = this.seatName(place);
      // A comma, not brackets: the card that follows is in brackets already.
      return partner === undefined ? name : `${name}, ${this.t.partnerOf(this.seatName(partner))}`;
    }

    // Rebuilds the whole view (after a change of game, language or view); answers only
    // replace the answer section, so that the focus stays where it is.
    build() {
      if (this.mode === "quiz") { this.buildQuiz(); return; }
      const t = this.t;
      const game = this.games[this.game];
      const controls = this.el("div", { class: "controls" },
        this.select("game", t.game, Object.values(this.games).map((g) => [g.id, g.names[this.language]]),
                    this.game, (v) => this.setAttribute("game", v)),
        this.select("contract", t.contract, game.contracts.map(
          (c, i) => [String(i), c.deck_names[this.deckName][this.language]]), String(this.contract),
        (v) => { this.contract = Number(v); this.ask(); }));
      if (game.rulesets.length > 1) {
        controls.append(this.select("ruleset", t.ruleset, game.rulesets.map((r) => [r, this.rulesetName(r)]),
                                    this.ruleset, async (v) => { this.ruleset = v; await this.rulesetDeck(); }));
      }
      if (game.decks.length > 1) {
        controls.append(this.select("deck", t.deck, game.decks.map((d) => [d, t.decks[d] || d]), this.deckName,
          async (v) => { this.deckName = v; await this.loadDeck(); this.build(); this.ask(); }));
      }
      if (this.view === "trick") {
        for (const option of game.options) {
          controls.append(this.select(option.name, option.names[this.language], option.values.map(
            (v) => [v.value, v.names[this.language]]), this.options[option.name],
          (v) => { this.options[option.name] = v; this.ask(); }));
        }
      }
      const views = this.radios("view", t.view, [["trick", t.trickView], ["round", t.roundView]],
                                this.view, (v) => { this.view = v; this.build(); this.ask(); });
      this.answer = this.el("section", { class: "answer", "aria-labelledby": `${this.uid}-answer` });
      this.status = this.el("p", { class: "status", role: "status" });
      // The bar under the deck: the table (trick view), the last tapped card's verdict and the
      // trick's state, in a box of fixed height, so that no answer moves a card; sticky on a phone.
      this.lastLine = this.el("p", { class: "last" });
      this.felt = this.view === "trick" ? this.el("div", { class: "felt", "aria-hidden": "true" }) : null;
      this.now = this.el("div", { class: this.felt ? "now felted" : "now" },
                         ...(this.felt ? [this.felt] : []), this.lastLine, this.status);
      this.deck = this.el("div", { class: "deck", role: "group", "aria-label": t.cards });
      this.deck.append(...this.cards.map((code) => {
        const button = this.el("button", { type: "button", class: "card", "data-code": code },
          this.el("img", { alt: "", src: this.cardSrc(code), width: "200", height: "300" }),
          this.el("span", { class: "badge", "aria-hidden": "true" }),
          this.el("span", { class: "mark", "aria-hidden": "true" }));
        button.addEventListener("click", () => this.toggle(code));
        return button;
      }));
      this.rove(this.deck, "button.card");
      this.settleTabStop([...this.deck.querySelectorAll("button.card")], null);
      const picker = this.el("section", { class: "picker" });
      if (this.view === "trick") this.buildTrickPicker(picker);
      else this.buildRoundPicker(picker);
      const box = this.el("div", { class: "box", lang: this.language },
        this.el("h2", { text: t.title }), this.fold(this.using(), controls), views,
        this.el("div", { class: "layout" }, picker, this.answer));
      // A rebuilt control keeps the focus it had (its id is stable).
      const focused = this.shadowRoot.activeElement && this.shadowRoot.activeElement.id;
      this.shadowRoot.replaceChildren(this.el("style", { text: STYLE }), box);
      if (focused && this.shadowRoot.getElementById(focused)) this.shadowRoot.getElementById(focused).focus();
    }

    // A card of the deck clicked: one more copy placed while the deck has one left; once every
    // copy is placed, the click takes them back (with one copy: the card, as always).
    toggle(code) {
      const game = this.games[this.game];
      this.last = code;
      const others = (list) => list.filter((c) => c !== code);
      if (this.view === "round") {
        const plays = this.round.plays;
        const at = plays.indexOf(code);
        if (at >= 0 && this.copies === 1) plays.splice(at, 1);
        else if (at >= 0 && this.count(code, plays) >= this.copies) this.round.plays = others(plays);
        else if (plays.length < game.players * game.hand_size) plays.push(code);
        this.playsBox.value = this.round.plays.join(" ");
        this.ask();
        return;
      }
      if (this.count(code, this.hand, this.trick) >= this.copies) {
        this.hand = others(this.hand);
        this.trick = others(this.trick);
      } else {
        const list = this.target === "hand" ? this.hand : this.trick;
        const limit = this.target === "hand" ? game.hand_size : game.players;
        if (list.length >= limit) { this.say(this.t.full); return; }
        list.push(code);
      }
      this.ask();
    }

    // The bar's first line: what the last tap did ({card, legal, text}), or nothing yet.
    showLast(last) {
      this.lastLine.textContent = last ? last.text : "";
      for (const [key, value] of Object.entries({ card: last && last.card, legal: last && last.legal })) {
        if (value === undefined || value === null) delete this.lastLine.dataset[key];
        else this.lastLine.dataset[key] = String(value);
      }
      // An open verdict (a hand not known) is neither legal nor illegal.
      const verdict = last && last.legal !== undefined && last.legal !== null;
      this.lastLine.className = `last ${verdict ? (last.legal ? "legal" : "illegal") : ""}`;
      this.lastLine.classList.toggle("why", Boolean(last && last.why));
    }

    say(text, error = false) {
      this.status.textContent = text;
      this.status.classList.toggle("error", error);
    }

    contractQuery() {
      const game = this.games[this.game];
      const contract = game.contracts[this.contract];
      const query = { contract: contract.slug, lang: this.language, deck: this.deckName };
      if (contract.tout) query.tout = "true";
      if (game.rulesets.length > 1) query.ruleset = this.ruleset;
      return query;
    }

    async ask() {
      if (this.mode === "quiz") { await this.askQuiz(); return; }
      this.markDeck();
      const request = ++this.requests;
      const parts = this.view === "round" ? await this.askRound() : await this.askTrick();
      if (request !== this.requests || !parts) return;
      this.answer.replaceChildren(this.el("h3", { id: `${this.uid}-answer`, text: this.t.answer }),
                                  ...parts.nodes);
      this.markLegal(parts.marks || null);
      this.markWinner(parts.won || null);
      this.renderFelt(parts.marks || null, parts.wonAt ?? null);
      this.showFold();
      this.showLast(parts.last);
      this.say(parts.summary, parts.error);
      this.postHeight();
    }

    // The API's answer, or {problem: its detail}.
    async get(path, body) {
      try {
        const init = { credentials: "omit", headers: { Accept: "application/json" } };
        if (body) {
          init.method = "POST";
          init.headers["Content-Type"] = "application/json";
          init.body = JSON.stringify(body);
        }
        const response = await fetch(API + path, init);
        const answer = await response.json();
        return response.ok ? answer : { problem: answer.detail || response.statusText };
      } catch (error) {
        return { problem: String(error) };
      }
    }
  }

  // A framed page that only names a refused option tells its host its height too: the frame
  // shrinks to the message.
  const refused = document.querySelector(".stichfest-option-error");
  if (refused && window.parent !== window) {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, "*");
  }

  // @include checker_options.js
  // @include checker_trick.js
  // @include checker_marks.js
  // @include checker_share.js
  // @include checker_table.js
  // @include checker_round.js
  // @include checker_quiz.js
  // @include checker_closing.js
  Object.assign(StichfestChecker.prototype, OPTIONS_VIEW, TRICK_VIEW, MARKS_VIEW, SHARE_VIEW,
                TABLE_VIEW, ROUND_VIEW, QUIZ_VIEW, CLOSING_VIEW);

  if (!customElements.get("stichfest-checker")) {
    customElements.define("stichfest-checker", StichfestChecker);
  }
})();
