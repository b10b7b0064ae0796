import { fakerEN } from '@faker-js/faker'
import { describe, expect, it } from 'vitest'
import { DEFAULT_GENERATED_USERS, DEFAULT_SEED, fakeUsers, generatedUsers } from './generated-users'

describe("the seed's generated users", () => {
  it('are, for the default seed, what faker makes from it', () => {
    expect(fakeUsers(fakerEN, DEFAULT_SEED, DEFAULT_GENERATED_USERS.length)).toEqual(
      DEFAULT_GENERATED_USERS,
    )
  })

  it('take the first of them when fewer are asked for', async () => {
    expect(await generatedUsers(DEFAULT_SEED, 3)).toEqual(fakeUsers(fakerEN, DEFAULT_SEED, 3))
  })

  it('come from faker for another seed or a larger count', async () => {
    const other = await generatedUsers(1, 2)
    expect(other).toEqual(fakeUsers(fakerEN, 1, 2))
    expect(other[0]?.id).not.toBe(DEFAULT_GENERATED_USERS[0]?.id)
    expect(await generatedUsers(DEFAULT_SEED, 10)).toHaveLength(10)
  })
})
