import { strFromU8, unzipSync } from 'fflate'
import type { QdpxInput } from '@/features/coding/analysis/qdpx'
import { answers, codes, highlights, interviews } from './coding-interviews'

/** The coding test data as one QDPX export, its project name made to need escaping. */
export const qdpxInput: QdpxInput = {
  projectName: 'Morning Drop <study> & "friends"',
  exportedAt: '2026-10-06T12:00:00.000Z',
  codes,
  highlights,
  answers,
  interviews,
  includeIdentities: false,
}

/** The passage that a selection selects in its source, counting code points as REFI-QDA does. */
export function selectedText(project: string, sources: Map<string, string>) {
  const found: { code: string; text: string }[] = []
  const sourcePattern = /<TextSource guid="([^"]+)"[^>]*?(?:\/>|>([\s\S]*?)<\/TextSource>)/g
  for (const [, guid, body] of project.matchAll(sourcePattern)) {
    const text = Array.from(sources.get(`sources/${guid}.txt`) ?? '')
    const selections =
      /<PlainTextSelection [^>]*startPosition="(\d+)" endPosition="(\d+)"[\s\S]*?<CodeRef targetGUID="([^"]+)"/g
    for (const [, start, end, code] of (body ?? '').matchAll(selections)) {
      found.push({ code: code ?? '', text: text.slice(Number(start), Number(end)).join('') })
    }
  }
  return found
}

export function unzip(bytes: Uint8Array): Map<string, string> {
  return new Map(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]))
}
