import { describe, expect, it } from 'vitest'
import { fold, foldWithMap, isContentWord, stem, tokenize } from './text'

describe('tokenize', () => {
  it('finds words with their offsets, inner apostrophes kept, accents folded', () => {
    const text = "Don’t rush: BeanRunner's café—l'été, 2 lattes!"
    expect(
      tokenize(text).map(({ start, end, folded }) => [text.slice(start, end), folded]),
    ).toEqual([
      ['Don’t', 'don’t'],
      ['rush', 'rush'],
      ["BeanRunner's", "beanrunner's"],
      ['café', 'cafe'],
      ["l'été", "l'ete"],
      ['2', '2'],
      ['lattes', 'lattes'],
    ])
  })

  it('keeps accents written as separate marks, and letters beyond the BMP, in their word', () => {
    const text = 'cafe\u0301 𝐁old ok'
    expect(tokenize(text).map(({ start, end }) => text.slice(start, end))).toEqual([
      'cafe\u0301',
      '𝐁old',
      'ok',
    ])
  })
})

describe('stem and stop words', () => {
  it('groups plurals and possessives only', () => {
    expect(
      ['deliveries', 'delivery', 'boxes', 'box', 'apps', "app's", 'status', 'glass'].map(stem),
    ).toEqual(['delivery', 'delivery', 'box', 'box', 'app', 'app', 'status', 'glass'])
  })

  it('leaves out function words, fillers, numbers and single letters', () => {
    expect(['really', 'just', 'thing', 'don’t', 'the', '42', 'x'].some(isContentWord)).toBe(false)
    expect(['latte', 'courier', 'router', 'wi'].every(isContentWord)).toBe(true)
  })
})

describe('fold', () => {
  it('compares without case or accents, and maps back to the original', () => {
    expect(fold('Crème BRÛLÉE')).toBe('creme brulee')
    const mapped = foldWithMap('Ça va')
    expect(mapped.folded).toBe('ca va')
    expect(mapped.starts).toEqual([0, 1, 2, 3, 4])
    expect(mapped.ends).toEqual([1, 2, 3, 4, 5])
  })
})
