/**
 * RIPEMD-160 (Dobbertin, Bosselaers, Preneel 1996), written out here so that key checksums need no
 * platform crypto: core runs unchanged in the browser, Node and the devnet.
 */

// Message word order for the left and right lines, five rounds of 16 steps each.
const WORDS_LEFT = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8,
  3, 10, 14, 4, 9, 15, 8, 1, 2, 7, 0, 6, 13, 11, 5, 12, 1, 9, 11, 10, 0, 8, 12, 4, 13, 3, 7, 15, 14, 5, 6, 2,
  4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13,
];
const WORDS_RIGHT = [
  5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12, 6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8, 12, 4, 9, 1, 2,
  15, 5, 1, 3, 7, 14, 6, 9, 11, 8, 12, 2, 10, 0, 4, 13, 8, 6, 4, 1, 3, 11, 15, 0, 5, 12, 2, 13, 9, 7, 10, 14,
  12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11,
];
// Left-rotation amounts per step.
const ROTATE_LEFT = [
  11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8, 7, 6, 8, 13, 11, 9, 7, 15, 7, 12, 15, 9, 11, 7, 13,
  12, 11, 13, 6, 7, 14, 9, 13, 15, 14, 8, 13, 6, 5, 12, 7, 5, 11, 12, 14, 15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6,
  5, 12, 9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11, 8, 5, 6,
];
const ROTATE_RIGHT = [
  8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6, 9, 13, 15, 7, 12, 8, 9, 11, 7, 7, 12, 7, 6, 15, 13,
  11, 9, 7, 15, 11, 8, 6, 6, 14, 12, 13, 5, 14, 13, 13, 7, 5, 15, 5, 8, 11, 14, 14, 6, 14, 6, 9, 12, 9, 12, 5,
  15, 8, 8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13, 11, 11,
];
const CONSTANTS_LEFT = [0x00000000, 0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xa953fd4e];
const CONSTANTS_RIGHT = [0x50a28be6, 0x5c4dd124, 0x6d703ef3, 0x7a6d76e9, 0x00000000];

function rotl(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n));
}

/** The round's boolean function; the right line uses the rounds in reverse order. */
function mix(round: number, x: number, y: number, z: number): number {
  switch (round) {
    case 0:
      return x ^ y ^ z;
    case 1:
      return (x & y) | (~x & z);
    case 2:
      return (x | ~y) ^ z;
    case 3:
      return (x & z) | (y & ~z);
    default:
      return x ^ (y | ~z);
  }
}

/** What tells the two parallel lines apart: their word order, rotations, constants and round order. */
interface Line {
  words: readonly number[];
  rotations: readonly number[];
  constants: readonly number[];
  /** The right line applies the rounds' boolean functions in reverse order. */
  reversed: boolean;
}

const LEFT: Line = { words: WORDS_LEFT, rotations: ROTATE_LEFT, constants: CONSTANTS_LEFT, reversed: false };
const RIGHT: Line = {
  words: WORDS_RIGHT,
  rotations: ROTATE_RIGHT,
  constants: CONSTANTS_RIGHT,
  reversed: true,
};

type Registers = [a: number, b: number, c: number, d: number, e: number];

/**
 * One step of a line on its registers: T = rotl(a + f(b, c, d) + word + constant, shift) + e, all mod 2^32;
 * then (a, b, c, d, e) = (e, T, b, rotl(c, 10), d).
 */
function advance(line: Line, registers: Registers, step: number, words: readonly number[]): void {
  const round = step >> 4;
  const [a, b, c, d, e] = registers;
  const f = mix(line.reversed ? 4 - round : round, b, c, d);
  const word = words[line.words[step] as number] as number;
  const sum = (a + f + word + (line.constants[round] as number)) | 0;
  registers[0] = e;
  registers[1] = (rotl(sum, line.rotations[step] as number) + e) | 0;
  registers[2] = b;
  registers[3] = rotl(c, 10);
  registers[4] = d;
}

/** Pads like MD4: 0x80, zeros to 56 mod 64, then the bit length as a little-endian 64-bit integer. */
function pad(message: Uint8Array): Uint8Array {
  const paddedLength = Math.ceil((message.length + 9) / 64) * 64;
  const padded = new Uint8Array(paddedLength);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = BigInt(message.length) * 8n;
  view.setUint32(paddedLength - 8, Number(bits & 0xffffffffn), true);
  view.setUint32(paddedLength - 4, Number(bits >> 32n), true);
  return padded;
}

export function ripemd160(message: Uint8Array): Uint8Array {
  const padded = pad(message);
  const view = new DataView(padded.buffer);
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const words = new Array<number>(16);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) words[i] = view.getUint32(offset + i * 4, true);
    const left = [...state] as Registers;
    const right = [...state] as Registers;
    for (let step = 0; step < 80; step++) {
      advance(LEFT, left, step, words);
      advance(RIGHT, right, step, words);
    }
    const [h0, h1, h2, h3, h4] = state as Registers;
    const [al, bl, cl, dl, el] = left;
    const [ar, br, cr, dr, er] = right;
    state[0] = (h1 + cl + dr) | 0;
    state[1] = (h2 + dl + er) | 0;
    state[2] = (h3 + el + ar) | 0;
    state[3] = (h4 + al + br) | 0;
    state[4] = (h0 + bl + cr) | 0;
  }
  const digest = new Uint8Array(20);
  const out = new DataView(digest.buffer);
  state.forEach((word, i) => {
    out.setUint32(i * 4, word >>> 0, true);
  });
  return digest;
}
