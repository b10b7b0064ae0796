import { SHARED_MESSAGES } from '@/domain/messages'
import { CODE_NAME_MAX, codeNameProblem, findCodeByName } from './analysis/operations'

/** docs/product.md#coding: the texts of the coding screens, letter for letter. */
export const CODING_TEXTS = {
  codeThisAnswer: 'Code this answer',
  codeSelection: 'Code selection',
  addCode: 'Add Code',
  passage: 'Passage',
  code: 'Code',
  note: 'Note',
  create: (name: string) => `Create "${name}"`,
  removeCode: (name: string) => `Remove code ${name}`,
  codesOf: (label: string) => `Codes of answer ${label}`,
  codebook: 'Codebook',
  newCode: 'New Code',
  name: 'Name',
  description: 'Description',
  parent: 'Parent',
  noParent: 'None (top level)',
  highlights: 'Highlights',
  interviews: 'Interviews',
  actions: 'Actions',
  /** The Merge dialog's target before one is chosen. */
  chooseCode: 'Choose a code',
  /** New Code's choice of colour. */
  colour: 'Colour',
  actionsFor: (name: string) => `Actions for ${name}`,
  rename: 'Rename',
  renameTitle: (name: string) => `Rename ${name}`,
  mergeInto: 'Merge into…',
  mergeTitle: (name: string) => `Merge ${name} into…`,
  mergeTarget: 'Target code',
  merge: 'Merge',
  parentTitle: (name: string) => `Parent of ${name}`,
  delete: 'Delete',
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteMessage: (count: number) =>
    `The code and its ${count === 1 ? 'highlight' : `${count} highlights`} will be deleted. Its sub-codes move up a level.`,
  save: 'Save',
  noCodes: 'No codes yet. Code a passage in an interview’s details, or add a New Code.',
  passagesOf: (name: string) => `Passages of ${name}`,
  noPassages: 'No passages coded yet.',
  question: (label: string) => `Question ${label}`,
  /** A shared passage's source: its number and the question as asked. */
  questionAsked: (label: string, text: string) => `Question ${label}: ${text}`,
  viewInterview: 'View interview',
  passageNotFound: 'Passage not found in the answer',
  notFoundCount: (count: number) =>
    `${count} ${count === 1 ? 'passage' : 'passages'} not found in their answers`,
  acceptAsCode: 'Accept as code',
  dismiss: 'Dismiss',
  accepted: 'Accepted as a code',
  dismissed: 'Dismissed',
  correctSentiment: 'Correct sentiment',
  correctSentimentTitle: 'Correct Sentiment',
  sentiment: 'Sentiment',
  reason: 'Reason',
  correctedBy: 'Corrected by',
  was: (value: string) => `was ${value}`,
  activity: 'Activity',
  noActivity: 'No changes yet.',
  loadMore: 'Load more',
  exportQdpx: 'Export QDPX',
  exportCodebook: 'Export Codebook',
  codebookQdc: 'REFI-QDA codebook (.qdc)',
  codebookCsv: 'CSV',
  loading: SHARED_MESSAGES.loadingCodebook,
  codes: 'Codes',
  noCodedPassages: 'No passage of these interviews is coded yet.',
  morePassages: (count: number) => `and ${count} more ${count === 1 ? 'passage' : 'passages'}`,
  codesCompared: 'Codes compared',
  difference: 'Difference',
  noCodesToCompare: 'No code has passages in these interviews yet.',
} as const

/** docs/product.md#errors: what a failed coding call shows when the server says nothing better. */
export const CODING_MESSAGES = {
  load: 'Failed to load the codebook',
  addHighlight: 'Failed to add the code',
  removeHighlight: 'Failed to remove the code',
  saveCode: 'Failed to save the code',
  mergeCode: 'Failed to merge the codes',
  deleteCode: 'Failed to delete the code',
  decideTheme: 'Failed to save the decision',
  correctSentiment: 'Failed to correct the sentiment',
  activity: 'Failed to load the activity',
  codeEmpty: 'Choose a code or type a new one.',
  codeTooLong: `A code name has at most ${CODE_NAME_MAX} characters.`,
  codeTaken: 'Another code already has this name.',
} as const

/** The message under a code name field, or null when the name can be used. */
export function codeNameMessage(
  name: string,
  codes: Parameters<typeof codeNameProblem>[1],
  exceptId: string | null = null,
): string | null {
  switch (codeNameProblem(name, codes, exceptId)) {
    case 'empty':
      return CODING_MESSAGES.codeEmpty
    case 'tooLong':
      return CODING_MESSAGES.codeTooLong
    case 'taken':
      return CODING_MESSAGES.codeTaken
    default:
      return null
  }
}

/** An existing code, or a new one to create under that name. */
export type CodeChoice = { codeId: string } | { codeName: string }

/** The code a typed name means: the codebook's own (ignoring case), else a new one. */
export function codeChoice(codes: Parameters<typeof findCodeByName>[0], typed: string): CodeChoice {
  const name = typed.trim()
  const existing = findCodeByName(codes, name)
  return existing ? { codeId: existing.id } : { codeName: name }
}

/** A person as the coding screens name them. */
export const personName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : 'Deleted user'
