/** Who is browsing: the reply of GET /sfapi/v1/principal, read by the SPA and written by the BFF. */
export interface Principal {
  authenticated: boolean;
  username: string | null;
  companyName: string | null;
  /** USER_ANONYMUS: the client hides the logged-in features when true. */
  anonymous: boolean;
  csrfToken: string;
  stateVersionToken: string;
  roles: string[];
  /** The staff user acting as this user after a switch user, else null. */
  impersonatorUsername: string | null;
}
