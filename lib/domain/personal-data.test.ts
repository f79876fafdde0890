import {
  EMPTY_PROFILE_FORM,
  formFieldOf,
  formFromServer,
  germanDateToIso,
  isoToGermanDate,
  serverFromForm,
  ssoIsOurs,
  type ServerPersonalData,
} from './personal-data';

const stored: ServerPersonalData = {
  username: 'anna',
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'anna@example.org',
  birthday: '1990-02-01',
  telephone: '+43 664 1234567',
  street: 'Kirchstrasse',
  street_nr: '12a',
  postcode: '6900',
  city: 'Bregenz',
  country: 'Österreich',
  gender: 'f',
};

describe('personal data between form and server (docs/product.md §8.1, §11.1)', () => {
  it('the form shows the web view names, gender m/f as 1/2, the date in German', () => {
    expect(formFromServer(stored)).toEqual({
      username: 'anna',
      gender: '2',
      firstname: 'Anna',
      lastname: 'Muster',
      email: 'anna@example.org',
      birthday: '01.02.1990',
      phone: '+43 664 1234567',
      street: 'Kirchstrasse',
      street_no: '12a',
      zip_code: '6900',
      city: 'Bregenz',
      country: 'Österreich',
    });
    expect(formFromServer({ ...stored, gender: 'm' }).gender).toBe('1');
  });

  it('an unset gender and empty fields are empty in the form', () => {
    expect(EMPTY_PROFILE_FORM.gender).toBe('');
    expect(Object.values(EMPTY_PROFILE_FORM).every((v) => v === '')).toBe(true);
  });

  it('saving: the three fields renamed, 1/2 → m/f, the date as ISO, and the round trip gives what was stored', () => {
    const out = serverFromForm(formFromServer(stored));
    expect(out).toEqual({ ...stored });
    expect(serverFromForm({ gender: '1' })).toEqual({ gender: 'm' });
    expect(serverFromForm({ gender: '' })).toEqual({ gender: '' });
    expect(serverFromForm({ phone: ' 0664 1 ', street_no: '3', zip_code: '6850' })).toEqual({ telephone: '0664 1', street_nr: '3', postcode: '6850' });
  });

  it('removes accepted_agbs, mobile_phone, privacy, salutation, title and crypto before saving', () => {
    const out = serverFromForm({ firstname: 'Anna', accepted_agbs: 'true', mobile_phone: '0664', privacy: '1', salutation: 'Frau', title: 'Dr.', crypto: 'x' });
    expect(out).toEqual({ firstname: 'Anna' });
  });

  it('an empty username is left out (changed, never removed); other empty fields clear', () => {
    expect(serverFromForm({ username: '', city: '' })).toEqual({ city: '' });
    expect(serverFromForm({ birthday: '' })).toEqual({ birthday: '' });
  });

  it('dates: German ↔ ISO; a malformed date stays for its rule to name', () => {
    expect(germanDateToIso('1.2.1990')).toBe('1990-02-01');
    expect(germanDateToIso('01.02.19')).toBe('01.02.19');
    expect(isoToGermanDate('2001-12-24')).toBe('24.12.2001');
  });

  it("a server field's error lands on the form's field", () => {
    expect(formFieldOf('telephone')).toBe('phone');
    expect(formFieldOf('postcode')).toBe('zip_code');
    expect(formFieldOf('email')).toBe('email');
    expect(formFieldOf('privacy')).toBeNull();
  });

  it('our own SSO is /sso/ on this origin; anything else is a site of its own', () => {
    expect(ssoIsOurs('/sso/', 'https://raeppli.example')).toBe(true);
    expect(ssoIsOurs('https://raeppli.example/sso/', 'https://raeppli.example')).toBe(true);
    expect(ssoIsOurs('https://login.zeitung.example/sso/', 'https://raeppli.example')).toBe(false);
    expect(ssoIsOurs('/auth/', 'https://raeppli.example')).toBe(false);
  });
});
