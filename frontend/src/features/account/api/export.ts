/**
 * GET /api/account/export: everything the account holds, as a JSON file (the server sends it as an
 * attachment). A plain link: the browser downloads it with the session cookie.
 */
export const ACCOUNT_EXPORT_URL = '/api/account/export';
