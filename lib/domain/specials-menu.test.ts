import { specialsMenu } from './specials-menu';

const advent = { slug: 'adventskalender', menu_link: 'Advent' };
const noLink = { slug: 'sommerfest', menu_link: null };

describe('the specials in the navigation', () => {
  it('nothing is fetched while the list loads, and no link shows', () => {
    expect(specialsMenu({ data: undefined, error: undefined })).toEqual({ fetched: false, failed: false, links: [] });
  });
  it('a loaded list shows the menu links of the specials that have one', () => {
    expect(specialsMenu({ data: [advent, noLink], error: undefined })).toEqual({ fetched: true, failed: false, links: [advent] });
  });
  it('an empty list counts as failed and hides the links', () => {
    expect(specialsMenu({ data: [], error: undefined })).toEqual({ fetched: true, failed: true, links: [] });
  });
  it('an error counts as failed, even with an older list at hand', () => {
    expect(specialsMenu({ data: [advent], error: new Error('offline') })).toEqual({ fetched: true, failed: true, links: [] });
  });
});
