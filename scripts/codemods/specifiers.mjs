// The import-specifier rewriting the codemods share: find each module specifier, resolve it to a
// repository path, and let the codemod say what it becomes.
import { posix } from 'node:path'

export const withoutExtension = (path) => path.replace(/\.(d\.ts|tsx?|mjs|js)$/, '')

/** The repository path a specifier of `file` names, or null for a package import. */
export function resolveSpecifier(file, specifier) {
  if (specifier.startsWith('@/')) return posix.normalize(`src/${specifier.slice(2)}`)
  if (!specifier.startsWith('.')) return null
  return posix.normalize(posix.join(posix.dirname(file), specifier))
}

// from '…', import('…'), import '…', vi.mock('…'), export … from '…'
const SPECIFIER =
  /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\bimportOriginal<typeof import\()(['"])([^'"\n]+)\2/g

/** `text` (the source of `file`) with each specifier replaced by `rewrite(file, specifier)`. */
export function rewriteSpecifiers(file, text, rewrite) {
  return text.replace(
    SPECIFIER,
    (whole, lead, quote, specifier) => `${lead}${quote}${rewrite(file, specifier)}${quote}`,
  )
}
