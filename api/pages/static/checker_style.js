// The checker's style, inside its shadow root (part of embed.js; api/embed.py puts the
// parts together). A site sets its colours and font with the custom properties below
// (documented in the README); each falls back to the checker's own.
const STYLE = `
  :host { display: block; max-width: 60rem;
          font: var(--stichfest-font-size, 16px)/1.45 var(--stichfest-font, system-ui, sans-serif);
          color: var(--stichfest-color, #1b1b1b); }
  .box { border: 1px solid var(--stichfest-border, #8a8578); border-radius: 12px; padding: 12px;
         background: var(--stichfest-background, #fbfaf6); overflow-wrap: anywhere; }
  h2 { font-size: 1.2rem; margin: 0 0 8px; }
  h3 { font-size: 1rem; margin: 12px 0 4px; }
  .controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; }
  .controls > * { min-width: 0; max-width: 100%; }
  label, legend { font-weight: 600; font-size: .9rem; }
  select, button, textarea, input { font: inherit; color: inherit; }
  input[type=text] { display: block; width: 100%; box-sizing: border-box; min-height: 44px; }
  select { display: block; min-height: 44px; max-width: 100%; text-overflow: ellipsis; }
  textarea { display: block; width: 100%; box-sizing: border-box; min-height: 4.5rem; }
  fieldset { border: 0; padding: 0; margin: 8px 0 0; display: flex; gap: 4px 12px;
             flex-wrap: wrap; }
  fieldset label { font-weight: 400; min-height: 44px; display: inline-flex;
                   align-items: center; gap: 6px; }
  .layout { display: grid; gap: 12px; }
  .layout > * { min-width: 0; }
  @media (min-width: 52rem) { .layout { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
  .deck { display: grid; grid-template-columns: repeat(auto-fill, minmax(48px, 1fr));
          gap: 4px; margin: 10px 0; }
  /* A phone: smaller cards, so that the deck and the bar under it fit on one screen. */
  @media (max-width: 30rem) { .deck { grid-template-columns: repeat(auto-fill, minmax(40px, 1fr)); } }
  /* The bar under the deck keeps its height whatever it says: no tap moves a card. */
  /* Five lines (six on a phone, in smaller type, where lines are short: the deck and the bar
     still fit a 320×568 screen): the last tap's verdict (up to three) and the status in the
     lines left. The phone test checks that nothing in it is cut short, in every game and
     language at 320, 360 and 1280 px. */
  .now { --lines: 5; position: sticky; bottom: 0; z-index: 1; box-sizing: border-box; display: flex;
         flex-direction: column; height: calc(var(--lines) * 1.45em + 14px); overflow: hidden;
         margin: 0 0 8px; padding: 6px 8px; line-height: 1.45;
         border: 1px solid var(--stichfest-border, #8a8578); border-radius: 8px;
         background: var(--stichfest-bar, #fff); }
  @media (max-width: 30rem) { .now { --lines: 6; font-size: .875rem; } }
  .now p { margin: 0; overflow: hidden; }
  .now .last { flex: 0 0 auto; font-weight: 700; max-height: calc(3 * 1.45em); }
  .now .status { flex: 0 1 auto; min-height: 0; }
  .now .last.legal { color: #1b5e20; }
  .now .last.illegal { color: #b71c1c; }
  .card { position: relative; padding: 2px; border: 2px solid transparent; border-radius: 8px;
          background: none; cursor: pointer; min-height: 44px; }
  /* The card's room is kept before its picture loads: nothing shifts when it arrives. */
  .card img { width: 100%; height: auto; aspect-ratio: 2 / 3; display: block; }
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
    outline: 3px solid var(--stichfest-accent, #a34700); outline-offset: 2px; }
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
  .status { min-height: 1.45em; }
  .error { color: #b71c1c; }
  .note { font-size: .9rem; color: #4a4a4a; }
  .tricks { padding-left: 1.2rem; }
  .using { margin: 0 0 8px; font-size: .9rem; }
  .using a { color: inherit; }
  .share { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; margin: 8px 0 0; }
  .share .link { flex: 1 1 100%; min-height: 44px; }
  /* Until "copy link" is pressed the field is not there (input[type=text] sets a display). */
  .share .link[hidden] { display: none; }
`;
