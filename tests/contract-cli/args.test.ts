import { describe, expect, it } from 'vitest'
import { parseContractArgs } from '../../scripts/contract/args'
import { parseRecordArgs } from '../../scripts/record/args'
import { ContractUsageError } from '../../scripts/contract/server-args'

/** The flags and environment variables of `npm run contract` and `npm run mock:record`. */

describe('contract check options', () => {
  it('needs a base URL and defaults to the demo admin, reads only', () => {
    expect(parseContractArgs(['--base-url', 'http://127.0.0.1:4010'])).toEqual({
      help: false,
      options: { baseUrl: 'http://127.0.0.1:4010', write: false },
    })
    expect(() => parseContractArgs([])).toThrow(/--base-url is required/)
  })

  it('reads credentials, --write and --timeout, or the environment', () => {
    expect(
      parseContractArgs([
        '--base-url',
        'https://api.example',
        '--email',
        'qa@example.com',
        '--password',
        'secret',
        '--write',
        '--timeout',
        '5000',
      ]),
    ).toEqual({
      help: false,
      options: {
        baseUrl: 'https://api.example',
        email: 'qa@example.com',
        password: 'secret',
        write: true,
        timeoutMs: 5000,
      },
    })
    expect(
      parseContractArgs([], {
        CONTRACT_BASE_URL: 'http://x.test',
        CONTRACT_EMAIL: 'a@b.c',
        CONTRACT_PASSWORD: 'p',
      }),
    ).toMatchObject({ options: { baseUrl: 'http://x.test', email: 'a@b.c', password: 'p' } })
    expect(
      parseContractArgs(['--base-url', 'http://x.test'], {
        CONTRACT_EMAIL: '',
        CONTRACT_PASSWORD: '',
      }),
    ).toEqual({ help: false, options: { baseUrl: 'http://x.test', write: false } })
  })

  it.each([
    [['--base-url', 'http://x.test', '--email', 'a@b.c'], /--email and --password go together/],
    [['--base-url', 'http://x.test', '--timeout', 'soon'], /--timeout must be/],
    [['--base-url', 'http://x.test', '--nope'], /Unknown option '--nope'/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseContractArgs(argv)).toThrow(ContractUsageError)
    expect(() => parseContractArgs(argv)).toThrow(message)
  })

  it('asks for help', () => {
    expect(parseContractArgs(['--help'])).toEqual({ help: true })
  })
})

describe('recorder options', () => {
  it("takes the contract check's server options and the file to write", () => {
    expect(
      parseRecordArgs(['--out', 'data.json', '--timeout', '900'], {
        CONTRACT_BASE_URL: 'http://x.test',
        CONTRACT_EMAIL: 'a@b.c',
        CONTRACT_PASSWORD: 'p',
      }),
    ).toEqual({
      help: false,
      options: {
        baseUrl: 'http://x.test',
        email: 'a@b.c',
        password: 'p',
        timeoutMs: 900,
        out: 'data.json',
      },
    })
    expect(parseRecordArgs(['-h'])).toEqual({ help: true })
  })

  it.each([
    [[], /--base-url is required/],
    [['--base-url', 'http://x.test'], /--out is required/],
    [['--base-url', 'http://x.test', '--out', 'f.json', '--write'], /Unknown option '--write'/],
    [['--base-url', 'http://x.test', '--out', 'f.json', '--password', 'p'], /go together/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseRecordArgs(argv)).toThrow(ContractUsageError)
    expect(() => parseRecordArgs(argv)).toThrow(message)
  })
})
