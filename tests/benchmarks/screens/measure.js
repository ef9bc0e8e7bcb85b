// Ground truth of one rendered screen, read from the DOM at the moment of its screenshot (injected into every
// page). Every marked identifier (.pii) on screen: its character boxes in CSS pixels (= video pixels at device
// scale 1) and whether all of them are shown (inside the panes that clip them and not under a menu, a sticky
// header or a pop-up); every other shown word with its box and whether it shares a line, cell or block with an
// identifier. Characters that meet an overlay are hit-tested (elementFromPoint); the rest need no hit test.
"use strict";
(() => {
  const OVERLAYS = ".dropdown, .opts, .results, .toast, th";
  const range = document.createRange();
  const rectOf = (node, a, b) => {
    range.setStart(node, a); range.setEnd(node, b);
    const rs = range.getClientRects();
    return rs.length ? rs[0] : null;
  };
  const textNodes = (root) => {
    const w = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const out = [];
    for (let n = w.nextNode(); n; n = w.nextNode()) out.push(n);
    return out;
  };
  const onScreen = (r) => r.width > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  // The part of the viewport where an element's content can show: its scrolling and clipping ancestors cut it.
  const clips = new Map();
  const clipOf = (el) => {
    if (!el || el === document.documentElement) return [0, 0, innerWidth, innerHeight];
    if (clips.has(el)) return clips.get(el);
    let c = clipOf(el.parentElement);
    const st = getComputedStyle(el);
    if (st.overflowX !== "visible" || st.overflowY !== "visible") {
      const r = el.getBoundingClientRect();
      c = [Math.max(c[0], r.left + el.clientLeft), Math.max(c[1], r.top + el.clientTop),
           Math.min(c[2], r.left + el.clientLeft + el.clientWidth), Math.min(c[3], r.top + el.clientTop + el.clientHeight)];
    }
    clips.set(el, c);
    return c;
  };
  const inside = (r, c) => r.left >= c[0] - 0.5 && r.top >= c[1] - 0.5 && r.right <= c[2] + 0.5 && r.bottom <= c[3] + 0.5;
  let overlays = [];
  const hits = (el, x, y) => {
    const h = document.elementFromPoint(x, y);
    return !!h && (h === el || el.contains(h));
  };
  // Shown: inside its clip, and where it meets an overlay, the overlay is not on top of it.
  const shown = (el, r, clip, fracs) => {
    if (!inside(r, clip)) return false;
    if (!overlays.some((o) => meets(o, r))) return true;
    return fracs.every((f) => hits(el, (r.left + r.right) / 2, r.top + f * (r.bottom - r.top)));
  };

  function identifier(el) {
    const text = el.textContent;
    let start, end;
    if (el.dataset.v !== undefined) {
      start = text.indexOf(el.dataset.v);
      if (start < 0) return null;  // typed, not complete yet
      end = start + el.dataset.v.length;
    } else {
      start = text.length - text.trimStart().length;
      end = text.trimEnd().length;
    }
    const boxes = [];
    let off = 0, total = 0;
    for (const node of textNodes(el)) {
      const s = node.data;
      const clip = clipOf(node.parentElement);
      for (let i = 0; i < s.length; i++) {
        const at = off + i;
        if (at < start || at >= end || /\s/.test(s[i])) continue;
        total++;
        const r = rectOf(node, i, i + 1);
        if (r && r.width > 0.5 && shown(el, r, clip, [0.15, 0.5, 0.85])) boxes.push([r.left, r.top, r.right, r.bottom]);
      }
      off += s.length;
    }
    if (!boxes.length) return null;
    return { id: el.dataset.id || "", k: el.dataset.k, v: text.slice(start, end), full: boxes.length === total, c: boxes };
  }

  function words() {
    const out = [];
    for (const node of textNodes(document.body)) {
      const el = node.parentElement;
      if (!el || el.closest(".pii, [data-k], script, style")) continue;
      if (!onScreen(el.getBoundingClientRect())) continue;
      const block = el.closest("td, p, li, pre, div");
      const near = !!(block && block.querySelector(".pii"));
      const clip = clipOf(el);
      for (const m of node.data.matchAll(/\S+/g)) {
        const r = rectOf(node, m.index, m.index + m[0].length);
        if (!r || r.width < 1 || !shown(el, r, clip, [0.5])) continue;
        out.push([m[0], near ? 1 : 0, r.left, r.top, r.right, r.bottom]);
      }
    }
    return out;
  }

  window.__rigMeasure = () => {
    clips.clear();
    overlays = Array.from(document.querySelectorAll(OVERLAYS)).map((e) => e.getBoundingClientRect()).filter(onScreen);
    const ids = [];
    for (const el of document.querySelectorAll(".pii")) {
      if (!onScreen(el.getBoundingClientRect())) continue;
      const got = identifier(el);
      if (got) ids.push(got);
    }
    // one string: the driver's protocol serialises nested arrays value by value, which costs seconds here
    return JSON.stringify({ ids, words: words() });
  };

  // The accessibility snapshot a recorder logs at a press: visible controls and texts with their boxes.
  window.__rigAx = () => {
    const roles = [["a", "AXLink"], [".btn, .tab, .m, .folder, .s", "AXButton"], ["[contenteditable], .field", "AXTextField"],
                   [".rows tr", "AXRow"], ["td", "AXCell"], [".it, .opt, .f", "AXMenuItem"], ["h1, h2, h3", "AXHeading"]];
    const out = [];
    for (const el of document.querySelectorAll("a, .btn, .tab, .m, .folder, .s, .field, [contenteditable], .rows tr, .it, .opt, .f, h1, h2, h3, .who, .acct .n")) {
      const r = el.getBoundingClientRect();
      if (!onScreen(r) || r.height < 1) continue;
      const role = (roles.find(([s]) => el.matches(s)) || ["", "AXStaticText"])[1];
      const name = (el.getAttribute("aria-label") || el.innerText || "").trim().replace(/\s+/g, " ").slice(0, 160);
      out.push({ role, name, x: r.left, y: r.top, w: r.width, h: r.height });
      if (out.length >= 250) break;
    }
    return out;
  };
})();
