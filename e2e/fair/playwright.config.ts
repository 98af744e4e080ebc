import path from 'node:path';
import { suiteConfig } from '@art/e2e-shared';

/** The fair suite's browser tests (e2e/fair/src): see suiteConfig in e2e/shared/src/playwright.ts. */
export default suiteConfig('fair', path.join(__dirname, 'src'));
