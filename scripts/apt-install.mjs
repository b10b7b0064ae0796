// The last resort of the scripts that look for a system tool (a browser, PyYAML): on a fresh
// Debian machine where they run as root, as CI does, they install Debian's package.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Whether apt-get can install here: Debian (or a derivative), run as root. */
export function canAptInstall() {
  return existsSync('/etc/debian_version') && process.getuid?.() === 0
}

/**
 * Installs Debian packages with apt-get (after `apt-get update`), telling why on stderr.
 * @param {string[]} packages @param {string} why @param {string} tag
 * @returns {boolean} whether apt-get succeeded
 */
export function aptInstall(packages, why, tag) {
  console.error(`[${tag}] ${why}; installing Debian ${packages.join(' ')} with apt-get`)
  const apt = spawnSync(
    'sh',
    ['-c', `apt-get update && apt-get install -y ${packages.join(' ')}`],
    {
      stdio: 'inherit',
    },
  )
  return apt.status === 0
}
