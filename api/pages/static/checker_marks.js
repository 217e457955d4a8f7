// The marks on the cards (part of embed.js; api/embed.py puts the parts together): where
// each card lies, the API's verdicts and a trick's winner, on the cards and in their names;
// one tab stop per group of cards. Methods of StichfestChecker.
const MARKS_VIEW = {
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
  },

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
  },

  // A complete trick's winning card, marked where it lies in the deck (null: none).
  markWinner(code) {
    for (const button of this.deck.querySelectorAll(".card")) {
      if (button.dataset.code !== code) { delete button.dataset.won; continue; }
      button.dataset.won = "true";
      button.querySelector(".mark").textContent = "★";
      button.setAttribute("aria-label", `${button.baseLabel}${this.t.colon}${this.t.wins}`);
    }
  },

  placedLists() { return this.view === "round" ? [this.round.plays] : [this.hand, this.trick]; },

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
  },

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
  },

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
  },

  focusItem(items, index) {
    for (const [i, item] of items.entries()) item.tabIndex = i === index ? 0 : -1;
    items[index].focus();
  },

  // Keeps exactly one item of a group in the tab order, preferably the one that had it.
  settleTabStop(items, wanted) {
    if (!items.length) return;
    const keep = items.findIndex((item) => item.dataset.code === wanted);
    for (const [i, item] of items.entries()) item.tabIndex = i === Math.max(keep, 0) ? 0 : -1;
  },

  // How often a card lies in the lists (a deck of several copies may hold it more than once).
  count(code, ...lists) { return lists.reduce((n, list) => n + list.filter((c) => c === code).length, 0); },
};
