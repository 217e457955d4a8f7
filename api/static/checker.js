// Stichfest checker, a custom element:
//   <script src="https://API-HOST/api/v1/embed.js" defer></script>
//   <stichfest-checker lang="de" game="jass"></stichfest-checker>
// Attributes (all optional, all followed live): lang, game, contract (its GET form, e.g.
// trump:roses), tout, ruleset, deck, hand and trick (card codes, comma-separated), view
// (trick or round). It talks only to the API server it was loaded from, sets no cookies and
// stores nothing. Every game fact (games, contracts, rulesets, decks, partners, card names,
// winners, points, verdicts) comes from the API: this script only shows what it answers.
(() => {
  "use strict";
  const script = document.currentScript;
  const API = script ? new URL(script.src, window.location.href).origin : window.location.origin;
  const HEIGHT_MESSAGE = "stichfest:height";
  // Most Swiss players allow trumping at any time (issue 13): the checker's preference where
  // a game offers that ruleset; otherwise the game's own default.
  const PREFERRED_RULESET = "standard";

  const TEXT = {
    de: {
      title: "Wer sticht?", game: "Spiel", contract: "Vertrag", ruleset: "Regelwerk",
      deck: "Karten", view: "Ansicht", trickView: "Ein Stich", roundView: "Ganze Runde",
      choose: "Karten wählen für", hand: "Meine Hand", trick: "Stich", reset: "Neu beginnen",
      cards: "Kartenauswahl", legal: "erlaubt", illegal: "nicht erlaubt",
      winner: "Den Stich macht", points: "Punkte", pickHand: "Wähle die Karten deiner Hand.",
      inHand: "in der Hand", inTrick: "im Stich", badgeHand: "Hand", badgeTrick: "Stich",
      full: "Kein Platz mehr für weitere Karten.", remove: "entfernen", answer: "Antwort",
      rule: "Regel", loading: "Lädt …", incomplete: "Stich unvollständig",
      ofCards: (n, m) => `${n} von ${m} Karten`, legalOf: (n, m) => `${n} von ${m} Karten erlaubt.`,
      player: (i) => `Spieler ${i + 1}`, onLead: "Vorhand",  // the seat that leads the trick
      partnerOf: (s) => `Partner von ${s}`, completeNoHand: "Der Stich ist voll: keine Hand zu prüfen.",
      plays: "Spielzüge (Kartencodes in Spielreihenfolge)", hands: "Hände beim Geben (optional, eine Zeile je Spieler)",
      leader: "Spielt zum ersten Stich aus", check: "Runde prüfen", example: "Beispiel laden",
      pickPlays: "Klicke die Karten in der Reihenfolge, in der sie gespielt wurden, oder füge Codes ein.",
      played: "gespielt", badgePlayed: "#", revoke: "Renonce", noRevoke: "Kein Regelverstoss.",
      firstRevoke: "Erster Regelverstoss", play: "Zug", trickNo: "Stich", next: "Als Nächstes",
      roundSummary: (n, r) => `${n} Züge geprüft, ${r === 1 ? "1 Regelverstoss" : `${r} Regelverstösse`}.`,
      extra: "Aus dem Beispiel dazu:", running: "Stand", ahead: "Bisher vorn",
      noSeat: "keine Angabe",
      // Labels of the round check's own inputs, by the field name the API lists.
      inputs: { talon: "Talon (Kartencodes in Ziehreihenfolge)", trump_card: "Aufgedeckte Trumpfkarte",
                declarer: "Spieler (wer das Spiel ansagt)", claimed_66_by: "66 angesagt von",
                stoeck_seat: "Stöck gewiesen von" },
      decks: { swiss: "Deutschschweizer", german: "Deutsche", french: "Französische" },
    },
    en: {
      title: "Who wins the trick?", game: "Game", contract: "Contract", ruleset: "Ruleset",
      deck: "Cards", view: "View", trickView: "One trick", roundView: "Whole round",
      choose: "Pick cards for", hand: "My hand", trick: "Trick", reset: "Start again",
      cards: "Card picker", legal: "legal", illegal: "not legal",
      winner: "The trick goes to", points: "points", pickHand: "Pick the cards of your hand.",
      inHand: "in the hand", inTrick: "in the trick", badgeHand: "Hand", badgeTrick: "Trick",
      full: "No room for more cards.", remove: "remove", answer: "Answer",
      rule: "Rule", loading: "Loading …", incomplete: "Trick incomplete",
      ofCards: (n, m) => `${n} of ${m} cards`, legalOf: (n, m) => `${n} of ${m} cards legal.`,
      player: (i) => `Player ${i + 1}`, onLead: "Leader",
      partnerOf: (s) => `partner of ${s}`, completeNoHand: "The trick is full: no hand to check.",
      plays: "Plays (card codes in order of play)", hands: "Hands at the deal (optional, one line per player)",
      leader: "Leads the first trick", check: "Check the round", example: "Load an example",
      pickPlays: "Click the cards in the order they were played, or paste codes.",
      played: "played", badgePlayed: "#", revoke: "Revoke", noRevoke: "No revoke.",
      firstRevoke: "First revoke", play: "Play", trickNo: "Trick", next: "Next",
      roundSummary: (n, r) => `${n} plays checked, ${r === 1 ? "1 revoke" : `${r} revokes`}.`,
      extra: "Also from the example:", running: "Score", ahead: "Ahead so far",
      noSeat: "not given",
      inputs: { talon: "Talon (card codes in drawing order)", trump_card: "Turned-up trump card",
                declarer: "Declarer", claimed_66_by: "66 claimed by", stoeck_seat: "Stöck announced by" },
      decks: { swiss: "Swiss-German", german: "German", french: "French" },
    },
    fr: {
      title: "Qui remporte le pli ?", game: "Jeu", contract: "Contrat", ruleset: "Règles",
      deck: "Cartes", view: "Vue", trickView: "Un pli", roundView: "Donne entière",
      choose: "Choisir les cartes pour", hand: "Ma main", trick: "Pli", reset: "Recommencer",
      cards: "Choix des cartes", legal: "permise", illegal: "interdite",
      winner: "Le pli revient à", points: "points", pickHand: "Choisis les cartes de ta main.",
      inHand: "dans la main", inTrick: "dans le pli", badgeHand: "Main", badgeTrick: "Pli",
      full: "Plus de place pour d'autres cartes.", remove: "retirer", answer: "Réponse",
      rule: "Règle", loading: "Chargement …", incomplete: "Pli incomplet",
      ofCards: (n, m) => `${n} carte${n > 1 ? "s" : ""} sur ${m}`,
      legalOf: (n, m) => `${n} carte${n > 1 ? "s" : ""} permise${n > 1 ? "s" : ""} sur ${m}.`,
      player: (i) => `Joueur ${i + 1}`, onLead: "Joueur qui entame",
      partnerOf: (s) => `partenaire de ${s}`, completeNoHand: "Le pli est complet : pas de main à vérifier.",
      plays: "Cartes jouées (codes dans l'ordre du jeu)", hands: "Mains à la donne (facultatif, une ligne par joueur)",
      leader: "Entame le premier pli", check: "Vérifier la donne", example: "Charger un exemple",
      pickPlays: "Clique les cartes dans l'ordre où elles ont été jouées, ou colle les codes.",
      played: "jouée", badgePlayed: "n°", revoke: "Renonce", noRevoke: "Aucune renonce.",
      firstRevoke: "Première renonce", play: "Coup", trickNo: "Pli", next: "Ensuite",
      roundSummary: (n, r) => `${n} coups vérifiés, ${r} renonce${r > 1 ? "s" : ""}.`,
      extra: "Repris de l'exemple :", running: "Score", ahead: "En tête pour l'instant",
      noSeat: "non indiqué",
      inputs: { talon: "Talon (codes dans l'ordre de la pioche)", trump_card: "Atout retourné",
                declarer: "Déclarant", claimed_66_by: "66 annoncé par", stoeck_seat: "Stöck annoncé par" },
      decks: { swiss: "suisses alémaniques", german: "allemandes", french: "françaises" },
    },
  };

  const cached = {};
  const getJSON = (path) => {
    cached[path] = cached[path] || fetch(API + path, { credentials: "omit" })
      .then((response) => response.json());
    return cached[path];
  };
  const loadGames = () => getJSON("/api/v1/games")
    .then((body) => Object.fromEntries(body.games.map((game) => [game.id, game])));
  const codes = (text) => (text || "").split(/[\s,;]+/).map((c) => c.trim()).filter(Boolean);

  const STYLE = `
    :host { display: block; max-width: 60rem; font: 16px/1.45 system-ui, sans-serif;
            color: #1b1b1b; }
    .box { border: 1px solid #8a8578; border-radius: 12px; padding: 12px; background: #fbfaf6; }
    h2 { font-size: 1.2rem; margin: 0 0 8px; }
    h3 { font-size: 1rem; margin: 12px 0 4px; }
    .controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; }
    label, legend { font-weight: 600; font-size: .9rem; }
    select, button, textarea, input { font: inherit; color: inherit; }
    input[type=text] { display: block; width: 100%; box-sizing: border-box; min-height: 44px; }
    select { display: block; min-height: 44px; max-width: 100%; }
    textarea { display: block; width: 100%; box-sizing: border-box; min-height: 4.5rem; }
    fieldset { border: 0; padding: 0; margin: 8px 0 0; display: flex; gap: 4px 12px;
               flex-wrap: wrap; }
    fieldset label { font-weight: 400; min-height: 44px; display: inline-flex;
                     align-items: center; gap: 6px; }
    .layout { display: grid; gap: 12px; }
    @media (min-width: 52rem) { .layout { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
                                .answer { order: 2; } }
    .deck { display: grid; grid-template-columns: repeat(auto-fill, minmax(48px, 1fr));
            gap: 4px; margin: 10px 0; }
    .card { position: relative; padding: 2px; border: 2px solid transparent; border-radius: 8px;
            background: none; cursor: pointer; min-height: 44px; }
    .card img { width: 100%; display: block; }
    .badge { display: none; position: absolute; left: 0; right: 0; bottom: 0; font-size: .7rem;
             font-weight: 700; line-height: 1.3; border-radius: 0 0 6px 6px; }
    .card[data-in] .badge { display: block; }
    .card[data-in="hand"] { border: 3px solid #0d47a1; background: #e3f2fd; }
    .card[data-in="hand"] .badge { background: #0d47a1; color: #fff; }
    .card[data-in="trick"], .card[data-in="played"] { border: 3px dashed #4a148c;
                                                      background: #f3e5f5; }
    .card[data-in="trick"] .badge, .card[data-in="played"] .badge { background: #fff;
      color: #4a148c; border-top: 2px dashed #4a148c; }
    button:focus-visible, select:focus-visible, input:focus-visible, textarea:focus-visible {
      outline: 3px solid #a34700; outline-offset: 2px; }
    .picked { display: flex; flex-wrap: wrap; gap: 4px; min-height: 2rem; margin: 4px 0 8px;
              padding: 0; list-style: none; }
    .picked button, .action { border: 1px solid #5f5f5f; border-radius: 6px; background: #fff;
                              padding: 4px 8px; min-height: 44px; cursor: pointer; }
    .seats { list-style: none; padding: 0; margin: 4px 0; }
    .seats li { padding: 2px 0; }
    .seats .who { font-weight: 600; }
    .verdicts { list-style: none; padding: 0; margin: 0; }
    .verdicts li { border-left: 6px solid; padding: 4px 8px; margin: 4px 0; background: #fff; }
    .verdicts li.legal { border-color: #2e7d32; }
    .verdicts li.illegal { border-color: #c62828; border-left-style: double; border-left-width: 8px; }
    .tag { font-weight: 700; }
    .legal > .tag { color: #1b5e20; }
    .illegal > .tag { color: #b71c1c; }
    .winner, .incomplete, .revoke-note { margin: 8px 0; padding: 8px; border-radius: 8px; }
    .winner { background: #fff8e1; border: 1px solid #8d6e00; }
    .incomplete { background: #eceff1; border: 1px dashed #37474f; }
    .revoke-note { background: #ffebee; border: 1px solid #b71c1c; }
    .status { min-height: 1.45em; margin: 8px 0 0; }
    .error { color: #b71c1c; }
    .note { font-size: .9rem; color: #4a4a4a; }
    .tricks { padding-left: 1.2rem; }
  `;

  let instances = 0;

  class StichfestChecker extends HTMLElement {
    static get observedAttributes() {
      return ["lang", "game", "contract", "tout", "ruleset", "deck", "hand", "trick", "view"];
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
      const first = !this.game;
      if (first || ["game", "contract", "tout", "ruleset", "deck", "hand", "trick", "view"].includes(changed)) {
        this.game = games[this.getAttribute("game")] ? this.getAttribute("game") : Object.keys(games)[0];
        const game = games[this.game];
        const slug = this.getAttribute("contract");
        const tout = this.getAttribute("tout") === "true";
        const index = game.contracts.findIndex((c) => c.slug === slug && c.tout === tout);
        this.contract = Math.max(index, 0);
        const ruleset = this.getAttribute("ruleset");
        this.ruleset = game.rulesets.includes(ruleset) ? ruleset
          : game.rulesets.includes(PREFERRED_RULESET) ? PREFERRED_RULESET : game.default_ruleset;
        if (first || changed === "view") this.view = this.getAttribute("view") === "round" ? "round" : "trick";
        this.presetHand = codes(this.getAttribute("hand"));
        this.presetTrick = codes(this.getAttribute("trick"));
        this.options = Object.fromEntries(game.options.map((o) => [o.name, o.default]));
        this.round = { leader: 0, plays: [], hands: "", inputs: {}, extra: {} };
        this.target = "hand";
      }
      if (first || ["game", "deck", "lang", undefined].includes(changed)) {
        // French speakers (Romandie) play with French-suited cards: the default for lang fr.
        const decks = this.games[this.game].decks;
        const deck = this.getAttribute("deck");
        this.deckName = decks.includes(deck) ? deck
          : this.language === "fr" && decks.includes("french") ? "french" : decks[0];
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

    async loadDeck() {
      const deck = await getJSON(`/api/v1/${this.game}/deck`);
      this.cards = deck.cards.map((c) => c.code);
      this.deckCodes = new Map(this.cards.map((c) => [c.toUpperCase(), c]));
      const french = this.deckName === "french";
      this.names = Object.fromEntries(deck.cards.map(
        (c) => [c.code, (french && c.french ? c.french.names : c.names)[this.language]]));
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
      return partner === undefined ? name : `${name} (${this.t.partnerOf(this.seatName(partner))})`;
    }

    // A seat of the round (numbered in playing order), the first trick's leader as Vorhand.
    roundSeat(seat) {
      const partner = this.partner(seat);
      const name = this.t.player(seat) + (seat === this.round.leader ? ` (${this.t.onLead})` : "");
      return partner === undefined ? name : `${name}, ${this.t.partnerOf(this.t.player(partner))}`;
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
      const t = this.t;
      const game = this.games[this.game];
      const controls = this.el("div", { class: "controls" },
        this.select("game", t.game, Object.values(this.games).map((g) => [g.id, g.names[this.language]]),
                    this.game, (v) => this.setAttribute("game", v)),
        this.select("contract", t.contract, game.contracts.map(
          (c, i) => [String(i), c.deck_names[this.deckName][this.language]]), String(this.contract),
        (v) => { this.contract = Number(v); this.ask(); }));
      if (game.rulesets.length > 1) {
        controls.append(this.select("ruleset", t.ruleset, game.rulesets.map((r) => [r, r]),
                                    this.ruleset, (v) => { this.ruleset = v; this.ask(); }));
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
      this.deck = this.el("div", { class: "deck", role: "group", "aria-label": t.cards });
      this.deck.append(...this.cards.map((code) => {
        const src = `${API}/api/v1/${this.game}/cards/${encodeURIComponent(code)}.svg?` +
          new URLSearchParams({ deck: this.deckName, lang: this.language });
        const button = this.el("button", { type: "button", class: "card", "data-code": code },
          this.el("img", { alt: "", src }), this.el("span", { class: "badge", "aria-hidden": "true" }));
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
        this.el("h2", { text: t.title }), controls,
        this.el("div", { class: "layout" }, this.answer, picker), this.status);
      // A rebuilt control keeps the focus it had (its id is stable).
      const focused = this.shadowRoot.activeElement && this.shadowRoot.activeElement.id;
      this.shadowRoot.replaceChildren(this.el("style", { text: STYLE }), box);
      if (focused && this.shadowRoot.getElementById(focused)) this.shadowRoot.getElementById(focused).focus();
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
      reset.addEventListener("click", () => { this.hand = []; this.trick = []; this.ask(); });
      picker.append(this.radios("target", t.choose, [["hand", t.hand], ["trick", t.trick]],
                                this.target, (v) => { this.target = v; }),
                    this.deck, this.handHeading, this.handList, this.el("h3", { text: t.trick }),
                    this.trickList, reset);
    }

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
      picker.append(this.el("p", { class: "note", text: t.pickPlays }), this.deck,
        this.el("label", { for: id("plays"), text: t.plays }), this.playsBox,
        this.el("label", { for: id("hands"), text: t.hands }), hands, leader,
        ...game.round_inputs.map((input) => this.roundInput(input, seats)), this.extraNote,
        this.el("div", { class: "controls" }, check, example, reset));
    }

    // One input per field the API lists for the round check (a talon, a trump card, a seat);
    // its value stays in this.round.inputs across rebuilds.
    roundInput(input, seats) {
      const label = this.t.inputs[input.name] || input.name;
      const value = this.round.inputs[input.name] || "";
      if (input.kind === "seat") {
        const choices = input.required ? seats : [["", this.t.noSeat], ...seats];
        return this.select(`round-${input.name}`, label, choices, value,
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
    }

    // The listed inputs' non-empty values as the round check's body fields.
    roundInputsBody() {
      const body = {};
      for (const input of this.games[this.game].round_inputs) {
        const value = this.round.inputs[input.name] || "";
        if (input.kind === "cards" && codes(value).length) body[input.name] = codes(value);
        else if (input.kind === "card" && value.trim()) body[input.name] = value.trim();
        else if (input.kind === "seat" && value !== "") body[input.name] = Number(value);
      }
      return body;
    }

    showExtra() {
      const names = Object.keys(this.round.extra);
      this.extraNote.textContent = names.length ? `${this.t.extra} ${names.join(", ")}` : "";
    }

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

    toggle(code) {
      const game = this.games[this.game];
      if (this.view === "round") {
        const plays = this.round.plays;
        const at = plays.indexOf(code);
        if (at >= 0) plays.splice(at, 1);
        else if (plays.length < game.players * game.hand_size) plays.push(code);
        this.playsBox.value = plays.join(" ");
        this.ask();
        return;
      }
      if (this.hand.includes(code)) this.hand = this.hand.filter((c) => c !== code);
      else if (this.trick.includes(code)) this.trick = this.trick.filter((c) => c !== code);
      else {
        const list = this.target === "hand" ? this.hand : this.trick;
        const limit = this.target === "hand" ? game.hand_size : game.players;
        if (list.length >= limit) { this.say(this.t.full); return; }
        list.push(code);
      }
      this.ask();
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
        if (this.view === "round") {
          const at = this.round.plays.indexOf(code);
          if (at >= 0) { place = "played"; badge = `${t.badgePlayed}${at + 1}`; label += ` (${t.played} ${at + 1})`; }
        } else if (this.hand.includes(code)) {
          place = "hand"; badge = t.badgeHand; label += ` (${t.inHand})`;
        } else if (this.trick.includes(code)) {
          place = "trick"; badge = `${t.badgeTrick} ${this.trick.indexOf(code) + 1}`; label += ` (${t.inTrick})`;
        }
        if (place) button.dataset.in = place;
        else delete button.dataset.in;
        button.querySelector(".badge").textContent = badge;
        button.setAttribute("aria-pressed", place ? "true" : "false");
        button.setAttribute("aria-label", label);
      }
      const cards = [...this.deck.querySelectorAll(".card")];
      if (cards.filter((c) => c.tabIndex === 0).length !== 1) this.settleTabStop(cards, null);
      if (focused && this.deck.contains(focused)) focused.focus();
    }

    renderPicked(list, where) {
      const focusedCode = where.contains(this.shadowRoot.activeElement)
        ? this.shadowRoot.activeElement.dataset.code : null;
      where.replaceChildren(...list.map((code) => {
        const button = this.el("button", { type: "button", "data-code": code,
                                           "aria-label": `${this.name(code)}: ${this.t.remove}`,
                                           text: this.name(code) });
        button.addEventListener("click", () => this.toggle(code));
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
      this.markDeck();
      const request = ++this.requests;
      const parts = this.view === "round" ? await this.askRound() : await this.askTrick();
      if (request !== this.requests || !parts) return;
      this.answer.replaceChildren(this.el("h3", { id: `${this.uid}-answer`, text: this.t.answer }),
                                  ...parts.nodes);
      this.say(parts.summary, parts.error);
      this.postHeight();
    }

    async askTrick() {
      const t = this.t;
      const game = this.games[this.game];
      this.renderPicked(this.hand, this.handList);
      this.renderPicked(this.trick, this.trickList);
      const me = this.trick.length < game.players ? this.trick.length : null;
      this.handHeading.textContent = me === null ? t.hand : `${t.hand}: ${this.seatLabel(me)}`;
      const nodes = [];
      const summary = [];
      let error = false;
      let seats = null;
      const asked = this.contractQuery();
      if (this.trick.length) {
        const trick = await this.get(`/api/v1/${this.game}/trick?` +
          new URLSearchParams({ ...asked, trick: this.trick.join(",") }));
        if (trick.problem) return { nodes, summary: trick.problem, error: true };
        seats = this.el("ol", { class: "seats", "aria-label": t.trick }, ...trick.cards.map(
          (c, i) => this.el("li", { "data-card": c.card },
            this.el("span", { class: "who", text: `${this.seatLabel(i)}: ` }),
            `${this.name(c.card)} – ${c.points} ${t.points}`)));
        if (trick.complete) {
          const line = `${t.winner} ${this.seatLabel(trick.winner)} (${this.name(trick.winning_card)}): ${trick.points} ${t.points}.`;
          nodes.push(this.el("div", { class: "winner", "data-winner": trick.winning_card,
                                      "data-points": String(trick.points) },
            this.el("p", {}, this.el("strong", { text: line })),
            this.el("p", { text: trick.rule.explanation }),
            this.el("small", { text: `${t.rule} ${trick.rule.id}: ${trick.rule.title}` })));
          summary.push(line);
        } else {
          const line = `${t.incomplete} (${t.ofCards(trick.cards.length, game.players)}).`;
          // No winner yet: the card ahead so far, never "the trick goes to".
          nodes.push(this.el("p", { class: "incomplete", "data-complete": "false" },
            this.el("strong", { text: line }),
            ` ${t.ahead}: ${this.seatLabel(trick.winner)} (${this.name(trick.winning_card)}).`));
          summary.push(line);
        }
      }
      if (this.hand.length && me !== null) {
        const params = new URLSearchParams({ ...asked, ...this.options, hand: this.hand.join(",") });
        if (this.trick.length) params.set("trick", this.trick.join(","));
        const answer = await this.get(`/api/v1/${this.game}/legal-cards?${params}`);
        if (answer.problem) { summary.push(answer.problem); error = true; }
        else {
          nodes.push(this.verdicts(answer.cards));
          for (const assumption of answer.assumptions || []) {
            nodes.push(this.el("p", { class: "note", text: assumption.text }));
          }
          summary.unshift(t.legalOf(answer.legal.length, answer.cards.length));
        }
      } else if (this.hand.length) summary.push(t.completeNoHand);
      else summary.push(t.pickHand);
      if (seats) nodes.push(seats);  // the answer first, then the trick seat by seat
      return { nodes, summary: summary.join(" "), error };
    }

    verdicts(cards) {
      const t = this.t;
      return this.el("ul", { class: "verdicts" }, ...cards.map((c) => this.el(
        "li", { class: c.legal ? "legal" : "illegal", "data-card": c.card, "data-legal": String(c.legal) },
        this.el("span", { class: "tag", text: `${c.legal ? "✓" : "✗"} ${this.name(c.card)}: ${c.legal ? t.legal : t.illegal}. ` }),
        `${c.rule.explanation} `,
        this.el("small", { text: `(${t.rule} ${c.rule.id}: ${c.rule.title})` }))));
    }

    async askRound() {
      const t = this.t;
      const game = this.games[this.game];
      if (!this.round.plays.length) return { nodes: [], summary: t.pickPlays };
      const body = { ...this.round.extra, ...this.roundInputsBody(),
                     contract: game.contracts[this.contract].body,
                     leader: this.round.leader, plays: this.round.plays, lang: this.language,
                     deck: this.deckName };
      if (game.rulesets.length > 1) body.ruleset = this.ruleset;
      const hands = this.round.hands.split("\n").map(codes).filter((h) => h.length);
      if (hands.length) body.hands = hands;
      const answer = await this.get(`/api/v1/${this.game}/rounds/check`, body);
      if (answer.problem) return { nodes: [], summary: answer.problem, error: true };
      const seat = (s) => this.roundSeat(s);
      const nodes = [];
      const revoke = answer.first_revoke;
      nodes.push(revoke
        ? this.el("p", { class: "revoke-note", "data-index": String(revoke.index) },
          this.el("strong", { text: `${t.firstRevoke}: ${t.play} ${revoke.index + 1}, ${seat(revoke.seat)}, ${this.name(revoke.card)}. ` }),
          revoke.rule.explanation)
        : this.el("p", { class: "note", text: t.noRevoke }));
      nodes.push(this.el("ol", { class: "verdicts" }, ...answer.plays.map((p) => this.el(
        "li", { class: p.legal ? "legal" : "illegal", "data-index": String(p.index),
                "data-card": p.card, "data-legal": String(p.legal) },
        this.el("span", { class: "tag", text: `${p.legal ? "✓" : "✗"} ${t.play} ${p.index + 1} (${t.trickNo} ${p.trick}), ${seat(p.seat)}: ${this.name(p.card)} – ${p.legal ? t.legal : t.illegal}. ` }),
        `${p.rule.explanation} `, this.el("small", { text: `(${t.rule} ${p.rule.id}: ${p.rule.title})` })))));
      nodes.push(this.el("ol", { class: "tricks", "aria-label": t.trickNo }, ...answer.tricks.map(
        (k) => this.el("li", { "data-winner": k.winning_card, "data-points": String(k.points) },
          `${t.trickNo} ${k.number}: ${t.winner} ${seat(k.winner)} (${this.name(k.winning_card)}), ${k.points} ${t.points}. `,
          this.el("small", { text: `${t.running}: ${(k.running.parties || k.running.seats).join(" : ")}` })))));
      if (answer.next) {
        nodes.push(this.el("h3", { text: `${t.next}: ${seat(answer.next.seat)}` }),
                   this.verdicts(answer.next.cards));
      }
      return { nodes, summary: t.roundSummary(answer.plays.length, answer.revokes.length) };
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

  if (!customElements.get("stichfest-checker")) {
    customElements.define("stichfest-checker", StichfestChecker);
  }
})();
