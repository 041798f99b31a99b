/**
 * The Insights view's styles, in Payload's theme variables so the view follows the light and the dark
 * theme (as cms/components/DashboardTable.tsx uses them). Rendered once in a <style> by Insights.tsx:
 * the admin's CSP allows inline styles, and classes keep the view's layout in one place.
 */
export const INSIGHTS_CSS = `
.ins { display: grid; gap: 28px; padding: 8px 0 60px; color: var(--theme-text); container-type: inline-size; }
.ins__head { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: 16px 24px;
  padding-bottom: 16px; border-bottom: 1px solid var(--theme-elevation-100); }
.ins__head h1 { margin: 0 0 6px; }
.ins__note { margin: 0; color: var(--theme-elevation-600); font-size: 13px; line-height: 1.45; max-width: 62ch; }
.ins__controls { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px; }
.ins__field { display: flex; flex-direction: column; gap: 4px; font-size: 12px; font-weight: 600;
  color: var(--theme-elevation-600); }
.ins__field select, .ins__field input { height: 36px; min-width: 150px; padding: 0 10px; font: inherit; font-size: 14px;
  font-weight: 400; color: var(--theme-text); background: var(--theme-input-bg, var(--theme-elevation-0));
  border: 1px solid var(--theme-elevation-150); border-radius: var(--style-radius-s, 3px); }
.ins__field select:focus-visible, .ins__field input:focus-visible { outline: 2px solid var(--theme-elevation-800);
  outline-offset: 1px; }
.ins__status { margin: 0; min-height: 18px; font-size: 13px; color: var(--theme-elevation-600); }
.ins__status:empty { display: none; }
.ins__alert { margin: 0; color: var(--theme-error-500); font-weight: 600; font-size: 13px; }
.ins__body { display: grid; gap: 36px; transition: opacity .2s; }
.ins__body[aria-busy='true'] { opacity: .55; }
.ins__section { display: grid; gap: 16px; }
.ins__section > h2 { margin: 0; font-size: 22px; line-height: 1.2; }
.ins__lead { margin: -6px 0 0; color: var(--theme-elevation-700); font-size: 14px; max-width: 80ch; }
.ins__grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); align-items: start; }
.ins__grid--two { grid-template-columns: repeat(auto-fit, minmax(340px, 1fr)); }
.ins__grid--axes { grid-template-columns: repeat(3, minmax(0, 1fr)); align-items: stretch; }
.ins__grid--main { grid-template-columns: minmax(0, 2fr) minmax(240px, 1fr); }
.ins__card { min-width: 0; padding: 16px; background: var(--theme-elevation-0);
  border: 1px solid var(--theme-elevation-100); border-radius: var(--style-radius-m, 4px); }
.ins__card-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 12px;
  min-height: 28px; }
.ins__card-head .btn { flex: none; white-space: nowrap; }
.ins__card-head h3 { flex: 1 1 auto; min-width: 0; margin: 0; font-size: 15px; line-height: 1.3; font-weight: 600; }
.ins__split { display: grid; grid-template-columns: minmax(0, 1.7fr) minmax(240px, 1fr); gap: 20px; align-items: start; }
.ins__stack { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
.ins__tiles { display: grid; gap: 16px; grid-template-columns: repeat(3, minmax(0, 1fr)); }
.ins__tile { display: grid; gap: 2px; align-content: start; }
.ins__tile-label { font-size: 13px; font-weight: 600; color: var(--theme-elevation-600); }
.ins__tile-value { font-size: 32px; line-height: 1.15; font-weight: 600; font-variant-numeric: tabular-nums; }
.ins__tile-value.ins__hidden { font-size: 20px; line-height: 37px; }
.ins__tile-note { font-size: 13px; color: var(--theme-elevation-600); }
.ins__scroll { overflow: auto; max-height: 280px; border-radius: var(--style-radius-s, 3px); }
.ins__scroll:focus-visible { outline: 2px solid var(--theme-elevation-800); outline-offset: 2px; }
.ins table { width: 100%; border-collapse: collapse; font-size: 13px; line-height: 1.35; }
.ins th, .ins td { padding: 6px 8px; text-align: left; vertical-align: top;
  border-bottom: 1px solid var(--theme-elevation-100); }
.ins tbody th { font-weight: 500; min-width: 8em; }
.ins thead th { position: sticky; top: 0; z-index: 1; background: var(--theme-elevation-0); font-weight: 600;
  color: var(--theme-elevation-700); box-shadow: inset 0 -1px 0 var(--theme-elevation-150); vertical-align: bottom; }
.ins table.ins__fixed { table-layout: fixed; }
.ins .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.ins thead th.num, .ins__fixed .num { white-space: normal; }
.ins .ins__hidden { color: var(--theme-elevation-650); font-style: italic; }
.ins__bar { display: block; height: 3px; margin-top: 4px; background: var(--theme-elevation-100); border-radius: 2px; }
.ins__bar > span { display: block; height: 100%; background: #2f74d0; border-radius: 2px; }
.ins__chart { margin: 0; min-width: 0; }
.ins__legend { display: flex; flex-wrap: wrap; gap: 6px 16px; margin: 10px 0 0; font-size: 13px;
  color: var(--theme-elevation-700); }
.ins__legend span { display: inline-flex; align-items: center; gap: 6px; }
.ins__legend i { display: inline-block; width: 12px; height: 12px; border-radius: 2px; }
.ins__legend i.ins__legend-dot { width: 6px; height: 6px; margin: 0 3px; border-radius: 50%;
  background: var(--theme-elevation-500); }
.ins__wines-at { display: grid; gap: 4px; margin: 12px 0 0; font-size: 12px; line-height: 1.4;
  color: var(--theme-elevation-700); }
.ins__wines-at > div { display: flex; gap: 8px; align-items: baseline; }
.ins__wines-at dt { flex: none; min-width: 12px; font-weight: 700; color: var(--theme-text);
  font-variant-numeric: tabular-nums; }
.ins__wines-at dd { margin: 0; }
.ins__empty { margin: 0; color: var(--theme-elevation-600); font-size: 14px; }
.ins__notice { display: flex; align-items: center; gap: 16px; justify-content: space-between; font-size: 15px; }
.ins__error { border-color: var(--theme-error-400); background: var(--theme-error-50); }
.ins__error p { margin: 0; color: var(--theme-error-750, var(--theme-text)); font-weight: 600; }
.ins__sr { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
.ins__skeleton { border-radius: var(--style-radius-s, 3px); background: linear-gradient(90deg,
  var(--theme-elevation-50) 25%, var(--theme-elevation-100) 50%, var(--theme-elevation-50) 75%);
  background-size: 200% 100%; animation: ins-shimmer 1.4s ease-in-out infinite; }
@keyframes ins-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
@media (prefers-reduced-motion: reduce) { .ins__skeleton { animation: none; } .ins__body { transition: none; } }
/* The view's own width (the nav open or closed), not the window's. */
@container (max-width: 1000px) {
  .ins__split, .ins__grid--main { grid-template-columns: minmax(0, 1fr); }
  .ins__grid--axes { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@container (max-width: 640px) { .ins__tiles { grid-template-columns: minmax(0, 1fr); } }
`
