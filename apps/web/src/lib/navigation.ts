/** Options of a programmatic navigation from outside React components. */
export interface NavigateOptions {
  replace?: boolean;
}

type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;

/**
 * Lets the router handle navigations requested by non-React code (the API client's 401 handling).
 * Returns a function that removes the registration.
 */
export function registerNavigator(next: Navigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = null;
  };
}

/** Navigates through the router when one is registered, else with a full page load. */
export function navigateTo(to: string, options: NavigateOptions = {}): void {
  if (navigator) {
    navigator(to, options);
  } else if (options.replace) {
    window.location.replace(to);
  } else {
    window.location.assign(to);
  }
}

/** The address the browser shows now: path plus query string. */
export function getCurrentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
