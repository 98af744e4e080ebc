import path from 'node:path';
import { suiteConfig } from '@art/e2e-shared';

/** The shop suite's browser tests (e2e/shop/src): see suiteConfig in e2e/shared/src/playwright.ts. */
export default suiteConfig('shop', path.join(__dirname, 'src'));
