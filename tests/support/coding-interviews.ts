/**
 * A small coded project for the coding analysis's tests: three completed interviews (one with
 * emoji, accents and a follow-up), one in progress, a nested codebook and its highlights.
 */
import type { ExportInterview } from '@/features/coding/analysis/qdpx'
import type {
  CodingCode,
  CodingHighlight,
  CodingPerson,
  LabelledAnswer,
} from '@/features/coding/analysis/types'

const lead: CodingPerson = { id: 'user-lead', firstName: 'Lee', lastName: 'Lead' }

export const interviews: (ExportInterview & { id: string })[] = [
  {
    id: '00000000-0000-4000-8000-00000000a001',
    isComplete: true,
    createdAt: '2026-10-01T08:00:00.000Z',
    completedAt: '2026-10-01T08:15:00.000Z',
    user: { firstName: 'Dana', lastName: 'Example', email: 'dana@example.test' },
  },
  {
    id: '00000000-0000-4000-8000-00000000a002',
    isComplete: true,
    createdAt: '2026-10-02T08:00:00.000Z',
    completedAt: '2026-10-02T08:20:00.000Z',
    user: { firstName: 'Élodie', lastName: 'Durand', email: 'elodie@example.test' },
  },
  {
    id: '00000000-0000-4000-8000-00000000a003',
    isComplete: true,
    createdAt: '2026-10-03T08:00:00.000Z',
    completedAt: null,
    user: null,
  },
  {
    id: '00000000-0000-4000-8000-00000000a004',
    isComplete: false,
    createdAt: '2026-10-04T08:00:00.000Z',
    user: { firstName: 'Pat', lastName: 'Pending', email: 'pat@example.test' },
  },
]

const [first, second, third] = interviews.map((interview) => interview.id) as [
  string,
  string,
  string,
]

export const answers: LabelledAnswer[] = [
  {
    interviewId: first,
    questionId: 'q1',
    label: '1',
    questionText: 'How did you first hear about the service?',
    text: 'A coworker had BeanRunner cups on her desk, so I asked her about it.',
  },
  {
    interviewId: first,
    questionId: 'q2',
    label: '2',
    questionText: 'Tell me about the last time you ordered.',
    text: 'The courier was late again ☕🙄 and the latte was lukewarm.',
  },
  {
    interviewId: first,
    questionId: 'f1',
    label: '2.1',
    questionText: 'Could you tell me more about that?',
    text: 'Late twice this week 👩‍👩‍👧 — the tracking map said otherwise.',
  },
  {
    interviewId: second,
    questionId: 'q1',
    label: '1',
    questionText: 'How did you first hear about the service?',
    text: 'Café crème délivré à l’heure, un vrai plaisir.\r\nMa collègue l’a recommandé.',
  },
  {
    interviewId: second,
    questionId: 'q2',
    label: '2',
    questionText: 'Tell me about the last time you ordered.',
    text: 'The price keeps creeping up & the courier was late <again>.',
  },
  {
    interviewId: third,
    questionId: 'q1',
    label: '1',
    questionText: 'How did you first hear about the service?',
    text: 'A flyer at the gym.',
  },
]

export const codes: CodingCode[] = [
  {
    id: 'code-delivery',
    name: 'Delivery',
    description: 'Getting the coffee there',
    parentId: null,
  },
  {
    id: 'code-late',
    name: 'Late delivery',
    description: '',
    parentId: 'code-delivery',
    color: '#d62728',
  },
  { id: 'code-price', name: 'Price & "value"', description: null, parentId: null },
  { id: 'code-word', name: 'Word of mouth', parentId: null },
]

/** A highlight of `text` in the answer, at its first occurrence. */
export function highlightOf(
  id: string,
  codeId: string,
  answer: LabelledAnswer,
  text: string,
  extra: Partial<CodingHighlight> = {},
): CodingHighlight {
  const start = answer.text.indexOf(text)
  if (start === -1) throw new Error(`"${text}" is not in the answer`)
  return {
    id,
    codeId,
    interviewId: answer.interviewId,
    questionId: answer.questionId,
    start,
    end: start + text.length,
    text,
    note: '',
    createdBy: lead,
    createdAt: '2026-10-05T09:00:00.000Z',
    ...extra,
  }
}

const answer = (index: number) => {
  const found = answers[index]
  if (!found) throw new Error(`no answer ${index}`)
  return found
}

export const highlights: CodingHighlight[] = [
  highlightOf('h-1', 'code-late', answer(1), 'late again ☕🙄', { note: 'Second time & <more>' }),
  highlightOf('h-2', 'code-late', answer(2), 'Late twice this week 👩‍👩‍👧'),
  highlightOf('h-3', 'code-late', answer(4), 'the courier was late <again>'),
  highlightOf('h-4', 'code-price', answer(4), 'The price keeps creeping up'),
  highlightOf('h-5', 'code-delivery', answer(3), 'délivré à l’heure'),
  highlightOf('h-6', 'code-word', answer(0), 'A coworker had BeanRunner cups'),
  highlightOf('h-7', 'code-word', answer(3), 'Ma collègue l’a recommandé.'),
  // The answer changed since it was coded: its passage is no longer there.
  { ...highlightOf('h-8', 'code-price', answer(5), 'A flyer'), text: 'A poster' },
]
