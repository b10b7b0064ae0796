import { describe, expect, it } from 'vitest'
import { parseScenarioName, scenarioFromUrl, scenarios } from '../../mocks/scenarios'
import { scenarioSeed } from '../../mocks/scenarios/choice'
import { muteConsole } from '../support/console'

/** How a scenario is named: in the demo's address, and as the seed options it stands for. */

const at = (query: string) => new URL(`http://localhost:5173/app/${query}`)

describe('scenario names', () => {
  it('reads ?scenario=, any case, and the older ?seed= as its alias', () => {
    expect(scenarioFromUrl(at('?scenario=empty'))).toBe('empty')
    expect(scenarioFromUrl(at('?scenario=%20Broken-Config%20'))).toBe('broken-config')
    expect(scenarioFromUrl(at('?seed=large'))).toBe('large')
    expect(scenarioFromUrl(at('?seed=default'))).toBe('demo')
    expect(scenarioFromUrl(at('?scenario=registration-off&seed=large'))).toBe('registration-off')
    expect(scenarioFromUrl(at(''))).toBeUndefined()
  })

  it('ignores an unknown name with a warning naming the known ones', () => {
    const { warn } = muteConsole(['warn'])
    expect(scenarioFromUrl(at('?scenario=busy'))).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"busy" (demo, empty, large,'))
    expect(scenarioFromUrl(at('?seed=huge'))).toBeUndefined()
    warn.mockRestore()
  })

  it('parses names for flags and variables', () => {
    expect(parseScenarioName('MID-INTERVIEW')).toBe('mid-interview')
    expect(parseScenarioName('')).toBeUndefined()
    expect(parseScenarioName(undefined)).toBeUndefined()
  })

  it('gives the demo empty seed options, as data stored before scenarios has', () => {
    expect(scenarioSeed('demo')).toEqual({})
    expect(scenarioSeed('large')).toEqual({ scenario: 'large' })
  })

  it('describes every scenario for the README, the help and the Mock controls', () => {
    for (const definition of Object.values(scenarios)) {
      expect(definition.title).not.toBe('')
      expect(definition.description).toMatch(/\.$/)
    }
  })
})
