import { LABEL_ROOM, labelSize, labelSqueezed, rotationTo, segmentAtPointer, segmentColours, TURNS, wedgePath } from './wheel-geometry';

describe('the wheel stops on the segment the server chose', () => {
  it.each([1, 2, 3, 5, 6, 7, 12])('with %i segments, from any start, always turning forward', (count) => {
    for (const from of [0, 17, 359, 1234.5, 3 * 360]) {
      for (let index = 0; index < count; index++) {
        const to = rotationTo(index, count, from);
        expect(segmentAtPointer(to, count)).toBe(index);
        expect(to - from).toBeGreaterThanOrEqual(TURNS * 360);
        expect(to - from).toBeLessThan((TURNS + 1) * 360);
      }
    }
  });

  it('lands in the middle of the segment, not on an edge', () => {
    // 4 segments of 90°: segment 1 spans 90–180° from the top, its centre 135° → a rotation of 225°.
    expect(rotationTo(1, 4, 0) % 360).toBe(225);
  });
});

describe('drawing', () => {
  it('neighbouring segments never share a colour, around the circle too', () => {
    for (let count = 2; count <= 13; count++) {
      const colours = segmentColours(count).map((c) => c.fill);
      colours.forEach((c, i) => expect(c).not.toBe(colours[(i + 1) % count]));
    }
  });

  it('draws wedges from the centre', () => {
    expect(wedgePath(0, 4)).toBe('M 150 150 L 150 10 A 140 140 0 0 1 290 150 Z');
    expect(wedgePath(0, 1)).toContain('A 140 140 0 1 1');
  });

  it('fits labels between the hub and the rim: smaller type for longer ones, squeezed only past the smallest', () => {
    expect(labelSize('10 Räppli')).toBe(15);
    expect(labelSize('Nochmal drehen')).toBeLessThan(15);
    for (const label of ['10 Räppli', 'Leider nichts', 'Nochmal drehen']) expect(label.length * 0.62 * labelSize(label)).toBeLessThanOrEqual(LABEL_ROOM);
    expect(labelSqueezed('Nochmal drehen')).toBe(false);
    expect(labelSqueezed('Ein Wochenende am Bodensee für zwei')).toBe(true);
  });
});
