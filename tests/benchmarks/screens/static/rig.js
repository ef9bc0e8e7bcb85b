// Behaviour of the rig's applications: menus, views, selection, typing targets. Everything reacts to real input
// events (clicks, keys, wheel) sent by the benchmark's driver, as a person's would.
"use strict";
const $ = (s, r = document) => r.querySelector(s);
const $$ = (s, r = document) => Array.from(r.querySelectorAll(s));

// Copy text and its personal-data marks (class pii, data-k, data-v, data-id) from one element to another.
function copyMarked(dst, src, suffix) {
  dst.textContent = src.textContent;
  for (const a of ["data-k", "data-v"]) {
    if (src.hasAttribute(a)) dst.setAttribute(a, src.getAttribute(a)); else dst.removeAttribute(a);
  }
  dst.classList.toggle("pii", src.classList.contains("pii"));
  if (src.dataset.id) dst.dataset.id = src.dataset.id + suffix; else delete dst.dataset.id;
}

function toast(text) {
  const t = $(".toast");
  if (!t) return;
  t.textContent = text;
  t.classList.add("on");
  clearTimeout(window.__toast);
  window.__toast = setTimeout(() => t.classList.remove("on"), 1500);
}

function showView(id) {
  const v = document.getElementById(id);
  if (!v) return;
  for (const s of $$(".view", v.parentElement)) s.classList.toggle("on", s === v);
  for (const b of $$(`[data-view]`)) b.classList.toggle("on", b.dataset.view === id);
}

document.addEventListener("click", (e) => {
  const m = e.target.closest(".menubar .m");
  const open = $(".menubar .m.open");
  if (m && !e.target.closest(".dropdown")) {
    if (open && open !== m) open.classList.remove("open");
    m.classList.toggle("open");
    return;
  }
  if (open) open.classList.remove("open");
  const item = e.target.closest(".dropdown .it");
  if (item && item.dataset.toast) toast(item.dataset.toast);
  const v = e.target.closest("[data-view]");
  if (v) showView(v.dataset.view);
  if (window.appClick) window.appClick(e);
});

document.addEventListener("keydown", (e) => {
  if (e.key === "Escape") { const o = $(".menubar .m.open"); if (o) o.classList.remove("open"); }
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") { e.preventDefault(); toast("Saved"); }
  if (window.appKey) window.appKey(e);
});
