/** Where the page reports an error; the driver answers it on any origin, the site never sees it. */
export const REPORT_PATH = '/__browsers/report';

/** Where WebKit's pages load the error recorder from (its proxy answers it, on the page's origin). */
export const RECORDER_PATH = '/__browsers/record-errors.js';
