// Settings shared by playwright.config.ts, e2e/serve.mjs (mirrored there) and the specs.
import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_API_KEY = process.env.E2E_API_KEY ?? 'e2e-api-key-0123456789abcdef';
/** Where e2e/serve.mjs keeps the test database and writes the demo URLs the server printed. */
export const E2E_ROOT = path.join(os.tmpdir(), `raeppli-e2e-${E2E_PORT}`);
export const E2E_DEMO_FILE = path.join(E2E_ROOT, 'demo.json');
