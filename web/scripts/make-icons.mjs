// Writes the PWA's PNG icons (no image library needed): a terracotta tile with a white plate and a
// fork/knife mark. Run `node web/scripts/make-icons.mjs` after changing the drawing; outputs are committed.
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../public/', import.meta.url));
const BRAND = [0xb9, 0x46, 0x1b];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `safe`: fraction of the size the mark must fit in (maskable icons keep it inside the 80 % circle). */
function draw(size, { safe, rounded }) {
  const rows = [];
  const c = size / 2;
  const plate = (size * safe) / 2;
  const radius = rounded ? size * 0.2 : 0;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      // Rounded-square tile (transparent corners) for "any" icons, full bleed for maskable.
      const cx = Math.max(radius - px, 0, px - (size - radius));
      const cy = Math.max(radius - py, 0, py - (size - radius));
      const inside = radius === 0 || cx * cx + cy * cy <= radius * radius;
      const d = Math.hypot(px - c, py - c);
      const ring = d <= plate && d >= plate * 0.8;
      const inner = d <= plate * 0.62;
      // Fork (left) and knife (right) as vertical bars across the plate.
      const bar = Math.abs(py - c) <= plate * 0.95 && (Math.abs(px - (c - plate * 1.12)) <= size * 0.018 || Math.abs(px - (c + plate * 1.12)) <= size * 0.022);
      const colour = ring || bar ? WHITE : inner ? WHITE : BRAND;
      const offset = 1 + x * 4;
      row[offset] = colour[0];
      row[offset + 1] = colour[1];
      row[offset + 2] = colour[2];
      row[offset + 3] = inside ? 255 : 0;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(`${out}icons`, { recursive: true });
writeFileSync(`${out}icons/icon-192.png`, draw(192, { safe: 0.56, rounded: true }));
writeFileSync(`${out}icons/icon-512.png`, draw(512, { safe: 0.56, rounded: true }));
writeFileSync(`${out}icons/maskable-512.png`, draw(512, { safe: 0.46, rounded: false }));
writeFileSync(`${out}apple-touch-icon.png`, draw(180, { safe: 0.5, rounded: false }));
process.stdout.write(`icons written to ${out}\n`);
