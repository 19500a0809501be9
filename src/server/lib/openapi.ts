/** OpenAPI security of a route that takes the session as a bearer token or the session cookie. */
export const sessionSecurity: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
