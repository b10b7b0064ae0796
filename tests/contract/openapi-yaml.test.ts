import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { load as loadJsYaml } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { aptInstall, canAptInstall } from '../../scripts/apt-install.mjs'

/**
 * openapi.yaml is read by more than our own tools: Python backends, schemathesis and
 * openapi-spec-validator use PyYAML, other JavaScript tools js-yaml. Each must load it, and all
 * must read the same document (a flow mapping with an unquoted `?` once stopped PyYAML).
 */

const file = fileURLToPath(new URL('../../openapi.yaml', import.meta.url))
const text = readFileSync(file, 'utf8')

const PYTHONS = ['python3', '/usr/bin/python3']
const hasPyYaml = (python: string) =>
  spawnSync(python, ['-c', 'import yaml'], { stdio: 'ignore' }).status === 0

/** A python3 that can import yaml, installing Debian's python3-yaml as a last resort. */
function pythonWithYaml(): string | undefined {
  const found = PYTHONS.find(hasPyYaml)
  if (found || !canAptInstall()) return found
  if (!aptInstall(['python3-yaml'], 'no python3 with PyYAML', 'openapi-yaml')) return undefined
  return PYTHONS.find(hasPyYaml)
}

const byYaml = parseYaml(text) as unknown

describe('openapi.yaml loads in every common YAML parser', () => {
  it('js-yaml reads the same document as yaml', () => {
    expect(loadJsYaml(text)).toEqual(byYaml)
  })

  it('PyYAML (safe_load) reads the same document as yaml', (context) => {
    const python = pythonWithYaml()
    if (!python) {
      return context.skip(
        'no python3 with PyYAML here, and apt-get cannot install python3-yaml (Debian as root ' +
          'only): install PyYAML for python3 to run this check',
      )
    }
    const loaded = spawnSync(
      python,
      [
        '-c',
        'import json,sys,yaml; json.dump(yaml.safe_load(open(sys.argv[1])), sys.stdout)',
        file,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    expect(loaded.stderr).toBe('')
    expect(loaded.status).toBe(0)
    expect(JSON.parse(loaded.stdout)).toEqual(JSON.parse(JSON.stringify(byYaml)))
  })
})
