import { describe, expect, it } from 'vitest'

import { loadGrammar, sayBack, secondPerson, subjectOf } from './paraphrase'

// The tagger loads once, before any test reads an answer.
await loadGrammar()

describe('sayBack', () => {
  it('says a thing and its quality back, in the tense it was said', () => {
    expect(sayBack('Support was useless')?.quality).toEqual({
      thing: 'support',
      quality: 'useless',
      past: true,
    })
    expect(sayBack('The app is frustrating')?.quality).toEqual({
      thing: 'the app',
      quality: 'frustrating',
      past: false,
    })
    expect(sayBack('It was a disaster')?.quality).toEqual({
      thing: 'it',
      quality: 'a disaster',
      past: true,
    })
  })

  it('takes a bare quality to be about the product, without its intensifiers', () => {
    expect(sayBack('Way too expensive')?.quality).toEqual({
      thing: 'it',
      quality: 'too expensive',
      past: false,
    })
    expect(sayBack('Terrible, honestly')?.quality?.quality).toBe('terrible')
  })

  it('turns the speaker into "you", with the verb agreeing', () => {
    expect(sayBack('I was late twice a week')?.clause).toBe('you were late twice a week')
    expect(sayBack('Well, my sister kept telling me')?.clause).toBe('your sister kept telling you')
    expect(secondPerson("I'm sure we paid for our plan")).toBe(
      'you are sure you paid for your plan',
    )
  })

  it('says no quality back when the clause denies one, and nothing for a question', () => {
    expect(sayBack("It's not bad")?.quality).toBeNull()
    expect(sayBack('What do you mean?')).toBeNull()
  })

  it('knows a clause that tells what happened', () => {
    expect(sayBack('the tracking map froze')).toMatchObject({
      clause: 'the tracking map froze',
      past: true,
      quality: null,
    })
  })
})

describe('subjectOf', () => {
  it('finds what an answer is about: its subject, or its object after the speaker', () => {
    expect(subjectOf('My cat knocked the router off the shelf.')).toEqual({
      noun: 'cat',
      person: false,
    })
    expect(subjectOf('I like football more than coffee.')?.noun).toBe('football')
    expect(subjectOf('The weather has been awful this month.')?.noun).toBe('weather')
  })

  it('takes "it" to be the product, and people to be part of the account', () => {
    expect(subjectOf('It was a disaster.')).toBeNull()
    expect(subjectOf('Worth every penny: it saves me the detour.')).toBeNull()
    expect(subjectOf('The technician came at nine.')).toEqual({ noun: 'technician', person: true })
    expect(subjectOf('She said the delivery was slow.')?.person).toBe(true)
  })
})
