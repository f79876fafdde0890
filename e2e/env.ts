// Settings shared by playwright.config.ts, e2e/serve.mjs (mirrored there) and the specs.
import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_API_KEY = process.env.E2E_API_KEY ?? 'e2e-api-key-0123456789abcdef';
/** Where e2e/serve.mjs keeps the test database and writes the demo URLs the server printed. */
export const E2E_ROOT = path.join(os.tmpdir(), `raeppli-e2e-${E2E_PORT}`);
export const E2E_DEMO_FILE = path.join(E2E_ROOT, 'demo.json');
/** Everything the server wrote to stdout and stderr during the run (e2e/serve.mjs). */
export const E2E_SERVER_LOG = path.join(E2E_ROOT, 'server.log');
/** The secrets the specs were given (one JSON object per line), for the log check of e2e/log-hygiene.ts. */
export const E2E_SECRETS_FILE = path.join(E2E_ROOT, 'secrets.jsonl');
/** The host's login page and the host page that embeds the web view in the specs (set in e2e/serve.mjs). */
export const E2E_LOGIN_URL = 'https://login.raeppli.test/anmelden';
export const E2E_HOST_ORIGIN = `http://localhost:${E2E_PORT}`;
/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches, 1.65). Chromium reads
 * only the last `--disable-features` of its command line, so ours repeats it before adding to it;
 * scripts/e2e/chromium-args.test.mjs fails when a Playwright update changes the list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Debian's Chromium as every spec launches it (playwright.config.ts). Chromium is two thirds of a
 * run's CPU on this 2-core machine, so it is spared work no spec looks at (docs/conventions.md 18):
 * without a GPU it composites in software either way (said outright: no software GL), and every new
 * window would render the address bar's two popups (WebUI pages, about 0.2 s of CPU a context).
 */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-gpu-compositing',
    '--disable-software-rasterizer',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
  ],
};
/** The console's first admin, created at start-up from CONSOLE_ADMIN_EMAIL / _PASSWORD (set in e2e/serve.mjs). */
export const E2E_ADMIN = { email: 'admin@raeppli.example', password: 'Admin-E2E-Passwort-2026' };
/** The demo accounts' password on the test server (DEMO_PASSWORD in e2e/serve.mjs; random elsewhere). */
export const E2E_DEMO_PASSWORD = 'Demo-E2E-Passwort-2026';
/** The demo console's editor and operator, as the seed makes them (lib/server/db/seed.ts). */
export const DEMO_EDITOR = { email: 'redaktion@raeppli.example', password: E2E_DEMO_PASSWORD };
export const DEMO_OPERATOR = { email: 'betrieb@raeppli.example', password: E2E_DEMO_PASSWORD };
