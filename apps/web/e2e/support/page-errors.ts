import { DEMO_ANNOUNCEMENT_SEEN_KEY, HOME_NOTICE_DISMISSED_KEY } from './browser.ts';

/**
 * Run in every document before the page's own scripts (where the driver can): a Content-Security-Policy
 * violation becomes a console error, which the drivers collect with the page's other errors. Browsers
 * report a violation to the page even when the script that caused it caught the exception.
 */
export const REPORT_CSP_VIOLATIONS = `addEventListener('securitypolicyviolation', (event) => {
  console.error('Content-Security-Policy violation: ' + event.violatedDirective + ' blocked ' +
    (event.blockedURI || 'inline code') + ' at ' + event.sourceFile + ':' + event.lineNumber);
});`;

/** The demo announcement and the home page's notice would cover the journey (support/browser.ts does the same). */
export const DISMISS_DEMO_NOTICES = `try {
  localStorage.setItem(${JSON.stringify(DEMO_ANNOUNCEMENT_SEEN_KEY)}, '1');
  localStorage.setItem(${JSON.stringify(HOME_NOTICE_DISMISSED_KEY)}, '1');
} catch {}`;

/**
 * For a driver that cannot run a script before the page's own (W3C WebDriver classic): installed in
 * the document at each look, it records uncaught errors, rejections, console errors and CSP violations
 * from then on, plus the CSP reports the browser buffered before (ReportingObserver, `buffered`), and
 * hands over what it recorded since the last look. Anything before the first look comes from the
 * browser's console log instead (see webkit.ts).
 */
export const RECORD_PAGE_ERRORS = `(() => {
  const w = window;
  if (!w.__e2eErrors) {
    w.__e2eErrors = [];
    const record = (text) => w.__e2eErrors.push(String(text));
    addEventListener('error', (event) => record('page error: ' + (event.error?.message ?? event.message)));
    addEventListener('unhandledrejection', (event) => record('unhandled rejection: ' + (event.reason?.message ?? event.reason)));
    addEventListener('securitypolicyviolation', (event) =>
      record('Content-Security-Policy violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code')));
    const consoleError = console.error.bind(console);
    console.error = (...args) => { record('console error: ' + args.map(String).join(' ')); consoleError(...args); };
    if (typeof ReportingObserver === 'function') {
      new ReportingObserver((reports) => {
        for (const report of reports) record('Content-Security-Policy violation (report): ' + JSON.stringify(report.body));
      }, { types: ['csp-violation'], buffered: true }).observe();
    }
  }
  return w.__e2eErrors.splice(0);
})()`;
