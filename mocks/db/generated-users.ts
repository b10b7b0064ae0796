import type { Faker } from '@faker-js/faker'

/** The users the seed adds after the named fixture users, all interviewees. */
export interface GeneratedUser {
  id: string
  email: string
  firstName: string
  lastName: string
  createdAt: string
  lastLoginAt: string | null
}

/** faker's seed when none is given: the demo's and the tests' data. */
export const DEFAULT_SEED = 20261122

/**
 * What `fakeUsers` makes for the default seed, kept as data: a first visit of the demo then
 * loads none of faker (about 400 kB of code to parse and run after the first paint,
 * docs/architecture.md#demo-start). generated-users.test.ts checks it against faker.
 */
export const DEFAULT_GENERATED_USERS: readonly GeneratedUser[] = [
  {
    id: '1b678299-d884-49fd-848d-bcf461c450cd',
    email: 'roy_harber13@example.com',
    firstName: 'Roy',
    lastName: 'Harber',
    createdAt: '2026-10-24T05:52:10.470Z',
    lastLoginAt: null,
  },
  {
    id: '7970077c-a6ea-4868-972e-1618c7f54765',
    email: 'alba.harber42@example.com',
    firstName: 'Alba',
    lastName: 'Harber',
    createdAt: '2026-09-20T20:48:52.774Z',
    lastLoginAt: '2026-11-13T22:27:02.211Z',
  },
  {
    id: '58c6f586-02d9-44e1-a6bc-0df277d71b4c',
    email: 'jaunita_muller90@example.com',
    firstName: 'Jaunita',
    lastName: 'Muller',
    createdAt: '2026-09-15T07:14:24.108Z',
    lastLoginAt: '2026-11-14T03:44:06.790Z',
  },
  {
    id: '25b0b057-90ea-4237-8a2c-a0025b0a2de2',
    email: 'anthony_sanford67@example.com',
    firstName: 'Anthony',
    lastName: 'Sanford',
    createdAt: '2026-10-26T00:06:56.724Z',
    lastLoginAt: null,
  },
  {
    id: 'af859647-8e16-41be-a8f5-6771cf84b803',
    email: 'marisa_huel88@example.com',
    firstName: 'Marisa',
    lastName: 'Huel',
    createdAt: '2026-09-28T17:41:43.865Z',
    lastLoginAt: '2026-11-10T20:10:11.390Z',
  },
  {
    id: '50b925e5-e5d5-4361-b59c-061b5a0e068c',
    email: 'marianne_marvin@example.com',
    firstName: 'Marianne',
    lastName: 'Marvin',
    createdAt: '2026-10-07T22:38:17.015Z',
    lastLoginAt: '2026-11-01T10:49:51.172Z',
  },
  {
    id: 'a8fec344-bd67-414d-b62e-771b4d52f7c0',
    email: 'russ_wyman0@example.com',
    firstName: 'Russ',
    lastName: 'Wyman',
    createdAt: '2026-10-19T18:43:08.823Z',
    lastLoginAt: null,
  },
  {
    id: '649e1f09-f45a-444c-8022-c72205f5fdc0',
    email: 'kristie_bauch@example.com',
    firstName: 'Kristie',
    lastName: 'Bauch',
    createdAt: '2026-10-23T01:14:19.649Z',
    lastLoginAt: '2026-11-02T07:55:35.289Z',
  },
]

/** `count` users made by faker from `seed`; the same seed gives the same users. */
export function fakeUsers(faker: Faker, seed: number, count: number): GeneratedUser[] {
  faker.seed(seed)
  return Array.from({ length: count }, (_, index) => {
    const firstName = faker.person.firstName()
    const lastName = faker.person.lastName()
    const id = faker.string.uuid()
    return {
      id,
      email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
      firstName,
      lastName,
      createdAt: faker.date.between({ from: '2026-09-01', to: '2026-10-31' }).toISOString(),
      lastLoginAt:
        index % 3 === 0
          ? null
          : faker.date.between({ from: '2026-11-01', to: '2026-11-20' }).toISOString(),
    }
  })
}

/** faker loads only for another seed or more users than the default's. */
export async function generatedUsers(seed: number, count: number): Promise<GeneratedUser[]> {
  if (seed === DEFAULT_SEED && count <= DEFAULT_GENERATED_USERS.length) {
    return DEFAULT_GENERATED_USERS.slice(0, count)
  }
  const { fakerEN } = await import('@faker-js/faker')
  return fakeUsers(fakerEN, seed, count)
}
