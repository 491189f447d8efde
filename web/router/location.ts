/** Where the app is: the parts of the URL the screens read, and the history entry's own key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** The history entry's key: a new one on every navigation, kept when going back to the entry. */
  key: string;
}

/** How the app came to the location: a new entry, one replaced, or back and forward (and the first load). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** An absolute path with its query and hash (`/cerca?q=x#top`) as a location; `key` as given. */
export function locationOf(path: string, key = 'default'): Location {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = beforeHash.indexOf('?');
  return {
    pathname: (searchAt >= 0 ? beforeHash.slice(0, searchAt) : beforeHash) || '/',
    search: searchAt >= 0 && searchAt < beforeHash.length - 1 ? beforeHash.slice(searchAt) : '',
    hash: hash === '#' ? '' : hash,
    key,
  };
}
