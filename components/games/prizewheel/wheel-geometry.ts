// The wheel's drawing and turning, pure: where each segment lies, its colours, and the rotation
// that brings the segment the server chose under the pointer at the top. The browser never picks.

/** The SVG's coordinate box: a circle of radius R around (C, C). */
export const C = 150;
export const R = 140;
/** Whole turns before the wheel comes to rest, and how long it turns (docs/games.md, Pages). */
export const TURNS = 5;
export const SPIN_MS = 4000;

// The house palette (app/globals.css): brand red, gold, dark red, a pale gold; with their text colours.
const PALETTE = [
  { fill: '#c8102e', text: '#ffffff' },
  { fill: '#f2b705', text: '#1d1d1f' },
  { fill: '#9e0b23', text: '#ffffff' },
  { fill: '#fff1c7', text: '#1d1d1f' },
] as const;

/** Colours by position; neighbours always differ, also the last and the first of the circle. */
export function segmentColours(count: number) {
  return Array.from({ length: count }, (_, i) => {
    // The last would repeat the first's colour: it takes the second's (its other neighbour has the fourth).
    const c = count > 1 && i === count - 1 && i % PALETTE.length === 0 ? 1 : i % PALETTE.length;
    return PALETTE[c]!;
  });
}

const point = (deg: number, r: number) => {
  const rad = ((deg - 90) * Math.PI) / 180;
  return { x: C + r * Math.cos(rad), y: C + r * Math.sin(rad) };
};
const round = (n: number) => Math.round(n * 100) / 100;

/** Segment i of n spans [i, i+1)·360/n degrees, clockwise from the top. */
export const segmentAngle = (count: number) => 360 / count;
export const segmentCentre = (index: number, count: number) => (index + 0.5) * segmentAngle(count);

/** The SVG path of segment i of n (a full circle when there is one). */
export function wedgePath(index: number, count: number): string {
  if (count === 1) return `M ${C} ${C - R} A ${R} ${R} 0 1 1 ${C - 0.01} ${C - R} Z`;
  const a = point(index * segmentAngle(count), R);
  const b = point((index + 1) * segmentAngle(count), R);
  const large = segmentAngle(count) > 180 ? 1 : 0;
  return `M ${C} ${C} L ${round(a.x)} ${round(a.y)} A ${R} ${R} 0 ${large} 1 ${round(b.x)} ${round(b.y)} Z`;
}

/** A label ends this far inside the rim (clear of the pointer's tip), and has this much room towards the hub. */
export const LABEL_RIM = 20;
export const LABEL_ROOM = 88;
/** The label's font size: smaller for a long label, so it stays between the hub and the rim. */
export const labelSize = (label: string) => Math.max(9, Math.min(15, Math.floor(LABEL_ROOM / (0.62 * Math.max(label.length, 1)))));
/** A label too long even at the smallest size is squeezed into the room (textLength); else it keeps its own width. */
export const labelSqueezed = (label: string) => label.length * 0.62 * labelSize(label) > LABEL_ROOM;

/**
 * The rotation (degrees, clockwise) at which the segment at `index` sits under the pointer, at
 * least TURNS whole turns past `from`: it always turns forward.
 */
export function rotationTo(index: number, count: number, from: number, turns = TURNS): number {
  const target = (360 - segmentCentre(index, count)) % 360;
  const current = ((from % 360) + 360) % 360;
  return from + turns * 360 + ((target - current + 360) % 360);
}

/** Which segment is under the pointer at a rotation (what the member sees the wheel stop on). */
export function segmentAtPointer(rotation: number, count: number): number {
  const underPointer = (((360 - rotation) % 360) + 360) % 360;
  return Math.min(count - 1, Math.floor(underPointer / segmentAngle(count)));
}
