// Personal data between the profile's form and the server (docs/product.md §8.1, §11.1): the form
// speaks the web view's names (phone, street_no, zip_code; gender 1/2; the birthday as TT.MM.JJJJ),
// the loyalty API the server's (telephone, street_nr, postcode; gender m/f; an ISO date).

/** The largest avatar file a member can upload: 5 MB (docs/sso.md, Avatars). */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** The form's fields, in the web view's names; '' is "not given". */
export type ProfileForm = {
  username: string;
  gender: '' | '1' | '2';
  firstname: string;
  lastname: string;
  email: string;
  birthday: string;
  phone: string;
  street: string;
  street_no: string;
  zip_code: string;
  city: string;
  country: string;
};
export type ProfileField = keyof ProfileForm;

/** The stored personal data in the server's names (null: not given). */
export type ServerPersonalData = {
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  birthday: string | null;
  telephone: string | null;
  street: string | null;
  street_nr: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  gender: 'm' | 'f' | null;
};

/** The three fields named differently on the server (docs/product.md §8.1); the others keep their names. */
const SERVER_NAME: Partial<Record<string, keyof ServerPersonalData>> = { phone: 'telephone', street_no: 'street_nr', zip_code: 'postcode' };
const FORM_NAME: Partial<Record<string, ProfileField>> = { telephone: 'phone', street_nr: 'street_no', postcode: 'zip_code' };

/** Fields of the web view's personal data that are never saved (docs/product.md §11.1). */
export const NOT_SAVED = ['accepted_agbs', 'mobile_phone', 'privacy', 'salutation', 'title', 'crypto'] as const;

const GENDER_TO_FORM = { m: '1', f: '2' } as const;
const GENDER_TO_SERVER = { '1': 'm', '2': 'f' } as const;

/** 1990-02-01 → 01.02.1990; anything else stays as it is. */
export function isoToGermanDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

/** 01.02.1990 (or 1.2.1990) → 1990-02-01; anything else stays, so the date's rule names it. */
export function germanDateToIso(date: string): string {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(date.trim());
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : date.trim();
}

/** What the server has, as the form shows it: gender m/f → 1/2 and unset → '', the date in German. */
export function formFromServer(data: ServerPersonalData): ProfileForm {
  return {
    username: data.username ?? '',
    gender: data.gender ? GENDER_TO_FORM[data.gender] : '',
    firstname: data.firstname ?? '',
    lastname: data.lastname ?? '',
    email: data.email ?? '',
    birthday: data.birthday ? isoToGermanDate(data.birthday) : '',
    phone: data.telephone ?? '',
    street: data.street ?? '',
    street_no: data.street_nr ?? '',
    zip_code: data.postcode ?? '',
    city: data.city ?? '',
    country: data.country ?? '',
  };
}

/**
 * The web view's personal data as the server takes it: the fields that are never saved removed,
 * the three renamed, gender 1/2 → m/f ('' clears it), the birthday as an ISO date. A username left
 * empty is left out (a username is changed, never removed).
 */
export function serverFromForm(form: Partial<ProfileForm> & Partial<Record<(typeof NOT_SAVED)[number], unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(form)) {
    if ((NOT_SAVED as readonly string[]).includes(name) || typeof raw !== 'string') continue;
    const value = raw.trim();
    if (name === 'username' && value === '') continue;
    if (name === 'gender') out.gender = value === '1' || value === '2' ? GENDER_TO_SERVER[value] : '';
    else if (name === 'birthday') out.birthday = value === '' ? '' : germanDateToIso(value);
    else out[SERVER_NAME[name] ?? name] = value;
  }
  return out;
}

/** The form's field a server field's error belongs to (a validation issue's path). */
export const formFieldOf = (serverField: string): ProfileField | null => {
  const name = FORM_NAME[serverField] ?? serverField;
  return name in EMPTY_PROFILE_FORM ? (name as ProfileField) : null;
};

export const EMPTY_PROFILE_FORM: ProfileForm = formFromServer({
  username: null,
  firstname: null,
  lastname: null,
  email: null,
  birthday: null,
  telephone: null,
  street: null,
  street_nr: null,
  postcode: null,
  city: null,
  country: null,
  gender: null,
});

/**
 * Whether the web view's SSO endpoint is our own service on this origin (docs/sso.md, "Pages"):
 * then saving personal data through the loyalty API is all, since both write the same user.
 */
export function ssoIsOurs(endpoint: string, origin: string): boolean {
  try {
    const url = new URL(endpoint, origin);
    return url.origin === origin && url.pathname === '/sso/';
  } catch {
    return false;
  }
}
