// The snippet builder (/api/v1/embed/builder): writes the snippet from the form and shows the
// snippet's own markup as the preview, so what a club copies is what it saw.
(() => {
  "use strict";
  const data = JSON.parse(document.getElementById("builder-data").textContent);
  const form = document.getElementById("builder");
  const out = document.getElementById("snippet");
  const preview = document.getElementById("preview");
  const status = document.getElementById("copy-status");
  const pageLang = document.documentElement.lang;
  const field = (name) => form.elements.namedItem(name);
  let games = {};

  // As the templates escape a value (the README's snippets come from them).
  const esc = (value) => String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;")
    .replace(/>/g, "&gt;").replace(/"/g, "&#34;").replace(/'/g, "&#39;");
  // A URL parameter as the README writes one: card lists and contracts stay readable.
  const param = (value) => encodeURIComponent(value).replace(/%3A/gi, ":").replace(/%2C/gi, ",");
  const cards = (name) => field(name).value.replace(/\s+/g, "");

  // The options chosen, in the order the README names them; the defaults are left out.
  function options() {
    const game = games[field("game").value];
    const chosen = [];
    const contract = game && game.contracts[Number(field("contract").value)];
    if (field("contract").value !== "" && contract) {
      chosen.push(["contract", contract.slug]);
      if (contract.tout) chosen.push(["tout", "true"]);
    }
    for (const name of ["hand", "trick"]) if (cards(name)) chosen.push([name, cards(name)]);
    if (field("theme").value) chosen.push(["theme", field("theme").value]);
    return chosen;
  }

  function colours() {
    if (!field("own").checked || style() !== "element") return "";
    return [...form.querySelectorAll("input[type=color]")].map((input) => `${input.name}: ${input.value}`).join("; ");
  }

  const style = () => form.querySelector("input[name=style]:checked").value;

  function snippet() {
    const lang = field("lang").value;
    const game = field("game").value;
    if (style() === "frame") {
      const src = `${data.base}/api/v1/embed?lang=${lang}&game=${game}` +
        options().map(([k, v]) => `&${k}=${param(v)}`).join("");
      return `<iframe class="stichfest" src="${esc(src)}" title="${esc(data.titles[lang])}" allow="clipboard-write; web-share" width="100%" height="760" style="border:0;display:block"></iframe>\n<script>${data.hostLines}</script>`;
    }
    const own = colours();
    const attributes = options().map(([k, v]) => ` ${k}="${esc(v)}"`).join("") + (own ? ` style="${esc(own)}"` : "");
    return `<script src="${esc(data.base)}/api/v1/embed.js" defer></script>\n<stichfest-checker lang="${esc(lang)}" game="${esc(game)}"${attributes}></stichfest-checker>`;
  }

  // The preview is the snippet's markup itself; its scripts are this page's already (the
  // element's script, and the frame's sizing lines below).
  function show() {
    const text = snippet();
    out.value = text;
    const parsed = new DOMParser().parseFromString(text, "text/html");
    const nodes = [...parsed.body.childNodes].filter((node) => node.nodeName !== "SCRIPT");
    preview.replaceChildren(...nodes.map((node) => document.importNode(node, true)));
    const frameStyle = style() === "frame";
    for (const input of form.querySelectorAll("input[type=color]")) input.disabled = frameStyle || !field("own").checked;
    field("own").disabled = frameStyle;
    status.textContent = "";
  }

  addEventListener("message", (event) => {
    if (event.origin !== data.origin || !event.data || event.data.type !== "stichfest:height") return;
    for (const frame of preview.querySelectorAll("iframe.stichfest")) {
      if (frame.contentWindow === event.source) frame.style.height = Math.ceil(Number(event.data.height)) + "px";
    }
  });

  function fillContracts() {
    const game = games[field("game").value];
    const select = field("contract");
    const first = select.options[0];
    const deck = (game.default_decks && game.default_decks[field("lang").value]) || game.decks[0];
    select.replaceChildren(first, ...game.contracts.map((contract, index) => {
      const names = (contract.deck_names && contract.deck_names[deck]) || contract.names;
      return new Option(names[pageLang], String(index));
    }));
  }

  let typing = null;
  form.addEventListener("input", (event) => {
    if (event.target.type !== "text") return;
    clearTimeout(typing);
    typing = setTimeout(show, 400);  // a frame reloads on each change: not on each key
  });
  form.addEventListener("change", (event) => {
    if (event.target.type === "text") return;
    if (["game", "lang"].includes(event.target.name)) {
      if (event.target.name === "game") { field("hand").value = ""; field("trick").value = ""; }
      const kept = field("contract").value;
      fillContracts();
      if (event.target.name === "lang") field("contract").value = kept;
    }
    show();
  });
  form.addEventListener("submit", (event) => event.preventDefault());

  document.getElementById("copy").addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(out.value);
      status.textContent = status.dataset.copied;
    } catch {
      out.focus();
      out.select();
      status.textContent = document.execCommand("copy") ? status.dataset.copied : status.dataset.failed;
    }
  });

  fetch("/api/v1/games").then((response) => response.json()).then((listed) => {
    games = Object.fromEntries(listed.games.map((game) => [game.id, game]));
    field("game").replaceChildren(...listed.games.map((game) => new Option(game.names[pageLang], game.id, false, game.id === data.game)));
    fillContracts();
    form.dataset.ready = "true";
    show();
  });
  show();
})();
