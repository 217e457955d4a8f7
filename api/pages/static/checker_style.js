// The checker's style, inside its shadow root (part of embed.js; api/embed.py puts the
// parts together). A site sets its colours and font with the custom properties below
// (documented in the README); each falls back to the checker's own, light or dark as the
// visitor's system prefers unless the element's ``theme`` attribute says which. Text is only
// ever drawn in the text colour on the background (or the bar's colour): a club's two
// colours at AA contrast keep every text at AA; the other colours draw lines and marks.
const COLOURS = {
  light: { color: "#1b1b1b", background: "#fbfaf6", border: "#6f6a5e", accent: "#a34700",
           legal: "#2e7d32", illegal: "#c62828", hand: "#0d47a1", trick: "#6a1b9a", winner: "#8d6e00" },
  dark: { color: "#ecebe6", background: "#1c1f1d", border: "#9a958a", accent: "#ffb26b",
          legal: "#66bb6a", illegal: "#ef6f6c", hand: "#64b5f6", trick: "#ce93d8", winner: "#ffd54f" },
};
// The internal names (--sf-*) read the host's property, else the theme's default.
const palette = (theme) => {
  const c = COLOURS[theme];
  return `color-scheme: ${theme};
    --sf-fg: var(--stichfest-color, ${c.color});
    --sf-bg: var(--stichfest-background, ${c.background});
    --sf-bar: var(--stichfest-bar, var(--stichfest-background, ${c.background}));
    --sf-line: var(--stichfest-border, ${c.border});
    --sf-accent: var(--stichfest-accent, ${c.accent});
    --sf-legal: var(--stichfest-legal, ${c.legal});
    --sf-illegal: var(--stichfest-illegal, ${c.illegal});
    --sf-hand: var(--stichfest-hand, ${c.hand});
    --sf-trick: var(--stichfest-trick, ${c.trick});
    --sf-winner: var(--stichfest-winner, ${c.winner});`;
};
const STYLE = `
  :host { display: block; max-width: 60rem; ${palette("light")}
          font: var(--stichfest-font-size, 16px)/1.45 var(--stichfest-font, system-ui, sans-serif);
          color: var(--sf-fg); }
  @media (prefers-color-scheme: dark) { :host(:not([theme=light])) { ${palette("dark")} } }
  :host([theme=dark]) { ${palette("dark")} }
  .box { border: 1px solid var(--sf-line); border-radius: 12px; padding: 12px;
         background: var(--sf-bg); color: var(--sf-fg); overflow-wrap: anywhere; }
  h2 { font-size: 1.2rem; margin: 0 0 8px; }
  h3 { font-size: 1rem; margin: 12px 0 4px; }
  a { color: inherit; }
  .controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; }
  .controls > * { min-width: 0; max-width: 100%; }
  label, legend { font-weight: 600; font-size: .9rem; }
  select, button, textarea, input { font: inherit; color: var(--sf-fg); }
  select, textarea, input[type=text] { background: var(--sf-bar); border: 1px solid var(--sf-line);
                                       border-radius: 6px; }
  option { background: var(--sf-bar); color: var(--sf-fg); }
  input[type=radio] { accent-color: var(--sf-accent); }
  input[type=text] { display: block; width: 100%; box-sizing: border-box; min-height: 44px; }
  select { display: block; min-height: 44px; max-width: 100%; text-overflow: ellipsis; padding: 0 6px; }
  textarea { display: block; width: 100%; box-sizing: border-box; min-height: 4.5rem; }
  fieldset { border: 0; padding: 0; margin: 8px 0 0; display: flex; gap: 4px 12px;
             flex-wrap: wrap; }
  fieldset label { font-weight: 400; min-height: 44px; display: inline-flex;
                   align-items: center; gap: 6px; }
  .layout { display: grid; gap: 12px; }
  .layout > * { min-width: 0; }
  @media (min-width: 52rem) { .layout { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
  .deck { display: grid; grid-template-columns: repeat(auto-fill, minmax(48px, 1fr));
          gap: 4px; margin: 10px 0; position: relative; }
  .deck[hidden] { display: none; }
  /* Where there is room the sheet and the bar are in the page's flow, the bar sticky. */
  .dock { display: contents; }
  /* A phone: the deck is a sheet that scrolls in itself, its cards 44 px wide at least; with
     its handle and the bar it is one block held at the screen's bottom over the page, as high
     as the screen leaves room for, so that sheet and table are on one screen (the frame sizes
     itself to its content: no screen height there, and no scroll of its own to stick to). */
  @media (max-width: 30rem) {
    .deck { grid-template-columns: repeat(auto-fill, minmax(44px, 1fr));
            max-height: clamp(7rem, calc(100dvh - 26rem), 18rem);
            overflow-y: auto; overscroll-behavior: contain; padding: 4px 6px 4px 4px; margin: 6px 0;
            border: 1px solid var(--sf-line); border-radius: 8px; }
    :host([post-height]) .deck { max-height: 18rem; }
    .dock { display: block; position: sticky; bottom: 0; z-index: 2; margin: 0 -4px;
            padding: 4px 4px 0; background: var(--sf-bg); border-radius: 8px; }
    .dock .now { position: static; }
  }
  /* The menus folded into one line that names the game and the contract. */
  .fold { margin: 0 0 8px; }
  .fold > summary { display: flex; align-items: center; gap: 6px; min-height: 44px; padding: 0 10px;
                    cursor: pointer; list-style: none; border: 1px solid var(--sf-line);
                    border-radius: 8px; background: var(--sf-bar); }
  .fold > summary::-webkit-details-marker { display: none; }
  .fold > summary::before { content: "▸"; }
  .fold[open] > summary::before { content: "▾"; }
  .fold[open] > summary { margin-bottom: 8px; }
  .fold-label { font-weight: 600; flex: 0 0 auto; }
  .fold-line { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .sheet-head { display: flex; flex-wrap: wrap; align-items: end; gap: 4px 12px; }
  .sheet-toggle { margin: 8px 0 0; }
  /* The bar under the deck keeps its height whatever it says: no tap moves a card. */
  /* Five lines (seven on a phone, in smaller type, where lines are short: the deck and the bar
     still fit a 320×568 screen): the last tap's verdict (up to three) or why a complete trick
     went where it went (up to five), and the status in the lines left. The phone test checks
     that nothing in it is cut short, in every game and language at 320, 360 and 1280 px. */
  .now { --lines: 5; position: sticky; bottom: 0; z-index: 1; box-sizing: border-box; display: flex;
         flex-direction: column; height: calc(var(--lines) * 1.45em + 14px + var(--felt, 0px)); overflow: hidden;
         margin: 0 0 8px; padding: 6px 8px; line-height: 1.45;
         border: 1px solid var(--sf-line); border-left: 6px solid var(--sf-line); border-radius: 8px;
         background: var(--sf-bar); }
  @media (max-width: 30rem) { .now { --lines: 7; font-size: .875rem; } }
  .now p { margin: 0; overflow: hidden; }
  /* The table in the bar: the trick's cards on a row of their own, the hand's under them
     (overlapping as a fan when they do not fit side by side). */
  .now.felted { --felt: 96px; }
  .felt { flex: 0 0 auto; display: flex; flex-direction: column; gap: 4px; height: 92px;
          margin: 0 0 4px; }
  .felt-trick, .felt-hand { display: flex; gap: 2px; height: 44px; min-width: 0; }
  .felt-trick { gap: 6px; }
  .felt-card { position: relative; flex: 0 1 30px; min-width: 12px; height: 44px; }
  .felt-trick .felt-card { flex: 0 0 30px; }
  .felt-card img { position: absolute; left: 0; top: 0; width: 29px; height: 44px; border-radius: 3px; }
  .felt-card[data-legal="true"] img { outline: 2px solid var(--sf-legal); outline-offset: -2px; }
  .felt-card[data-legal="false"] img { opacity: .45; }
  .felt-card[data-won] img { outline: 3px solid var(--sf-winner); outline-offset: 0; }
  .felt-mark { position: absolute; left: 0; top: 0; z-index: 1; min-width: 12px; font-size: 11px;
               font-weight: 700; line-height: 14px; text-align: center; border-radius: 2px;
               background: var(--sf-bar); color: var(--sf-fg); }
  .felt-mark:empty { display: none; }
  .now .last { flex: 0 0 auto; font-weight: 700; max-height: calc(3 * 1.45em); }
  .now .status { flex: 0 1 auto; min-height: 0; }
  /* Why a complete trick went where it went: a sentence of up to five lines, the winner's below. */
  .now .last.why { max-height: calc(5 * 1.45em); font-weight: 400; }
  .now:has(.last.legal) { border-left-color: var(--sf-legal); }
  .now:has(.last.illegal) { border-left-color: var(--sf-illegal); border-left-style: double; border-left-width: 8px; }
  .card { position: relative; padding: 2px; border: 2px solid transparent; border-radius: 8px;
          background: none; cursor: pointer; min-height: 44px; }
  /* The card's room is kept before its picture loads: nothing shifts when it arrives. */
  .card img { width: 100%; height: auto; aspect-ratio: 2 / 3; display: block; }
  .badge { display: none; position: absolute; left: 0; right: 0; bottom: 0; font-size: .7rem;
           font-weight: 700; line-height: 1.3; border-radius: 0 0 6px 6px;
           background: var(--sf-bar); color: var(--sf-fg); }
  .card[data-in] .badge { display: block; }
  .card[data-in="hand"] { border: 3px solid var(--sf-hand); }
  .card[data-in="hand"] .badge { border-top: 3px solid var(--sf-hand); }
  .card[data-in="trick"], .card[data-in="played"] { border: 3px dashed var(--sf-trick); }
  .card[data-in="trick"] .badge, .card[data-in="played"] .badge { border-top: 2px dashed var(--sf-trick); }
  /* The verdict on the card itself: a mark of its own shape (a round tick, a square cross),
     the card's name saying it to a screen reader, an illegal card dimmed. */
  .mark { display: none; position: absolute; top: -4px; right: -4px; z-index: 1; box-sizing: border-box;
          width: 22px; height: 22px; align-items: center; justify-content: center;
          font-size: 14px; font-weight: 700; line-height: 1; background: var(--sf-bar); color: var(--sf-fg); }
  .card[data-legal] .mark { display: flex; }
  .card[data-legal="true"] .mark { border: 3px solid var(--sf-legal); border-radius: 50%; }
  .card[data-legal="false"] .mark { border: 3px double var(--sf-illegal); border-radius: 2px; }
  .card[data-legal="true"] { box-shadow: 0 0 0 3px var(--sf-legal); }
  .card[data-legal="false"] img { opacity: .45; }
  .card[data-won] .mark { display: flex; border: 3px solid var(--sf-winner); border-radius: 4px; }
  .card[data-won] { box-shadow: 0 0 0 4px var(--sf-winner); }
  button:focus-visible, select:focus-visible, input:focus-visible, textarea:focus-visible {
    outline: 3px solid var(--sf-accent); outline-offset: 2px; }
  .picked { display: flex; flex-wrap: wrap; gap: 4px; min-height: 2rem; margin: 4px 0 8px;
            padding: 0; list-style: none; }
  .picked button, .action { border: 1px solid var(--sf-line); border-radius: 6px; background: var(--sf-bar);
                            padding: 4px 8px; min-height: 44px; cursor: pointer; }
  .picked button[data-legal="true"] { border: 3px solid var(--sf-legal); border-radius: 22px; }
  .picked button[data-legal="false"] { border: 3px double var(--sf-illegal); }
  .seats { list-style: none; padding: 0; margin: 4px 0; }
  .seats li { padding: 2px 0; }
  .seats .who { font-weight: 600; }
  .verdicts { list-style: none; padding: 0; margin: 0; }
  .verdicts li { border-left: 6px solid; padding: 4px 8px; margin: 4px 0; background: var(--sf-bar); }
  .verdicts li.legal { border-color: var(--sf-legal); }
  .verdicts li.illegal { border-color: var(--sf-illegal); border-left-style: double; border-left-width: 8px; }
  .verdicts li.open { border-left-style: dashed; }
  .tag { font-weight: 700; }
  .winner, .incomplete, .revoke-note { margin: 8px 0; padding: 8px; border-radius: 8px; background: var(--sf-bar); }
  .winner { border: 2px solid var(--sf-winner); }
  .incomplete { border: 1px dashed var(--sf-line); }
  .revoke-note { border: 2px solid var(--sf-illegal); }
  .status { min-height: 1.45em; }
  .error { border-left: 4px double var(--sf-illegal); padding-left: 6px; }
  .option-error { border: 2px solid var(--sf-illegal); }
  .note { font-size: .9rem; }
  .tricks { padding-left: 1.2rem; }
  .using { margin: 0 0 8px; font-size: .9rem; }
  .share { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; margin: 8px 0 0; }
  .share .link { flex: 1 1 100%; min-height: 44px; }
  /* The quiz: the trick on the table, the hand as larger cards; its bar grows with the rule. */
  .table { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0; margin: 4px 0; }
  .table li { width: 72px; font-size: .8rem; }
  .table img { width: 100%; height: auto; aspect-ratio: 2 / 3; display: block; }
  .quiz .deck { grid-template-columns: repeat(auto-fill, minmax(64px, 72px)); }
  .quiz .card[aria-pressed="true"] { outline: 3px solid var(--sf-accent); outline-offset: 3px; }
  .quiz .now { height: auto; min-height: calc(3 * 1.45em + 14px); position: static; }
  .quiz .now .last { max-height: none; }
  h4 { font-size: .95rem; margin: 10px 0 4px; }
  /* Until "copy link" is pressed the field is not there (input[type=text] sets a display). */
  .share .link[hidden] { display: none; }
`;
