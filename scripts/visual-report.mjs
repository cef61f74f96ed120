// The designers' review of a visual run that found changes: one static HTML page (visual/report/index.html) showing,
// for every story that changed, the baseline, the new shot and their difference side by side, with filters, and an
// accept list that builds the command which rewrites only the accepted baselines:
//
//   npm run visual:review -- --accept id1,id2
//
// The page and its images sit in one folder that works offline and from a CI artifact (nothing is fetched). Written by
// scripts/visual.mjs whenever a comparison fails; acceptReviewed() is what visual:review's --accept runs.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ id: string, name: string, kind: 'changed' | 'size' | 'new' | 'error' | 'locale', reason: string }} Failure */

const kindLabels = { changed: 'Pixels changed', size: 'Size changed', new: 'New story (no baseline)', error: 'Story failed to render', locale: 'Fails in a language' };

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * Writes `<visualDir>/report/index.html` and copies the images it shows beside it (baseline, new, diff per story).
 * @param {{ visualDir: string, failures: Failure[] }} options
 * @returns {string} the report's path
 */
export function writeReport({ visualDir, failures }) {
  const reportDir = path.join(visualDir, 'report');
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(path.join(reportDir, 'images'), { recursive: true });
  const image = (folder, id, label) => {
    const source = path.join(visualDir, folder, `${id}.png`);
    if (!existsSync(source)) return `<figure><figcaption>${label}</figcaption><p class="none">none</p></figure>`;
    const name = `images/${id}.${folder}.png`;
    copyFileSync(source, path.join(reportDir, name));
    return `<figure><figcaption>${label}</figcaption><a href="${name}" target="_blank"><img src="${name}" alt="${label} of ${escapeHtml(id)}"></a></figure>`;
  };
  const cards = failures
    .map(
      (failure) => `
  <article class="story" data-id="${escapeHtml(failure.id)}" data-kind="${failure.kind}" data-text="${escapeHtml(`${failure.id} ${failure.name}`.toLowerCase())}">
    <header>
      <label><input type="checkbox" class="accept" value="${escapeHtml(failure.id)}"${failure.kind === 'error' || failure.kind === 'locale' ? ' disabled' : ''}> Accept</label>
      <h2>${escapeHtml(failure.name)}</h2>
      <code>${escapeHtml(failure.id)}</code>
      <span class="kind">${kindLabels[failure.kind]}</span>
      <p>${escapeHtml(failure.reason)}</p>
    </header>
    <div class="shots">${image('baselines', failure.id, 'Baseline')}${image('actual', failure.id, 'New')}${image('diff', failure.id, 'Difference')}</div>
  </article>`,
    )
    .join('');
  const counts = Object.keys(kindLabels)
    .map((kind) => [kind, failures.filter((f) => f.kind === kind).length])
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `<option value="${kind}">${kindLabels[kind]} (${n})</option>`)
    .join('');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review: ${failures.length} stor${failures.length === 1 ? 'y' : 'ies'} changed</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 0; color: #111827; background: #f3f4f6; }
  main { padding: 1rem 1.5rem 7rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
  .filters { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; margin: 1rem 0; }
  .filters label { display: flex; flex-direction: column; gap: .25rem; font-weight: 600; }
  input[type=search], select { font: inherit; padding: .35rem .5rem; min-width: 16rem; }
  .story { background: #fff; border: 1px solid #d1d5db; border-radius: 8px; margin: 0 0 1rem; padding: 1rem; }
  .story header { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; align-items: baseline; }
  .story header h2 { font-size: 1.05rem; margin: 0; }
  .story header code, .story header .kind, .story header p { grid-column: 2; margin: 0; }
  .kind { font-size: .85rem; font-weight: 600; color: #92400e; }
  .shots { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: .75rem; margin-top: .75rem; }
  figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: .25rem; }
  figure img { width: 100%; border: 1px solid #d1d5db; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .none { color: #6b7280; border: 1px dashed #d1d5db; padding: 2rem; text-align: center; }
  .bar { position: fixed; inset: auto 0 0 0; background: #1e3a8a; color: #fff; padding: .75rem 1.5rem; display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
  .bar code { background: #fff; color: #111827; padding: .35rem .5rem; border-radius: 4px; flex: 1; min-width: 20rem; overflow-wrap: anywhere; }
  .bar button { font: inherit; padding: .35rem .75rem; }
  [hidden] { display: none !important; }
</style>
</head>
<body>
<main>
  <h1>Visual review: ${failures.length} stor${failures.length === 1 ? 'y' : 'ies'} changed</h1>
  <p>Baseline (what was approved), the new shot, and their difference (changed pixels in red). Tick the stories whose new
  look is intended, then run the command at the bottom: it copies only those new shots over their baselines.</p>
  <div class="filters" role="search">
    <label>Search stories <input type="search" id="search" placeholder="id or name"></label>
    <label>Show <select id="kind"><option value="">Every change</option>${counts}</select></label>
    <label><span><input type="checkbox" id="only-accepted"> Only ticked</span></label>
    <button type="button" id="tick-shown">Tick every shown story</button>
  </div>
  <p id="shown" role="status"></p>
  ${cards}
</main>
<div class="bar" role="region" aria-label="Accept">
  <span id="accept-count">Nothing ticked</span>
  <code id="command">npm run visual:review -- --accept</code>
  <button type="button" id="copy">Copy command</button>
</div>
<script>
  const stories = [...document.querySelectorAll('.story')];
  const boxes = [...document.querySelectorAll('.accept')];
  const search = document.getElementById('search');
  const kind = document.getElementById('kind');
  const onlyAccepted = document.getElementById('only-accepted');
  function update() {
    const text = search.value.trim().toLowerCase();
    let shown = 0;
    for (const story of stories) {
      const ticked = story.querySelector('.accept').checked;
      const visible = (!text || story.dataset.text.includes(text)) && (!kind.value || story.dataset.kind === kind.value) && (!onlyAccepted.checked || ticked);
      story.hidden = !visible;
      if (visible) shown += 1;
    }
    document.getElementById('shown').textContent = shown + ' of ' + stories.length + ' shown';
    const ids = boxes.filter((box) => box.checked).map((box) => box.value);
    document.getElementById('accept-count').textContent = ids.length ? ids.length + ' to accept' : 'Nothing ticked';
    document.getElementById('command').textContent = 'npm run visual:review -- --accept ' + ids.join(',');
  }
  search.addEventListener('input', update);
  kind.addEventListener('change', update);
  onlyAccepted.addEventListener('change', update);
  boxes.forEach((box) => box.addEventListener('change', update));
  document.getElementById('tick-shown').addEventListener('click', () => {
    for (const story of stories) if (!story.hidden) { const box = story.querySelector('.accept'); if (!box.disabled) box.checked = true; }
    update();
  });
  document.getElementById('copy').addEventListener('click', () => navigator.clipboard?.writeText(document.getElementById('command').textContent));
  update();
</script>
</body>
</html>
`;
  const file = path.join(reportDir, 'index.html');
  writeFileSync(file, html);
  return file;
}

/**
 * Copies the reviewed new shots over their baselines: only the ids given, and only those with a new shot.
 * @returns {{ accepted: string[], missing: string[] }}
 */
export function acceptReviewed({ visualDir, ids }) {
  const accepted = [];
  const missing = [];
  for (const id of ids) {
    // Story ids are Storybook's ('site-shell--manual-video'): nothing else may name a file.
    const shot = /^[a-z0-9-]+$/.test(id) ? path.join(visualDir, 'actual', `${id}.png`) : null;
    if (!shot || !existsSync(shot)) {
      missing.push(id);
      continue;
    }
    mkdirSync(path.join(visualDir, 'baselines'), { recursive: true });
    copyFileSync(shot, path.join(visualDir, 'baselines', `${id}.png`));
    rmSync(shot);
    rmSync(path.join(visualDir, 'diff', `${id}.png`), { force: true });
    accepted.push(id);
  }
  return { accepted, missing };
}
