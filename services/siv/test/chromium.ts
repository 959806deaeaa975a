/** The browser of the screen page tests (the platform's), and where they keep screenshots. */
import path from 'node:path';

export { launchChromium, type TestBrowser } from '@transport/platform/testing/chromium';

/** Where the screen page tests keep their screenshots. */
export const SCREEN_ARTIFACTS = path.resolve(import.meta.dirname, '../../../test-artifacts/screens');
