// A match as the app keeps it in localStorage, opened in Node for a flow to
// read or change: the app writes a match compressed (crates/storage/src/codec/
// packed.rs) and reads plain JSON as well, so a flow writes JSON back.
import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/** The first character of a match kept compressed. */
export const PACKED = '\u33FF';

/** The bytes a compressed match's characters hold: fifteen bits each, from
 * U+3400, after the tag and the header (the table of pieces times 16, plus
 * the count of padding bits). */
function bytes(text) {
  const chars = [...text.slice(1)].map((c) => c.codePointAt(0) - 0x3400);
  const padding = chars.shift() & 15;
  const out = [];
  let held = 0;
  let count = 0;
  for (const value of chars) {
    held = (held << 15) | value;
    count += 15;
    while (count >= 8) {
      count -= 8;
      out.push((held >> count) & 0xff);
      held &= (1 << count) - 1;
    }
  }
  return Buffer.from(out.slice(0, (chars.length * 15 - padding) / 8));
}

/** The text most matches share, each piece packed as one control character
 * (crates/storage/src/codec/shared.rs, read from there). */
const PIECES = [...readFileSync(new URL('../crates/storage/src/codec/shared.rs', import.meta.url), 'utf8').matchAll(/^\s*r#"(.*)"#,$/gm)].map((m) => m[1]);

/** Text with each piece's character written out again. */
function lengthen(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: pieces are stored as control characters
  return text.replace(/[\x01-\x1f]/g, (c) => PIECES[c.charCodeAt(0) - 1]);
}

/** A stored match's envelope (`{version, match}`), compressed or not. */
export function openStored(text) {
  if (!text.startsWith(PACKED)) return JSON.parse(text);
  const data = bytes(text);
  const opened = inflateRawSync(data.subarray(0, data.length - 4)).toString('utf8');
  return JSON.parse(text.codePointAt(1) - 0x3400 >= 16 ? lengthen(opened) : opened);
}

/** An envelope compressed as the app keeps a match (without the table of
 * shared text, which the app's reading does not need): raw deflate and the
 * text's CRC-32, fifteen bits a character after the tag and the header. */
export function packStored(envelope) {
  const text = Buffer.from(JSON.stringify(envelope), 'utf8');
  const sum = Buffer.alloc(4);
  sum.writeUInt32LE(crc32(text));
  const data = Buffer.concat([deflateRawSync(text, { level: 9 }), sum]);
  const padding = (15 - ((data.length * 8) % 15)) % 15;
  const chars = [PACKED, String.fromCodePoint(0x3400 + padding)];
  let held = 0;
  let count = 0;
  for (const byte of data) {
    held = (held << 8) | byte;
    count += 8;
    if (count >= 15) {
      count -= 15;
      chars.push(String.fromCodePoint(0x3400 + (held >> count)));
      held &= (1 << count) - 1;
    }
  }
  if (count > 0) chars.push(String.fromCodePoint(0x3400 + (held << (15 - count))));
  return chars.join('');
}

/** Every match kept, as [key, envelope]. */
export async function storedMatches(app) {
  const kept = await app.eval(() =>
    Object.keys(localStorage)
      .filter((k) => /^mahjong-scorer\.match\.\d+$/.test(k))
      .map((k) => [k, localStorage.getItem(k)]),
  );
  return kept.map(([key, text]) => [key, openStored(text)]);
}

/** Keeps `envelope` under `key` as plain JSON, which the app reads. */
export function keepAsJson(app, key, envelope) {
  return app.eval((key, text) => localStorage.setItem(key, text), key, JSON.stringify(envelope));
}
