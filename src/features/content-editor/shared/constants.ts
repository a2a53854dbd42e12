/** Names the CMS configuration and the admin page's script share (kept apart from the schemas). */

/** The file format the admin page registers: JSON.stringify(data, null, 2) plus a newline. */
export const CMS_FORMAT = 'json-file';
/** Where the local backend (decap-server, behind `npm run cms`) answers, on the page's origin. */
export const LOCAL_BACKEND_PATH = '/admin/api/v1';
/**
 * The admin page's query word that turns the local backend on: `npm run cms` (tools/cms.ts) sends
 * /admin/ there. Elsewhere (`npm start`, a preview) nothing answers the backend, so asking it
 * would fail.
 */
export const LOCAL_BACKEND_QUERY = 'local-backend';
