/**
 * One journey, three drivers: the core customer journey is written once against JourneyPage, and each
 * browser (Chromium through playwright-core, Firefox through puppeteer-core's WebDriver BiDi, WebKitGTK
 * through selenium-webdriver's W3C WebDriver) only supplies the few primitives of PageDriver. Elements
 * are found by what a customer reads (a label, a button's words), in the page, by the same functions
 * in every browser; every wait polls a condition until a generous deadline, never a fixed sleep.
 */

export type BrowserName = 'chromium' | 'firefox' | 'webkit';

/** Finds one element in the page; runs inside the browser, so it must not use anything from its module. */
export type Finder<A> = (arg: A) => Element | null;

export interface PageDriver {
  readonly browser: BrowserName;
  /** Loads an absolute URL; resolves once the document has loaded. */
  load(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn(arg)` in the page and returns its (JSON) result. */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  /** Clicks the element `finder(arg)` finds with real input events; false when it found none. */
  click<A>(finder: Finder<A>, arg: A): Promise<boolean>;
  /** Types `text` into the empty field `finder(arg)` finds, key by key; false when it found none. */
  type<A>(finder: Finder<A>, arg: A, text: string): Promise<boolean>;
  /** The CSS viewport's size (WebKitGTK's window has a minimum width, so it may be wider). */
  resize(width: number, height: number): Promise<void>;
  /** A PNG of the whole page. */
  screenshot(path: string): Promise<void>;
  /** Uncaught page errors, console errors and Content-Security-Policy violations seen so far. */
  errors(): string[];
  close(): Promise<void>;
}

/**
 * How one driver finds an element and acts on it. PageDriver's click and type are the same in every
 * browser (find the element, act on it, false when there is none); only these three steps differ.
 */
export interface ElementActions<E> {
  find<A>(finder: Finder<A>, arg: A): Promise<E | null>;
  click(element: E): Promise<void>;
  type(element: E, text: string): Promise<void>;
}

/** PageDriver's click and type, built from a driver's ElementActions. */
export function clickAndType<E>(actions: ElementActions<E>): Pick<PageDriver, 'click' | 'type'> {
  const onFound = async <A>(finder: Finder<A>, arg: A, act: (element: E) => Promise<void>) => {
    const target = await actions.find(finder, arg);
    if (!target) return false;
    await act(target);
    return true;
  };
  return {
    click: (finder, arg) => onFound(finder, arg, (target) => actions.click(target)),
    type: (finder, arg, text) => onFound(finder, arg, (target) => actions.type(target, text)),
  };
}

/** The part of a playwright-core or a puppeteer-core page that PageDriver's url and evaluate read. */
interface LibraryPage {
  url(): string;
  evaluate(fn: (arg: unknown) => unknown, arg: unknown): Promise<unknown>;
}

/**
 * PageDriver's url and evaluate over a playwright-core or puppeteer-core page. Both libraries type the
 * argument as it arrives in the page (serialised); ours are plain values, which arrive as they are.
 */
export function urlAndEvaluate(page: LibraryPage): Pick<PageDriver, 'url' | 'evaluate'> {
  return {
    url: async () => page.url(),
    evaluate: async <A, R>(fn: (arg: A) => R, arg: A) =>
      (await page.evaluate(fn as (arg: unknown) => unknown, arg)) as R,
  };
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** Polls `probe` until it returns something other than null/undefined/false; errors count as "not yet". */
export async function poll<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    try {
      const value = await probe();
      if (value !== null && value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error; // a navigation replaced the document under the probe: try again
    }
    if (Date.now() >= deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** A form field by its label's exact words (whitespace collapsed). */
const byLabel: Finder<string> = (label) => {
  for (const element of Array.from(document.querySelectorAll('label'))) {
    const control = element.control;
    if (
      control &&
      (element.textContent ?? '').replace(/\s+/g, ' ').trim() === label &&
      control.getClientRects().length > 0
    ) {
      return control;
    }
  }
  return null;
};

/**
 * A visible, enabled button whose words (or aria-label) are exactly `name`, else such a link: a form's
 * "Sign In" button, not the header's link of the same words.
 */
const byName: Finder<string> = (name) => {
  const named = (selector: string) =>
    Array.from(document.querySelectorAll(selector)).find(
      (element) =>
        element.getClientRects().length > 0 &&
        !(element as HTMLButtonElement).disabled &&
        (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim() ===
          name,
    );
  return named('button, [role="button"], [role="menuitem"]') ?? named('a[href]') ?? null;
};

export class JourneyPage {
  constructor(
    readonly driver: PageDriver,
    readonly baseURL: string,
  ) {}

  get browser(): BrowserName {
    return this.driver.browser;
  }

  /** Loads a path of the site and waits until the app has taken the page over (buttons work from then on). */
  async goto(path: string): Promise<void> {
    await this.driver.load(new URL(path, this.baseURL).toString());
    await this.waitForApp();
  }

  /** The app sets <html data-app="ready"> in its first commit. */
  async waitForApp(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await poll(
      'the app to start',
      () => this.driver.evaluate(() => document.documentElement.dataset.app === 'ready', null),
      timeoutMs,
    );
  }

  async fill(label: string, value: string): Promise<void> {
    await poll(`a field labelled "${label}"`, () => this.driver.type(byLabel, label, value));
  }

  /**
   * Chooses the option whose words are `option` in the select labelled `label`, as a pick from the list
   * does: the value changes and a change event bubbles (what React listens to), the same in every browser.
   */
  async choose(label: string, option: string): Promise<void> {
    await poll(`a list labelled "${label}" with "${option}"`, async () => {
      return this.driver.evaluate(
        ({ wanted, choice }) => {
          for (const element of Array.from(document.querySelectorAll('label'))) {
            const control = element.control;
            if (!(control instanceof HTMLSelectElement)) continue;
            if ((element.textContent ?? '').replace(/\s+/g, ' ').trim() !== wanted) continue;
            const match = Array.from(control.options).find((item) => item.text.trim() === choice);
            if (!match) return false;
            control.value = match.value;
            control.dispatchEvent(new Event('change', { bubbles: true }));
            return true;
          }
          return false;
        },
        { wanted: label, choice: option },
      );
    });
  }

  async click(name: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await poll(`a button or link "${name}"`, () => this.driver.click(byName, name), timeoutMs);
  }

  /** Whether `name` is a visible button or link right now (no waiting). */
  async hasButton(name: string): Promise<boolean> {
    return this.driver.evaluate(
      (wanted) =>
        Array.from(document.querySelectorAll('button')).some(
          (element) => element.getClientRects().length > 0 && (element.textContent ?? '').trim() === wanted,
        ),
      name,
    );
  }

  /** Waits until an element matching `selector` (default: the body) shows `text` (rendered text only). */
  async waitForText(text: string, selector = 'body', timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await poll(
      `"${text}" in ${selector}`,
      () =>
        this.driver.evaluate(
          ({ wanted, scope }) =>
            Array.from(document.querySelectorAll<HTMLElement>(scope)).some((element) => {
              // A card off screen is not rendered yet (content-visibility: auto), and WebKit then gives
              // no innerText at all: scroll to it, as a visitor would, and read its text if it is
              // visible (checkVisibility: not hidden, not display: none).
              let text = element.innerText;
              if (text.trim() === '') {
                element.scrollIntoView({ block: 'center' });
                text = element.checkVisibility() ? (element.textContent ?? '') : '';
              }
              return text.replace(/\s+/g, ' ').includes(wanted);
            }),
          { wanted: text, scope: selector },
        ),
      timeoutMs,
    );
  }

  /** The rendered text of the first element matching `selector`, once there is one. */
  async textOf(selector: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<string> {
    return poll(
      selector,
      () =>
        this.driver.evaluate((scope) => {
          const element = document.querySelector<HTMLElement>(scope);
          if (!element) return null;
          // As waitForText: an element off screen may not be rendered yet.
          if (element.innerText.trim() === '') element.scrollIntoView({ block: 'center' });
          return element.innerText.trim() || null;
        }, selector),
      timeoutMs,
    ).catch(async (error: unknown) => {
      const where = await this.driver.url().catch(() => 'unknown');
      throw new Error(`${(error as Error).message} on ${where}`);
    });
  }

  async waitForURL(pattern: RegExp, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await poll(`a URL matching ${pattern}`, async () => pattern.test(await this.driver.url()), timeoutMs);
  }

  /** Resizes, then waits for the page to lay out at the new width. */
  async resize(width: number, height: number): Promise<number> {
    await this.driver.resize(width, height);
    return poll(`a ${width} px wide viewport`, () =>
      this.driver.evaluate((wanted) => (window.innerWidth >= wanted ? window.innerWidth : null), width),
    );
  }
}
