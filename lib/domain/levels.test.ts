import { anonymousStanding, levelStanding, type LevelDef } from './levels';

const levels: LevelDef[] = [
  { id: 2, position: 2, name: 'Stammleser', threshold: 500, imageUrl: null },
  { id: 1, position: 1, name: 'Neuling', threshold: 0, imageUrl: null },
  { id: 3, position: 3, name: 'Kenner', threshold: 2000, imageUrl: null },
];

describe('levelStanding', () => {
  it('starts at the zero-threshold level with progress to the next', () => {
    const s = levelStanding(levels, 0);
    expect(s.level?.name).toBe('Neuling');
    expect(s.next).toMatchObject({ name: 'Stammleser', missing: 500, progress: 0 });
  });
  it('reaches a level exactly at its threshold', () => {
    const s = levelStanding(levels, 500);
    expect(s.level?.name).toBe('Stammleser');
    expect(s.next).toMatchObject({ name: 'Kenner', missing: 1500, progress: 0 });
  });
  it('computes progress between thresholds', () => {
    expect(levelStanding(levels, 1250).next?.progress).toBe(50);
    expect(levelStanding(levels, 1999).next).toMatchObject({ missing: 1, progress: 99 });
  });
  it('has no next level at the top', () => {
    const s = levelStanding(levels, 10_000);
    expect(s.level?.name).toBe('Kenner');
    expect(s.next).toBeNull();
  });
  it('has no level without levels', () => {
    expect(levelStanding([], 100)).toEqual({ level: null, next: null });
  });
});

describe('anonymousStanding', () => {
  it('stays on the first level and names the second as the next', () => {
    const s = anonymousStanding(levels, 120);
    expect(s.level?.name).toBe('Neuling');
    expect(s.next).toMatchObject({ name: 'Stammleser', missing: 380, progress: 24 });
  });
  it('never passes the second level: enough earned is missing 0, a full bar', () => {
    expect(anonymousStanding(levels, 500).next).toMatchObject({ name: 'Stammleser', missing: 0, progress: 100 });
    const s = anonymousStanding(levels, 5000);
    expect(s.level?.name).toBe('Neuling');
    expect(s.next).toMatchObject({ name: 'Stammleser', missing: 0, progress: 100 });
  });
  it('has no next level with one level, and nothing without levels', () => {
    expect(anonymousStanding([levels[1]!], 50)).toMatchObject({ level: { name: 'Neuling' }, next: null });
    expect(anonymousStanding([], 50)).toEqual({ level: null, next: null });
  });
});
