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
      this.language = TEXT[wanted] ? wanted : "de";
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


    select(id, label, values, current, onChange) {
      const select = this.el("select", { id: `${this.uid}-${id}` });
      select.append(...values.map(([value, text]) => this.el("option", { value, text })));
      select.value = current;
      select.addEventListener("change", () => onChange(select.value));
      return this.el("div", {}, this.el("label", { for: select.id, text: label }), select);
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
      // The bar under the deck: the last tapped card's verdict and the trick's state, in a
      // box of fixed height, so that no answer moves a card; sticky on a phone.
      this.lastLine = this.el("p", { class: "last" });
      this.now = this.el("div", { class: "now" }, this.lastLine, this.status);
      this.deck = this.el("div", { class: this.cards.length > 40 ? "deck large" : "deck", role: "group",
                                   "aria-label": t.cards });
      this.deck.append(...this.cards.map((code) => {
        const src = `${API}/api/v1/${this.game}/cards/${encodeURIComponent(code)}.svg?` +
          new URLSearchParams({ deck: this.deckName, lang: this.language });
        const button = this.el("button", { type: "button", class: "card", "data-code": code },
          this.el("img", { alt: "", src, width: "200", height: "300" }), this.el("span", { class: "badge", "aria-hidden": "true" }),
          this.el("span", { class: "mark", "aria-hidden": "true" }));
        button.addEventListener("click", () => this.toggle(code));
        return button;
      }));
      this.rove(this.deck, "button.card");
      this.settleTabStop([...this.deck.querySelectorAll("button.card")], null);
      const picker = this.el("section", { class: "picker" });
      if (this.view === "trick") this.buildTrickPicker(picker);
      else this.buildRoundPicker(picker);
      controls.append(views);
      const box = this.el("div", { class: "box", lang: this.language },
        this.el("h2", { text: t.title }), this.using(), controls,
        this.el("div", { class: "layout" }, picker, this.answer));
      // A rebuilt control keeps the focus it had (its id is stable).
      const focused = this.shadowRoot.activeElement && this.shadowRoot.activeElement.id;
      this.shadowRoot.replaceChildren(this.el("style", { text: STYLE }), box);
      if (focused && this.shadowRoot.getElementById(focused)) this.shadowRoot.getElementById(focused).focus();
    }

    rulesetName(id) {
      const names = this.games[this.game].ruleset_names;
      return (names && names[id] && names[id][this.language]) || id;
    }

    // Which rules and cards every answer uses, in words, with a link to the menus.
    using() {
      const t = this.t;
      const line = this.el("p", { class: "using", "data-ruleset": this.ruleset, "data-deck": this.deckName },
        `${t.ruleset}${t.colon}${this.rulesetName(this.ruleset)} · ${t.deck}${t.colon}${t.decks[this.deckName] || this.deckName}. `);
      const change = this.el("a", { href: `#${this.uid}-ruleset`, text: t.change });
      change.addEventListener("click", (event) => {
        event.preventDefault();
        const menu = this.shadowRoot.getElementById(`${this.uid}-ruleset`) ||
          this.shadowRoot.getElementById(`${this.uid}-deck`);
        if (menu) menu.focus();
      });
      line.append(change);
      return line;
    }

    // The position shown as the API's permalink page, for people to share.
    permalink() {
      const game = this.games[this.game];
      const query = new URLSearchParams(this.contractQuery());
      if (game.rulesets.length === 1) query.delete("ruleset");
      if (this.view === "trick" && this.hand.length && this.trick.length < game.players) {
        query.set("hand", this.hand.join(","));
        if (this.trick.length) query.set("trick", this.trick.join(","));
        for (const [name, value] of Object.entries(this.options)) query.set(name, value);
        return `${API}/api/v1/${this.game}/legal-cards?${query}`;
      }
      if (this.view === "trick" && this.trick.length) {
        query.set("trick", this.trick.join(","));
        return `${API}/api/v1/${this.game}/trick?${query}`;
      }
      const embed = new URLSearchParams({ lang: this.language, game: this.game,
                                          contract: query.get("contract"), deck: this.deckName });
      if (game.rulesets.length > 1) embed.set("ruleset", this.ruleset);
      if (this.view === "round") embed.set("view", "round");
      return `${API}/api/v1/embed?${embed}`;
    }

    // On a phone with a share sheet (which has its own "copy"), the link is shared; else it
    // goes to the clipboard where the page may write it (a frame: only when its host allows
    // it, ``allow="clipboard-write"``). Otherwise the link is left selected in its field,
    // with a word on how to copy it: never a button that silently does nothing.
    async copyLink() {
      const link = this.permalink();
      this.linkBox.value = link;
      this.linkBox.hidden = false;
      this.linkNote.textContent = "";
      if (this.canShare()) {
        try {
          await navigator.share({ url: link, title: this.t.title });
          return;
        } catch (error) {
          if (error && error.name === "AbortError") return;  // the visitor closed the sheet
        }
      }
      try {
        await navigator.clipboard.writeText(link);
        this.linkNote.textContent = this.t.copied;
      } catch (error) {
        this.linkBox.focus();
        this.linkBox.select();
        this.linkNote.textContent = this.t.copyByHand;
      }
    }

    canShare() {
      return Boolean(navigator.share && window.matchMedia("(pointer: coarse)").matches);
    }

    shareRow() {
      const copy = this.el("button", { type: "button", class: "action",
                                       text: this.canShare() ? this.t.shareLink : this.t.copyLink });
      copy.addEventListener("click", () => this.copyLink());
      this.linkNote = this.el("span", { class: "note", id: `${this.uid}-link-note` });
      this.linkBox = this.el("input", { type: "text", readonly: "", class: "link", id: `${this.uid}-link`,
                                        "aria-label": this.t.link, "aria-describedby": this.linkNote.id,
                                        spellcheck: "false" });
      this.linkBox.hidden = true;
      return this.el("div", { class: "share" }, copy, this.linkNote, this.linkBox);
    }

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
    }

    buildTrickPicker(picker) {
      const t = this.t;
      this.handList = this.el("ul", { class: "picked", "aria-label": t.hand });
      this.trickList = this.el("ol", { class: "picked", "aria-label": t.trick });
      this.rove(this.handList, "button");
      this.rove(this.trickList, "button");
      this.handHeading = this.el("h3", { text: t.hand });
      const reset = this.el("button", { type: "button", class: "action", text: t.reset });
      reset.addEventListener("click", () => { this.hand = []; this.trick = []; this.last = null; this.ask(); });
      picker.append(this.radios("target", t.choose, [["hand", t.hand], ["trick", t.trick]],
                                this.target, (v) => { this.target = v; }),
                    this.deck, this.now, this.handHeading, this.handList, this.el("h3", { text: t.trick }),
                    this.trickList, reset, this.shareRow());
    }


    // One tab stop per group; arrow keys (and Home/End) move inside it.
    rove(container, selector) {
      container.addEventListener("keydown", (event) => {
        const items = [...container.querySelectorAll(selector)];
        const at = items.indexOf(this.shadowRoot.activeElement);
        if (at < 0) return;
        const columns = items.filter((item) => item.offsetTop === items[0].offsetTop).length || 1;
        const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[event.key];
        let next = step === undefined ? null : at + step;
        if (event.key === "Home") next = 0;
        if (event.key === "End") next = items.length - 1;
        if (next === null || next < 0 || next >= items.length) return;
        event.preventDefault();
        this.focusItem(items, next);
      });
      container.addEventListener("focusin", (event) => {
        const items = [...container.querySelectorAll(selector)];
        const at = items.indexOf(event.target);
        if (at >= 0) for (const [i, item] of items.entries()) item.tabIndex = i === at ? 0 : -1;
      });
    }

    focusItem(items, index) {
      for (const [i, item] of items.entries()) item.tabIndex = i === index ? 0 : -1;
      items[index].focus();
    }

    // Keeps exactly one item of a group in the tab order, preferably the one that had it.
    settleTabStop(items, wanted) {
      if (!items.length) return;
      const keep = items.findIndex((item) => item.dataset.code === wanted);
      for (const [i, item] of items.entries()) item.tabIndex = i === Math.max(keep, 0) ? 0 : -1;
    }

    // How often a card lies in the lists (a deck of several copies may hold it more than once).
    count(code, ...lists) { return lists.reduce((n, list) => n + list.filter((c) => c === code).length, 0); }

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
      this.lastLine.className = `last ${last && last.legal !== undefined ? (last.legal ? "legal" : "illegal") : ""}`;
      this.lastLine.classList.toggle("why", Boolean(last && last.why));
    }

    say(text, error = false) {
      this.status.textContent = text;
      this.status.classList.toggle("error", error);
    }

    markDeck() {
      const t = this.t;
      const focused = this.shadowRoot.activeElement;
      for (const button of this.deck.querySelectorAll(".card")) {
        const code = button.dataset.code;
        let place = "";
        let badge = "";
        let label = this.name(code);
        if (this.copies > 1) [place, badge, label] = this.copiesMark(code);
        else if (this.view === "round") {
          const at = this.round.plays.indexOf(code);
          if (at >= 0) { place = "played"; badge = `${t.badgePlayed}${at + 1}`; label += ` (${t.played} ${at + 1})`; }
        } else if (this.hand.includes(code)) {
          place = "hand"; badge = t.badgeHand; label += ` (${t.inHand})`;
        } else if (this.trick.includes(code)) {
          place = "trick"; badge = `${t.badgeTrick} ${this.trick.indexOf(code) + 1}`; label += ` (${t.inTrick})`;
        }
        // The name starts with the badge's visible text (WCAG 2.5.3): speech input finds it.
        if (badge) label = `${badge}${t.colon}${label}`;
        if (this.copies > 1) button.dataset.count = String(this.count(code, ...this.placedLists()));
        if (place) button.dataset.in = place;
        else delete button.dataset.in;
        button.querySelector(".badge").textContent = badge;
        button.setAttribute("aria-pressed", place ? "true" : "false");
        button.setAttribute("aria-label", label);
        button.baseLabel = label;
        delete button.dataset.legal;  // until the API has answered for this position
      }
      const cards = [...this.deck.querySelectorAll(".card")];
      if (cards.filter((c) => c.tabIndex === 0).length !== 1) this.settleTabStop(cards, null);
      if (focused && this.deck.contains(focused)) focused.focus();
    }

    // The API's verdicts on the hand's cards, on the cards themselves: a mark on the deck's
    // card and on its chip in the hand, and the verdict in their names (null: none to show).
    markLegal(marks) {
      const t = this.t;
      const verdict = (code) => (marks && code in marks ? marks[code] : null);
      for (const button of this.deck.querySelectorAll(".card")) {
        const legal = verdict(button.dataset.code);
        const mark = button.querySelector(".mark");
        if (legal === null) {
          delete button.dataset.legal;
          mark.textContent = "";
          continue;
        }
        button.dataset.legal = String(legal);
        mark.textContent = legal ? "✓" : "✗";
        button.setAttribute("aria-label", `${button.baseLabel}${t.colon}${legal ? t.legal : t.illegal}`);
      }
      if (!this.handList) return;
      for (const chip of this.handList.querySelectorAll("button")) {
        const legal = verdict(chip.dataset.code);
        const name = this.name(chip.dataset.code);
        if (legal === null) delete chip.dataset.legal;
        else chip.dataset.legal = String(legal);
        chip.textContent = legal === null ? name : `${legal ? "✓" : "✗"} ${name}`;
        chip.setAttribute("aria-label", legal === null ? `${name}${t.colon}${t.remove}`
          : `${name}, ${legal ? t.legal : t.illegal}${t.colon}${t.remove}`);
      }
    }

    // A complete trick's winning card, marked where it lies in the deck (null: none).
    markWinner(code) {
      for (const button of this.deck.querySelectorAll(".card")) {
        if (button.dataset.code !== code) { delete button.dataset.won; continue; }
        button.dataset.won = "true";
        button.querySelector(".mark").textContent = "★";
        button.setAttribute("aria-label", `${button.baseLabel}${this.t.colon}${this.t.wins}`);
      }
    }

    placedLists() { return this.view === "round" ? [this.round.plays] : [this.hand, this.trick]; }

    // Where a card of a deck of several copies lies, counted: the badge shows every copy
    // ("2× Hand", "Hand + Stich 3", "#2, #7") and the label says how many of the deck's.
    copiesMark(code) {
      const t = this.t;
      const at = (list) => list.flatMap((c, i) => (c === code ? [i + 1] : []));
      const times = (n, text) => (n > 1 ? `${n}× ${text}` : text);
      let place = "";
      let badges = [];
      let words = [];
      if (this.view === "round") {
        const plays = at(this.round.plays);
        if (plays.length) {
          place = "played";
          badges = [plays.map((n) => `${t.badgePlayed}${n}`).join(", ")];
          words = [`${t.played} ${plays.join(", ")}`];
        }
      } else {
        const held = this.count(code, this.hand);
        const lying = at(this.trick);
        if (held) { badges.push(times(held, t.badgeHand)); words.push(times(held, t.inHand)); }
        if (lying.length) {
          badges.push(`${t.badgeTrick} ${lying.join(", ")}`);
          words.push(times(lying.length, t.inTrick));
        }
        place = held ? "hand" : lying.length ? "trick" : "";
      }
      const placed = this.count(code, ...this.placedLists());
      const label = `${this.name(code)} (${[...words, t.copiesPlaced(placed, this.copies)].join(", ")})`;
      return [place, badges.join(" + "), label];
    }

    renderPicked(list, where) {
      const focusedCode = where.contains(this.shadowRoot.activeElement)
        ? this.shadowRoot.activeElement.dataset.code : null;
      where.replaceChildren(...list.map((code, index) => {
        const button = this.el("button", { type: "button", "data-code": code,
                                           "aria-label": `${this.name(code)}${this.t.colon}${this.t.remove}`,
                                           text: this.name(code) });
        // Takes back this copy only: the other copies of the card stay where they are.
        button.addEventListener("click", () => { list.splice(index, 1); this.ask(); });
        return this.el("li", {}, button);
      }));
      this.settleTabStop([...where.querySelectorAll("button")], focusedCode);
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
      this.showLast(parts.last);
      this.say(parts.summary, parts.error);
      this.postHeight();
    }

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
      return { nodes, summary: summary.join(" "), error, last, marks, won };
    }

    verdicts(cards) {
      const t = this.t;
      return this.el("ul", { class: "verdicts" }, ...cards.map((c) => this.el(
        "li", { class: c.legal ? "legal" : "illegal", "data-card": c.card, "data-legal": String(c.legal) },
        this.el("span", { class: "tag", text: `${c.legal ? "✓" : "✗"} ${this.name(c.card)}${this.t.colon}${c.legal ? t.legal : t.illegal}. ` }),
        `${c.rule.explanation} `,
        this.el("small", { text: `(${t.rule} ${c.rule.id}${this.t.colon}${c.rule.title})` }))));
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

  // @include checker_round.js
  // @include checker_quiz.js
  // @include checker_closing.js
  Object.assign(StichfestChecker.prototype, ROUND_VIEW, QUIZ_VIEW, CLOSING_VIEW);

  if (!customElements.get("stichfest-checker")) {
    customElements.define("stichfest-checker", StichfestChecker);
  }
})();
