import { afterAll } from 'vitest';
import { removeRememberedTempDirs } from './temp-registry';

// Helpers' temporary data directories (test contexts) never outlive their test file.
afterAll(removeRememberedTempDirs);
