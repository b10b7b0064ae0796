/**
 * The page size every browser test file starts at (vitest.config.ts sets it on the page, and
 * tests/support/browser-setup.ts puts it back for files that share a page): a phone's, so a test
 * that needs room asks for it with page.viewport().
 */
export const TEST_VIEWPORT = { width: 414, height: 896 } as const
