// The checker's share row (part of embed.js; api/embed.py puts the parts together): the
// position as the API's permalink, shared, copied or left selected. Methods of StichfestChecker.
const SHARE_VIEW = {
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
  },

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
  },

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
  },

  canShare() {
    return Boolean(navigator.share && window.matchMedia("(pointer: coarse)").matches);
  },

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
  },
};
