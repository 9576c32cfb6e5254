import { createHash } from "node:crypto";
import { type Html, html, trusted } from "./html-escape.ts";

/**
 * The report's page: one self-contained file, inline CSS and one small inline script, no
 * network requests (a Content-Security-Policy forbids any, and allows only the script whose
 * sha256 it names). Without the script every table and
 * row is visible; the script adds the filters, sorting and the adjudication download.
 */

const STYLE = trusted(`
:root{--g:#0b57d0;--s:#f4b400;--ok:#1e8e3e;--bad:#d93025;--mute:#5f6368;font-family:system-ui,sans-serif;}
body{margin:0 auto;max-width:1200px;padding:1rem 1.5rem;color:#202124;line-height:1.45}
h1{font-size:1.5rem;margin:.2rem 0} h2{font-size:1.2rem;border-bottom:1px solid #ddd;padding-bottom:.2rem;margin-top:2rem}
h3{font-size:1rem} h3 small{color:var(--mute);font-weight:normal}
nav a{margin-right:1rem} .note{color:var(--mute);font-size:.9rem}
.verdict{font-size:1.1rem;font-weight:600} .passed{color:var(--ok)} .failed{color:var(--bad)}
table{border-collapse:collapse;margin:.5rem 0;font-size:.85rem} th,td{border:1px solid #ddd;padding:.15rem .45rem;text-align:left;vertical-align:top}
th{background:#f1f3f4} td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
table.sortable th{cursor:pointer} table.sortable th[aria-sort]::after{content:" ↕";color:var(--mute)}
.up{color:var(--ok)} .down{color:var(--bad)} .significant{font-weight:700}
.text{white-space:pre-wrap;border:1px solid #ddd;padding:.5rem;background:#fafafa;max-height:24rem;overflow:auto;font-family:ui-monospace,monospace;font-size:.85rem}
mark{background:none;padding:0} mark.g{border-bottom:2px solid var(--g)} mark.s{background:#fce8b2} mark.g.s{background:#fce8b2}
.rel{display:inline-block;padding:0 .35rem;border-radius:.2rem;font-size:.8rem}
.rel-match{background:#ceead6} .rel-tagclash{background:#f6aea9} .rel-overmark{background:#d2e3fc} .rel-undermark{background:#e8d4f8}
.rel-overlap{background:#fde293} .rel-tagOvermark,.rel-tagUndermark,.rel-tagOverlap{background:#fad2cf}
.rel-missing{background:#f28b82} .rel-spurious{background:#fdd663}
tr.rel-match td:first-child,tr.row td:first-child{white-space:nowrap}
.legend{display:flex;flex-wrap:wrap;gap:.3rem 1rem;list-style:none;padding:0;font-size:.85rem}
.filters{display:flex;gap:1rem;align-items:center;margin:.5rem 0}
td.covered{font-family:ui-monospace,monospace}
.heat td.cell{text-align:right;min-width:2.5rem}
svg text{font-size:11px;fill:#3c4043}
`);

const SCRIPT = trusted(`
(function(){
var $=function(s,r){return Array.prototype.slice.call((r||document).querySelectorAll(s));};
var form=document.getElementById("diff-filters");
if(form){form.hidden=false;
var ft=document.getElementById("filter-type"),fr=document.getElementById("filter-rel");
var apply=function(){var t=ft.value===""?"":JSON.parse(ft.value),r=fr.value;$("tr.row").forEach(function(tr){
var types=JSON.parse(tr.getAttribute("data-types")||"[]"),rel=tr.getAttribute("data-rel");
var ok=(t===""||types.indexOf(t)>=0)&&(r===""||(r==="!match"?rel!=="match":rel===r));tr.hidden=!ok;});};
ft.addEventListener("change",apply);fr.addEventListener("change",apply);
document.getElementById("adjudicate").addEventListener("click",function(){
var lines=$("section.doc").map(function(sec){var seen={},spans=[];
$("tr.row",sec).forEach(function(tr){var pick="gold",c=tr.querySelector("input[type=radio]:checked");
if(c)pick=c.value;if(pick==="none")return;var d=tr.getAttribute(pick==="gold"?"data-gold":"data-system");
if(!d)return;var s=JSON.parse(d),k=s.start+"\\u0000"+s.end+"\\u0000"+s.type;if(seen[k])return;seen[k]=1;spans.push(s);});
spans.sort(function(a,b){return a.start-b.start||a.end-b.end||(a.type<b.type?-1:a.type>b.type?1:0);});
return JSON.stringify({id:JSON.parse(sec.getAttribute("data-id")),spans:spans});});
var blob=new Blob([lines.join("\\n")+"\\n"],{type:"application/x-ndjson"});var a=document.createElement("a");
a.href=URL.createObjectURL(blob);a.download="adjudicated.jsonl";document.body.appendChild(a);a.click();a.remove();});}
$("table.sortable").forEach(function(table){$("th",table).forEach(function(th,col){th.setAttribute("aria-sort","none");
th.addEventListener("click",function(){var body=table.tBodies[0],asc=th.getAttribute("aria-sort")!=="ascending";
$("th",table).forEach(function(h){h.setAttribute("aria-sort","none");});th.setAttribute("aria-sort",asc?"ascending":"descending");
var key=function(tr){var td=tr.cells[col],v=td&&td.getAttribute("data-sort");return v===null||v===undefined?(td?td.textContent:""):Number(v);};
var rows=Array.prototype.slice.call(body.rows).sort(function(x,y){var a=key(x),b=key(y),d=typeof a==="number"&&typeof b==="number"?a-b:String(a).localeCompare(String(b));return asc?d:-d;});
rows.forEach(function(r){body.appendChild(r);});});});});
})();
`);

/**
 * The policy's hash of our one script: the browser runs an inline script only when its text
 * hashes to this, so a script that escaping let through by mistake would still not run.
 */
function scriptHash(): string {
  return createHash("sha256").update(SCRIPT.toString()).digest("base64");
}

/** A whole page: `title` (text, escaped), navigation links and the sections, in order. */
export function renderPage(
  title: string,
  nav: readonly { readonly href: string; readonly label: string }[],
  sections: readonly Html[],
): Html {
  const links = nav.map((n) => html`<a href="${n.href}">${n.label}</a>`);
  return html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${scriptHash()}'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${STYLE}</style></head>
<body><nav>${links}</nav>
${sections}
<script>${SCRIPT}</script></body></html>
`;
}
