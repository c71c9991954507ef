import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { findExecutable } from './find-executable.ts';
import { clickAndType, DEFAULT_TIMEOUT_MS, type PageDriver, poll } from './journey-page.ts';
import { DISMISS_DEMO_NOTICES, RECORD_PAGE_ERRORS } from './page-errors.ts';
import { freePort } from './server.ts';

const INSTALL =
  "Install Debian's WebKitGTK driver and a virtual display with `apt-get update && apt-get install -y webkit2gtk-driver xvfb`";

export const WEBKIT_DRIVER_PATHS = ['/usr/bin/WebKitWebDriver', '/usr/local/bin/WebKitWebDriver'];

/** WEBKIT_DRIVER_PATH, then Debian's WebKitWebDriver; none → one error saying how to install it. */
export function findWebKitDriver(env: NodeJS.ProcessEnv = process.env, paths = WEBKIT_DRIVER_PATHS): string {
  return findExecutable(
    {
      what: 'WebKitWebDriver',
      envVar: 'WEBKIT_DRIVER_PATH',
      paths,
      install: `${INSTALL}, or point WEBKIT_DRIVER_PATH at a WebKitWebDriver binary.`,
    },
    env,
  );
}

function findXvfb(): string {
  return findExecutable({
    what: 'Xvfb',
    envVar: 'XVFB_PATH',
    paths: ['/usr/bin/Xvfb'],
    install: `${INSTALL}.`,
  });
}

/** Tall enough for a whole dashboard in one screenshot (the window is resized to the page for it). */
const SCREEN = { width: 1600, height: 4000 };

/** WebKitGTK's browser window keeps a minimum width for its toolbar; this lets it shrink further. */
const GTK_CSS = `window, window * { min-width: 0; min-height: 0; }
entry, button, label { font-size: 1px; padding: 0; margin: 0; border-width: 0; }
`;

/** Stops a process we started and everything it started (its own process group). */
async function stopGroup(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Starts Xvfb on the first free display (it says which on fd 3 once it accepts clients). */
async function startXvfb(logs: string[]): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn(
    findXvfb(),
    ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const displayFd = child.stdio[3] as NodeJS.ReadableStream;
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    displayFd.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    child.once('exit', (code) =>
      reject(new Error(`Xvfb exited (${code}) before it was ready:\n${logs.join('')}`)),
    );
    setTimeout(() => reject(new Error(`Xvfb was not ready after 60 s:\n${logs.join('')}`)), 60_000);
  }).catch(async (error: unknown) => {
    await stopGroup(child);
    throw error;
  });
  return { child, display };
}

/** WebKit's console messages (written to stdout by the browser) that are errors, with their URL. */
export function consoleErrorsIn(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /\bCONSOLE (?:\w+ )?ERROR\b/.test(line))
    .map((line) => `console: ${line.trim()}`);
}

/**
 * WebKitGTK driven over W3C WebDriver (classic) by selenium-webdriver: Xvfb, then Debian's
 * WebKitWebDriver on a free port under it, then a MiniBrowser session. Its own temp dir holds the
 * browser's config, cache and data; every process started is stopped on close, also after a failure.
 */
export async function openWebKit(baseURL: string): Promise<PageDriver> {
  const home = mkdtempSync(join(tmpdir(), 'e2e-webkit-'));
  const logs: string[] = [];
  let output = '';
  let xvfb: ChildProcess | undefined;
  let server: ChildProcess | undefined;
  let driver: WebDriver | undefined;
  const stop = async () => {
    if (driver)
      await Promise.race([driver.quit(), new Promise((r) => setTimeout(r, 30_000))]).catch(() => undefined);
    await stopGroup(server);
    await stopGroup(xvfb);
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const executable = findWebKitDriver();
    mkdirSync(join(home, 'config', 'gtk-3.0'), { recursive: true });
    writeFileSync(join(home, 'config', 'gtk-3.0', 'gtk.css'), GTK_CSS);
    const started = await startXvfb(logs);
    xvfb = started.child;
    const port = await freePort();
    server = spawn(executable, [`--port=${port}`, '--host=local'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DISPLAY: started.display,
        HOME: home,
        XDG_CONFIG_HOME: join(home, 'config'),
        XDG_CACHE_HOME: join(home, 'cache'),
        XDG_DATA_HOME: join(home, 'data'),
        NO_AT_BRIDGE: '1',
      },
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    await poll(
      'WebKitWebDriver to accept sessions',
      async () =>
        ((await (await fetch(`${url}/status`)).json()) as { value?: { ready?: boolean } }).value?.ready,
      60_000,
    );
    driver = await new Builder()
      .disableEnvironmentOverrides()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          args: ['--automation', '--enable-write-console-messages-to-stdout=true'],
        },
      })
      .build();
    await driver.manage().setTimeouts({ script: DEFAULT_TIMEOUT_MS, pageLoad: 180_000 });
    return webKitPage(driver, baseURL, () => output, stop);
  } catch (error) {
    await stop();
    const detail = logs.join('').trim();
    throw detail ? new Error(`${(error as Error).message}\n${detail}`, { cause: error }) : error;
  }
}

function webKitPage(
  driver: WebDriver,
  baseURL: string,
  consoleOutput: () => string,
  stop: () => Promise<void>,
): PageDriver {
  const recorded: string[] = [];
  let noticesDismissed = false;
  /** Runs `fn(arg)` in the page, collecting what the page recorded since the last call. */
  const run = async <A, R>(fn: (arg: A) => R, arg: A): Promise<R> => {
    const [result, errors] = (await driver.executeScript(
      `const errors = ${RECORD_PAGE_ERRORS}; return [(${fn}).apply(null, arguments), errors];`,
      arg,
    )) as [R, string[]];
    recorded.push(...errors);
    return result;
  };
  const chromeHeight = () => run(() => Math.max(0, window.outerHeight - window.innerHeight), null);
  return {
    browser: 'webkit',
    async load(url) {
      if (!noticesDismissed) {
        // No script can run before the page's own here: the first look at the origin stores what
        // support/browser.ts's init scripts store, before any page of the app loads.
        await driver.get(new URL('/readyz', baseURL).toString());
        await driver.executeScript(DISMISS_DEMO_NOTICES);
        noticesDismissed = true;
      }
      await driver.get(url);
      await run(() => null, null);
    },
    url: () => driver.getCurrentUrl(),
    evaluate: run,
    ...clickAndType({
      find: async (finder, arg) => (await run(finder, arg)) as unknown as WebElement | null,
      async click(target) {
        // WebDriver refuses a click on an element another covers (the sticky call bar at the bottom):
        // to the middle of the screen first, as a visitor scrolls to a button.
        await driver.executeScript('arguments[0].scrollIntoView({ block: "center" });', target);
        await target.click();
      },
      type: (target, text) => target.sendKeys(text),
    }),
    async resize(width, height) {
      const extra = await chromeHeight();
      await driver
        .manage()
        .window()
        .setRect({ width, height: height + extra });
    },
    async screenshot(path) {
      const win = driver.manage().window();
      const before = await win.getRect();
      const extra = await chromeHeight();
      const pageHeight = await run(() => document.documentElement.scrollHeight, null);
      const tall = Math.min(pageHeight, SCREEN.height - extra);
      await win.setRect({ width: before.width, height: tall + extra });
      await poll('the window to grow to the page', () =>
        run((wanted) => window.innerHeight >= wanted - 1, tall),
      );
      writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
      await win.setRect({ width: before.width, height: before.height });
    },
    errors: () => [...consoleErrorsIn(consoleOutput()), ...recorded],
    close: stop,
  };
}
