// One recording's review page: the step timeline and one step at a time (frames with the action drawn on
// them, the exported call, the prompt, flags, raw event lines). Data comes from the JSON block of the page;
// every text goes through textContent, never innerHTML (recordings hold arbitrary human text).
(function () {
  "use strict";
  const D = JSON.parse(document.getElementById("data").textContent);
  const steps = D.steps;
  const W = D.size[0] || 1;
  const H = D.size[1] || 1;
  const NS = "http://www.w3.org/2000/svg";
  const KNOWN_BOOL = new Set(["sample_eligible"]);
  const $ = (id) => document.getElementById(id);

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function sv(tag, attrs) {
    const e = document.createElementNS(NS, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    return e;
  }
  const show = (v) => (typeof v === "object" ? JSON.stringify(v) : String(v));

  // flags: the flags list, plus any boolean column set to true (columns added later show up here)
  function flagsOf(r) {
    const f = (r.flags || []).slice();
    for (const k in r) if (r[k] === true && !KNOWN_BOOL.has(k)) f.push(k);
    return f;
  }

  function summary(r) {
    const k = r.tool_action || r.kind;
    if (r.text !== undefined) return k + ' "' + r.text + '"';
    if (r.keys) return k + " " + r.keys.join("+");
    // a drag: start → end, the end being the point its call names
    if (r.ru_x2 !== undefined) return k + " (" + r.ru_x + "," + r.ru_y + ") → (" + r.ru_x2 + "," + r.ru_y2 + ")";
    if (r.ru_x !== undefined) return k + " (" + r.ru_x + "," + r.ru_y + ")";
    return k;
  }

  function caption(r) {
    const mods = r.modifiers && r.modifiers.length ? " with " + r.modifiers.join("+") : "";
    switch (r.kind) {
      case "type":
        return "type: " + (r.text || "");
      case "key":
      case "hotkey":
      case "modifier":
        return "keys: " + (r.keys || []).join(" + ");
      case "wait":
        return "wait" + (r.duration_ms !== undefined ? " " + r.duration_ms + " ms" : "");
      case "terminate":
        return "terminate: " + (r.status || "");
      case "scroll": {
        const p = [];
        if (r.scroll_dy) p.push((r.scroll_dy > 0 ? "down " : "up ") + Math.abs(r.scroll_dy));
        if (r.scroll_dx) p.push((r.scroll_dx > 0 ? "right " : "left ") + Math.abs(r.scroll_dx));
        return "scroll " + p.join(", ") + mods;
      }
      case "click":
        return (r.button || "left") + " click" + (r.click_count > 1 ? " ×" + r.click_count : "") + mods;
      case "drag":
        return (r.button || "left") + " drag" + mods;
      default:
        return r.kind + mods;
    }
  }

  // The action in video pixels over the frame: click marker, drag arrow start->end, scroll direction,
  // move from the cursor's position; dashed on the post-action frame.
  function overlay(r, which) {
    const svg = sv("svg", {viewBox: "0 0 " + W + " " + H, preserveAspectRatio: "none", "data-which": which});
    const color = which === "pre" ? "#ff2d2d" : "#ffb000";
    const sw = Math.max(2, Math.min(W, H) / 160);
    const rad = Math.max(8, Math.min(W, H) / 28);
    const id = "ah-" + which;
    const marker = sv("marker", {id: id, viewBox: "0 0 10 10", refX: "8", refY: "5", markerWidth: "5",
      markerHeight: "5", orient: "auto-start-reverse"});
    marker.appendChild(sv("path", {d: "M0,0L10,5L0,10z", fill: color}));
    const defs = sv("defs", {});
    defs.appendChild(marker);
    svg.appendChild(defs);
    const style = {stroke: color, "stroke-width": sw, fill: "none"};
    if (which === "post") style["stroke-dasharray"] = sw * 3 + " " + sw * 2;
    const line = (x1, y1, x2, y2, cls) => svg.appendChild(sv("line", Object.assign(
      {x1: x1, y1: y1, x2: x2, y2: y2, "marker-end": "url(#" + id + ")", class: cls}, style)));
    const mark = (x, y, cls) => {
      svg.appendChild(sv("circle", Object.assign({cx: x, cy: y, r: rad, class: cls}, style)));
      svg.appendChild(sv("circle", {cx: x, cy: y, r: sw, fill: color}));
    };
    // the target element(s) the hit-test found (tasks/targets.py), in green: a drag has one at each end
    for (const t of [r.target, r.target_end]) {
      if (!t || !t.box_px) continue;
      const b = t.box_px;
      svg.appendChild(sv("rect", Object.assign({x: b[0], y: b[1], width: b[2] - b[0] + 1, height: b[3] - b[1] + 1,
        class: "target-box"}, style, {stroke: "#22c55e"})));
    }
    const has = r.px !== undefined && r.py !== undefined;
    if (!has) return svg;
    if (r.kind === "drag" && r.px2 !== undefined) {
      mark(r.px, r.py, "drag-start");
      line(r.px, r.py, r.px2, r.py2, "drag-arrow");
    } else if (r.kind === "scroll") {
      mark(r.px, r.py, "scroll-at");
      const L = Math.min(W, H) / 6;
      const dx = Math.sign(r.scroll_dx || 0);
      const dy = Math.sign(r.scroll_dy || 0);
      if (dx || dy) line(r.px, r.py, r.px + dx * L, r.py + dy * L, "scroll-arrow");
    } else if (r.kind === "mouse_move") {
      mark(r.px, r.py, "move-to");
      const s = D.recording.scale || 1;
      if (r.cursor_x !== undefined && (r.cursor_x * s !== r.px || r.cursor_y * s !== r.py)) {
        line(r.cursor_x * s, r.cursor_y * s, r.px, r.py, "move-arrow");
      }
    } else {
      mark(r.px, r.py, "click-at");
      if (r.px2 !== undefined) mark(r.px2, r.py2, "second-point");
    }
    return svg;
  }

  function frame(s, which) {
    const fig = el("figure", {id: which});
    const pts = s.row[which + "_frame_pts_ms"];
    fig.appendChild(el("figcaption", {}, (which === "pre" ? "before" : "after") +
      (pts !== undefined ? " — frame at " + pts.toFixed(1) + " ms of video" : "")));
    const box = el("div", {class: "frame"});
    if (s[which]) {
      const img = el("img", {src: s[which], alt: which + "-action frame", decoding: "async"});
      const svg = overlay(s.row, which);
      if (!D.size[0]) {  // video size unknown (frames delivered without a video): the image's own size
        img.addEventListener("load", () => svg.setAttribute("viewBox", "0 0 " + img.naturalWidth + " " + img.naturalHeight));
      }
      box.appendChild(img);
      box.appendChild(svg);
    } else {
      const why = s.row.flags ? " (" + s.row.flags.join(", ") + ")" : "";
      box.appendChild(el("div", {class: "noimg"}, "no " + which + "-action frame" + why));
    }
    box.appendChild(el("div", {class: "cap"}, caption(s.row)));
    fig.appendChild(box);
    const red = s[which + "_redactions"];
    if (red) fig.appendChild(el("div", {class: "redactions"}, "redacted in this frame: " + red.join(", ")));
    return fig;
  }

  function kvTable(obj, skip) {
    const dl = el("dl", {class: "kv"});
    for (const k of Object.keys(obj)) {
      if (skip && skip.has(k)) continue;
      dl.appendChild(el("dt", {}, k));
      dl.appendChild(el("dd", {}, show(obj[k])));
    }
    return dl;
  }

  // rows: [line_no, t_ms, kind, step_index, ignore_reason, duplicate, raw] or a gap [null, count, from, to]
  function eventsTable(s) {
    const t = el("table", {class: "ev", id: "events"});
    const hr = el("tr", {});
    for (const h of ["line", "t_ms", "kind", "consumed by / ignored", "raw line"]) hr.appendChild(el("th", {}, h));
    t.appendChild(hr);
    for (const e of s.events || []) {
      const tr = el("tr", {});
      if (e[0] === null) {
        tr.className = "gap";
        tr.appendChild(el("td", {colspan: "5"}, "… " + e[1] + " more lines (" + e[2] + "–" + e[3] + ") not shown"));
        t.appendChild(tr);
        continue;
      }
      const mine = e[3] === s.row.step_index;
      if (!mine) tr.className = "other";
      const who = mine ? "this step" : e[3] !== null && e[3] !== undefined ? "step " + e[3]
        : (e[4] || "") + (e[5] ? " (dup)" : "");
      for (const v of [e[0], e[1], e[2], who]) tr.appendChild(el("td", {}, v === null || v === undefined ? "" : String(v)));
      tr.appendChild(el("td", {class: "raw"}, e[6] === null || e[6] === undefined ? "" : e[6]));
      t.appendChild(tr);
    }
    return t;
  }

  const order = steps.map((_, k) => k);
  let visible = order;
  let cur = 0;

  function render(k) {
    if (!visible.length) return;
    k = Math.max(0, Math.min(visible.length - 1, k));
    cur = k;
    const s = steps[visible[k]];
    const r = s.row;
    const det = $("detail");
    det.replaceChildren();
    det.dataset.step = r.step_index;
    det.appendChild(el("h2", {id: "step-title"}, "Step " + r.step_index + " of " + steps.length + " · " + r.kind +
      (r.t_start_ms !== undefined ? " · " + r.t_start_ms + "–" + r.t_end_ms + " ms" : "")));
    const frames = el("div", {class: "frames"});
    frames.appendChild(frame(s, "pre"));
    frames.appendChild(frame(s, "post"));
    det.appendChild(frames);

    const grid = el("div", {class: "grid2"});
    const left = el("div", {});
    const right = el("div", {});
    grid.appendChild(left);
    grid.appendChild(right);
    left.appendChild(el("h2", {}, s.sample ? "Tool call, as exported (gpt turn)" : "Tool call (no sample: not exported)"));
    left.appendChild(el("pre", {id: "call"}, s.call !== undefined ? s.call : r.tool_call || "(none)"));
    left.appendChild(el("h2", {}, "Prompt"));
    left.appendChild(el("pre", {id: "prompt"}, s.sample ? s.sample.prompt : "(no sample for this step)"));
    const conv = s.sample && s.sample.conversations;  // only when the human turn is more than the prompt
    if (conv && conv.length) {
      left.appendChild(el("h2", {}, "Human turn"));
      left.appendChild(el("pre", {id: "human"}, conv.map((c) => c.value).join("\n\n")));
    }
    const fl = el("div", {id: "flags"});
    for (const f of flagsOf(r)) fl.appendChild(el("span", {class: "chip", title: D.flag_info[f] || f}, f));
    if (r.skip_reason) fl.appendChild(el("span", {class: "chip skip", id: "skip"}, "skipped: " + r.skip_reason));
    if (!fl.childNodes.length) fl.appendChild(el("span", {class: "muted"}, "no flags"));
    right.appendChild(el("h2", {}, "Flags and skip reason"));
    right.appendChild(fl);
    if (s.sample) {
      right.appendChild(el("h2", {}, "Sample"));
      right.appendChild(kvTable(s.sample, new Set(["conversations", "prompt", "tool_call"])));
      if (Object.keys(D.sample_common).length) {
        const same = el("details", {});
        same.appendChild(el("summary", {}, "Same in every sample of this recording"));
        same.appendChild(kvTable(D.sample_common));
        right.appendChild(same);
      }
    }
    det.appendChild(grid);

    const range = r.event_first !== undefined ? r.event_first + "–" + r.event_last : "(none)";
    det.appendChild(el("h2", {id: "range"}, "Raw events: lines " + range +
      (r.n_events !== undefined ? " · " + r.n_events + " consumed" : "")));
    det.appendChild(eventsTable(s));
    const more = el("details", {id: "step-columns"});
    more.appendChild(el("summary", {}, "All step columns"));
    more.appendChild(kvTable(r));
    det.appendChild(more);

    for (const li of document.querySelectorAll("#timeline li.current")) li.classList.remove("current");
    const li = document.querySelector('#timeline li[data-step="' + r.step_index + '"]');
    if (li) {
      li.classList.add("current");
      li.scrollIntoView({block: "nearest"});
    }
    if (history.replaceState) history.replaceState(null, "", "#step-" + r.step_index);
    const next = steps[visible[k + 1]];  // preload the next step's frames: stepping stays instant
    if (next) for (const w of ["pre", "post"]) if (next[w]) (new Image()).src = next[w];
    document.documentElement.dataset.ready = "1";
  }

  function buildTimeline() {
    const ul = $("timeline");
    ul.replaceChildren();
    const frag = document.createDocumentFragment();
    visible.forEach((idx, k) => {
      const s = steps[idx];
      const r = s.row;
      const li = el("li", {"data-step": r.step_index});
      if (!s.sample) li.className = "nosample";
      li.appendChild(el("span", {class: "n"}, String(r.step_index)));
      li.appendChild(document.createTextNode(summary(r)));
      const f = flagsOf(r);
      if (f.length || r.skip_reason) li.appendChild(el("span", {class: "fl"}, " ⚑"));
      li.title = f.concat(r.skip_reason ? ["skipped: " + r.skip_reason] : []).join(", ");
      li.addEventListener("click", () => render(k));
      frag.appendChild(li);
    });
    ul.appendChild(frag);
  }

  $("filter").addEventListener("change", () => {
    const f = $("filter").value;
    visible = order.filter((i) => {
      const s = steps[i];
      return f === "all" || (f === "sample" && s.sample) || (f === "nosample" && !s.sample) ||
        (f === "flagged" && (flagsOf(s.row).length || s.row.skip_reason));
    });
    buildTimeline();
    render(0);
  });

  document.addEventListener("keydown", (ev) => {
    if (ev.target && (ev.target.tagName === "SELECT" || ev.target.tagName === "INPUT")) return;
    const k = ev.key;
    if (k === "ArrowRight" || k === "ArrowDown" || k === "j" || k === "n") render(cur + 1);
    else if (k === "ArrowLeft" || k === "ArrowUp" || k === "k" || k === "p") render(cur - 1);
    else if (k === "Home") render(0);
    else if (k === "End") render(visible.length - 1);
    else return;
    ev.preventDefault();
  });

  // #step-N opens step N (links from other pages, or typed in the address bar)
  function fromHash() {
    const m = /^#step-(\d+)$/.exec(location.hash);
    if (!m) return 0;
    let at = visible.findIndex((i) => String(steps[i].row.step_index) === m[1]);
    if (at < 0 && visible !== order) {
      $("filter").value = "all";
      visible = order;
      buildTimeline();
      at = visible.findIndex((i) => String(steps[i].row.step_index) === m[1]);
    }
    return Math.max(0, at);
  }
  window.addEventListener("hashchange", () => render(fromHash()));

  buildTimeline();
  if (steps.length) render(fromHash());
  else {
    $("detail").textContent = "This recording has no steps.";
    document.documentElement.dataset.ready = "1";
  }
})();
