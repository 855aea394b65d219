// Minifies the styles Trunk inlined into a built page (Trunk minifies only
// the styles it links), with Lightning CSS: they are most of the page's
// bytes before its first screen.
//   node scripts/minify-styles.mjs <site dir>
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'lightningcss';

const site = process.argv[2];
if (!site) throw new Error('usage: minify-styles.mjs <site dir>');
const page = join(site, 'index.html');
const html = readFileSync(page, 'utf8');
const minified = html.replace(/<style>([\s\S]*?)<\/style>/g, (_, css) => {
  const { code } = transform({ filename: 'index.html', code: Buffer.from(css), minify: true });
  return `<style>${code.toString()}</style>`;
});
writeFileSync(page, minified);
const kib = (text) => (Buffer.byteLength(text) / 1024).toFixed(1);
console.log(`styles minified: ${page} ${kib(html)} KiB → ${kib(minified)} KiB`);
