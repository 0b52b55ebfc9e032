import { SKILL_CATEGORIES, type Language } from '@ladder/shared/constants';
import { translate } from '@ladder/shared/i18n/translate';
import type { TrackPreview } from '@ladder/shared/schemas/sharing';
import { createHash } from 'node:crypto';

/**
 * The embeddable card of a shared track (docs/decisions/0051-embedding-a-track.md): a page of its
 * own, drawn here as plain HTML with its own small style sheet and no script, for a school's or a
 * blog's page to frame. Everything it shows is what the track's public preview shows.
 */

export type EmbedTheme = 'light' | 'dark';

const LEVEL_KEYS: Record<TrackPreview['skills'][number]['desired_level'], string> = {
  Beginner: 'tracks.ui.level_beginner',
  'Know-how': 'tracks.ui.level_know_how',
  'Applied Experience': 'tracks.ui.level_applied',
  'Strong Experience': 'tracks.ui.level_strong',
  Expert: 'tracks.ui.level_expert',
};

/** Colours pass WCAG AA on their background in both themes; every target is at least 44 px tall; "See on Ladder" stays in sight as the card scrolls. */
const STYLE = `
:root{--bg:#fff;--fg:#0f172a;--muted:#475569;--line:#e2e8f0;--chip:#eef2ff;--chip-fg:#312e81;--brand:#4338ca;--on-brand:#fff;color-scheme:light}
.dark{--bg:#0f172a;--fg:#f8fafc;--muted:#cbd5e1;--line:#334155;--chip:#1e1b4b;--chip-fg:#e0e7ff;--brand:#a5b4fc;--on-brand:#0f172a;color-scheme:dark}
*{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
.card{display:flex;flex-direction:column;gap:14px;padding:16px;border:1px solid var(--line);border-radius:16px;min-height:100vh}
.eyebrow{margin:0;font-size:12px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:var(--brand)}
h1{margin:2px 0 0;font-size:20px;line-height:1.25;overflow-wrap:anywhere}
h2{margin:0 0 6px;font-size:13px;font-weight:700;color:var(--muted)}
h3{margin:8px 0 4px;font-size:13px;font-weight:600}
p{margin:0}
.desc{color:var(--muted);overflow-wrap:anywhere}
.by{display:flex;align-items:center;gap:8px;font-weight:600}
.avatar{width:32px;height:32px;border-radius:50%;object-fit:cover;flex:none;display:inline-flex;align-items:center;justify-content:center;background:var(--brand);color:var(--on-brand);font-weight:700}
.rungs{display:grid;grid-template-columns:1fr 1fr;gap:12px}
@media (max-width:360px){.rungs{grid-template-columns:1fr}}
ul{margin:0;padding:0;list-style:none}
.rungs li{overflow-wrap:anywhere}
.chips{display:flex;flex-wrap:wrap;gap:6px}
.chips li{padding:4px 10px;border-radius:999px;background:var(--chip);color:var(--chip-fg);font-size:13px}
.chips small{opacity:.85}
footer{margin-top:auto;position:sticky;bottom:0;display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap;padding:12px 0;background:var(--bg);border-top:1px solid var(--line)}
.cta{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border-radius:10px;background:var(--brand);color:var(--on-brand);font-weight:700;text-decoration:none}
.cta:focus-visible{outline:3px solid var(--fg);outline-offset:2px}
.brand{font-weight:800;letter-spacing:.02em}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`.trim();

/** The embed's own policy: its style sheet by hash, pictures, no script, and any site may frame it. */
export const EMBED_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'self' https: data:",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** The embed's HTML for a previewable track, in `language` and `theme`, linking to the site at `origin`. */
export function embedHtml(track: TrackPreview, options: { language: Language; theme: EmbedTheme; origin: string }) {
  const { language, theme, origin } = options;
  const t = (key: string, params: Record<string, string> = {}) => escapeHtml(translate(language, key, params));
  const industry = language === 'vi' ? track.industry_name_vn : track.industry_name_en;
  const initial = escapeHtml((track.user_name.trim()[0] ?? '?').toUpperCase());
  const avatar = track.user_photo_path
    ? `<img class="avatar" src="${escapeHtml(track.user_photo_path)}" alt="" width="32" height="32">`
    : `<span class="avatar" aria-hidden="true">${initial}</span>`;
  const rungs = (title: string, list: TrackPreview['below']) =>
    `<div><h2>${title}</h2>${
      list.length === 0
        ? `<p class="desc">${t('sharing.no_rungs')}</p>`
        : `<ul>${list.map((rung) => `<li>${escapeHtml(rung.title)}</li>`).join('')}</ul>`
    }</div>`;
  const skills = SKILL_CATEGORIES.map((category) => {
    const rows = track.skills.filter((row) => row.skill_category_id === category.id);
    if (rows.length === 0) return '';
    const name = language === 'vi' ? category.name_vn : category.name_en;
    return `<h3>${escapeHtml(name)}</h3><ul class="chips">${rows
      .map((row) => `<li>${escapeHtml(row.skill_name)} <small>· ${t(LEVEL_KEYS[row.desired_level])}</small></li>`)
      .join('')}</ul>`;
  }).join('');
  const link = `${origin}/ladder/${track.id}`;
  return `<!doctype html>
<html lang="${language}"${theme === 'dark' ? ' class="dark"' : ''}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('embed.frame_title', { title: track.title })}</title>
<meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(link)}">
<style>${STYLE}</style></head>
<body><article class="card" aria-labelledby="track-title">
<header><p class="eyebrow">${escapeHtml(industry)}</p><h1 id="track-title">${escapeHtml(track.title)}</h1></header>
<p class="by">${avatar}<span>${t('embed.by', { name: track.user_name })}</span></p>
${track.desc.trim() ? `<p class="desc">${escapeHtml(clip(track.desc, 220))}</p>` : ''}
<section class="rungs" aria-label="${t('tracks.ui.ladder')}">${rungs(t('embed.above'), track.above)}${rungs(t('embed.below'), track.below)}</section>
<section aria-labelledby="skills-title"><h2 id="skills-title">${t('embed.skills')}</h2>${skills}</section>
<footer><a class="cta" href="${escapeHtml(link)}" target="_blank" rel="noopener">${t('embed.see_on_ladder')}<span class="sr"> ${t('embed.opens_new_tab')}</span></a><span class="brand" aria-hidden="true">Ladder</span></footer>
</article></body></html>
`;
}
