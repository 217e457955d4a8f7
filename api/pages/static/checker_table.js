// The checker as a card table (part of embed.js; api/embed.py puts the parts together): the
// menus folded into one line that opens, the deck as a picker sheet, and in the bar the table:
// the trick's cards above the hand's, each hand card with the API's verdict, the winning card
// marked. Methods of StichfestChecker.
const TABLE_VIEW = {
  // The menus inside one line (game and contract named) that opens; open where there is room.
  fold(...children) {
    const t = this.t;
    if (this.foldOpen === undefined) this.foldOpen = (this.clientWidth || window.innerWidth) >= 832;
    this.foldLine = this.el("span", { class: "fold-line" });
    const fold = this.el("details", { class: "fold" },
      this.el("summary", {}, this.el("span", { class: "fold-label", text: `${t.settings}${t.colon}` }),
              this.foldLine), ...children);
    fold.open = this.foldOpen;
    fold.addEventListener("toggle", () => { this.foldOpen = fold.open; this.postHeight(); });
    this.showFold();
    return fold;
  },

  // The folded line names what the answers use: the game, the contract and the options' values.
  showFold() {
    if (!this.foldLine) return;
    const game = this.games[this.game];
    const contract = game.contracts[this.contract];
    const parts = [game.names[this.language], contract.deck_names[this.deckName][this.language]];
    if (this.view === "trick") {
      for (const option of game.options) {
        const value = option.values.find((v) => v.value === this.options[option.name]);
        if (value) parts.push(value.names[this.language]);
      }
    }
    this.foldLine.textContent = parts.join(" · ");
  },

  cardSrc(code) {
    return `${API}/api/v1/${this.game}/cards/${encodeURIComponent(code)}.svg?` +
      new URLSearchParams({ deck: this.deckName, lang: this.language });
  },

  // The sheet's handle: shows or hides the deck, so that the table is in reach on a phone.
  // Opened, the focus goes to the deck's card in the tab order; Escape in the deck closes it
  // and gives the focus back to the handle.
  sheetToggle() {
    const button = this.el("button", { type: "button", class: "action sheet-toggle",
                                       "aria-controls": `${this.uid}-deck` });
    const show = () => {
      this.deck.hidden = Boolean(this.sheetClosed);
      button.setAttribute("aria-expanded", this.sheetClosed ? "false" : "true");
      button.textContent = this.sheetClosed ? this.t.showCards : this.t.hideCards;
    };
    const set = (closed) => { this.sheetClosed = closed; show(); this.postHeight(); };
    button.addEventListener("click", () => {
      set(!this.sheetClosed);
      if (!this.sheetClosed) (this.deck.querySelector("button.card[tabindex='0']") || button).focus();
    });
    this.deck.addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      set(true);
      button.focus();
    });
    this.deck.id = `${this.uid}-deck`;
    show();
    return button;
  },

  // The picker sheet and the bar with the table, as one block: on a phone it stays at the
  // bottom of the screen over the page (sticky: in the frame, which has no scroll of its own,
  // it stays in its place), so the cards open over the table wherever the visitor reads.
  dock(head) {
    return this.el("div", { class: "dock" }, head, this.deck, this.now);
  },

  // The table in the bar, drawn for the eye only (the deck's cards and the lists below say it
  // in words): the trick's cards in playing order, the winner's marked, and the hand's cards,
  // each with its verdict (a tick, or a cross and dimmed).
  renderFelt(marks, wonAt) {
    if (!this.felt) return;
    const card = (code, attrs, mark) => this.el("span", { class: "felt-card", "data-code": code, ...attrs },
      this.el("img", { alt: "", src: this.cardSrc(code), width: "200", height: "300" }),
      this.el("span", { class: "felt-mark", text: mark }));
    const trick = this.trick.map((code, i) => (i === wonAt
      ? card(code, { "data-won": "true" }, "★") : card(code, {}, "")));
    const hand = this.hand.map((code) => {
      const legal = marks && code in marks ? marks[code] : null;
      return legal === null ? card(code, {}, "")
        : card(code, { "data-legal": String(legal) }, legal ? "✓" : "✗");
    });
    this.felt.replaceChildren(this.el("span", { class: "felt-trick" }, ...trick),
                              this.el("span", { class: "felt-hand" }, ...hand));
  },
};
