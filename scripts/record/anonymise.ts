import { fakerEN } from '@faker-js/faker'

/**
 * Fake names and emails for real people. Each person's fake identity is drawn by faker seeded
 * with a hash of their email, so the same person gets the same fake name in every answer and
 * in every recording; only a clash of two fake emails is told apart by a counter.
 */

export interface Person {
  email: string
  firstName: string
  lastName: string
}

/** FNV-1a: small, stable everywhere (node and the browser), and enough to seed faker. */
function seedOf(email: string): number {
  let hash = 0x811c9dc5
  for (const char of email.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

const localPart = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

export class Anonymiser {
  readonly #byEmail = new Map<string, Person>()
  readonly #taken = new Set<string>()

  /** The fake identity of the person with this (real) email. */
  fake(real: Person): Person {
    const key = real.email.trim().toLowerCase()
    const known = this.#byEmail.get(key)
    if (known) return known
    fakerEN.seed(seedOf(key))
    const firstName = fakerEN.person.firstName()
    const lastName = fakerEN.person.lastName()
    const base = `${localPart(firstName)}.${localPart(lastName)}`
    let email = `${base}@example.com`
    for (let n = 2; this.#taken.has(email); n += 1) email = `${base}${n}@example.com`
    this.#taken.add(email)
    const person = { email, firstName, lastName }
    this.#byEmail.set(key, person)
    return person
  }

  /**
   * Replaces the real emails and full names met so far wherever they appear inside a text
   * (a project description naming its lead, say). First names alone are left: too many are
   * ordinary words.
   */
  scrub(text: string, people: ReadonlyMap<string, Person>): string {
    let result = text
    for (const [, real] of people) {
      const fake = this.fake(real)
      const fullName = `${real.firstName} ${real.lastName}`.trim()
      result = result.split(real.email).join(fake.email)
      if (fullName.includes(' ')) {
        result = result.split(fullName).join(`${fake.firstName} ${fake.lastName}`)
      }
    }
    return result
  }
}
