/** What every /api/* answer is built of: JSON:API-style resources and collections, logins, errors. */

export type Area = 'directory' | 'dccyouth' | 'podcastadmin';

/** A JSON:API-style resource identifier. */
export interface Ref<T extends string = string> {
  type: T;
  id: string;
}

export interface Resource<T extends string, A> {
  type: T;
  id: string;
  attributes: A;
}

export interface Collection<R, I = never> {
  data: R[];
  included?: I[];
  meta?: Record<string, string | number>;
}

/** GET /login, POST /login */
export interface LoginAnswer {
  user: Area | null;
}
